import path from 'node:path';
import type { Alias, UserConfig } from 'vite';

/**
 * The admin panel's Vite build (Strapi loads this file): the shared contract is compiled from its
 * TypeScript source, as the web app does, because its CommonJS build (what the cms server
 * requires) has no ES exports for Rollup to bind `import { … } from '@hall/contract/…'` to.
 */
const contractSource = path.resolve(__dirname, '../../../packages/contract/src');

const asAliasList = (alias: NonNullable<UserConfig['resolve']>['alias']): Alias[] =>
  Array.isArray(alias)
    ? alias
    : Object.entries((alias ?? {}) as Record<string, string>).map(([find, replacement]) => ({ find, replacement }));

export default (config: UserConfig): UserConfig => ({
  ...config,
  resolve: {
    ...config.resolve,
    alias: [
      { find: /^@hall\/contract\/(.*)$/, replacement: `${contractSource}/$1.ts` },
      ...asAliasList(config.resolve?.alias),
    ],
  },
});
