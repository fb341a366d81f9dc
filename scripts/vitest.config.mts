import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** Repository checks: docker-compose.yml, the Dockerfiles, web/nginx.conf and .env.example; the cms's import layers; npm test's failure digest; npm start's build stamps. */
export default defineConfig({
  test: {
    root: fileURLToPath(new URL('..', import.meta.url)),
    include: ['scripts/**/*.test.ts'],
    environment: 'node',
  },
});
