import fs from 'node:fs';
import path from 'node:path';
import type { PageRenderer, PageRendererModule } from '@hall/contract/renderer';

export type { PageRenderer, PageRequest, RenderedPage } from '@hall/contract/renderer';

/**
 * The renderer of the built site in `distDir` (web/dist: index.html and .vite/manifest.json) and
 * `rendererFile` (web/dist-server/entry-server.cjs, built from web/src/app/entry-server.tsx), or
 * null when the site was built without it. Its contract is packages/contract/src/renderer.ts.
 */
export function loadPageRenderer(distDir: string, rendererFile: string): PageRenderer | null {
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  if (![rendererFile, manifestFile].every((file) => fs.existsSync(file))) return null;
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the renderer's path is known only at run time
  const module = require(rendererFile) as PageRendererModule;
  return module.createPageRenderer({
    template: fs.readFileSync(path.join(distDir, 'index.html'), 'utf8'),
    manifest: JSON.parse(fs.readFileSync(manifestFile, 'utf8')),
  });
}
