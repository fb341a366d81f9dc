// One lint configuration for the whole repository (`npm run lint`, part of `npm test`).
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const element = (...types) => ({ element: { types: { anyOf: types } } });
const rentalEntry = { element: { types: 'rental', fileInternalPath: 'index.ts' } };
const rentalAdminEntry = { element: { types: 'rental-admin', fileInternalPath: 'index.ts' } };
const sameFeature = { element: { type: 'feature', captured: { feature: '{{ from.element.captured.feature }}' } } };

/** What each layer of the web app may import; tests may also use the test harness (web/src/testing). */
function layerPolicies(inTests) {
  const harness = inTests ? ['testing'] : [];
  return {
    default: 'disallow',
    policies: [
      { from: element('entry'), allow: { to: element('entry', 'app', 'shared') } },
      { from: element('app'), allow: { to: element('app', 'feature', 'shared', ...harness) } },
      { from: element('feature'), allow: [{ to: sameFeature }, { to: element('shared', ...harness) }] },
      { from: element('shared'), allow: { to: element('shared', ...harness) } },
      { from: element('testing'), allow: { to: element('testing', 'shared', 'feature', 'app') } },
    ],
  };
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/',
      '**/dist/',
      '**/dist-server/',
      '**/build/',
      '**/.tmp/',
      '**/.cache/',
      '**/.strapi/',
      'cms/types/generated/',
      'cms/public/',
      'coverage/',
      'e2e/output/',
      'bench/output/',
      'web/src/shared/lib/vendor/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}', 'cms/src/admin/**/*.{ts,tsx}', 'cms/src/rental/admin/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // bulletproof-react's layering: shared → features → app, and no feature imports another.
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { typescript: { project: 'web/tsconfig.json' } },
      'boundaries/root-path': import.meta.dirname,
      'boundaries/elements': [
        { type: 'app', pattern: 'web/src/app', partialMatch: false },
        { type: 'feature', pattern: 'web/src/features/*', capture: ['feature'], partialMatch: false },
        { type: 'shared', pattern: 'web/src/shared', partialMatch: false },
        { type: 'testing', pattern: 'web/src/testing', partialMatch: false },
        { type: 'entry', pattern: 'web/src/*.{ts,tsx}', partialMatch: false },
      ],
    },
    rules: { 'boundaries/dependencies': ['error', layerPolicies(false)] },
  },
  {
    // Tests may use the test harness (web/src/testing) from any layer.
    files: ['web/src/**/*.test.{ts,tsx}'],
    rules: { 'boundaries/dependencies': ['error', layerPolicies(true)] },
  },
  {
    // The cms's layers (src/rental/README.md, docs/decisions/041): shared code of both sides ← the
    // server's utilities ← its domain modules (rental, auth, email, http-cache, …, and the content
    // types' lib/) ← what Strapi loads (api, plugins, bootstrap, extensions, middlewares, index.ts).
    // The admin panel (src/admin, src/rental/admin) imports no server code. Outside src/rental only
    // its entry points are imported: src/rental/index.ts (server) and src/rental/admin/index.ts
    // (admin panel); the rental content types' own folders, which Strapi loads from src/api,
    // delegate to the rest of src/rental.
    files: ['cms/src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': {
        typescript: { project: ['cms/tsconfig.json', 'cms/src/admin/tsconfig.json'], noWarnOnMultipleProjects: true },
      },
      'boundaries/root-path': import.meta.dirname,
      'boundaries/elements': [
        { type: 'rental-admin', pattern: 'cms/src/rental/admin', partialMatch: false },
        { type: 'rental', pattern: 'cms/src/rental', partialMatch: false },
        { type: 'rental-content-types', pattern: 'cms/src/api/rental-{application,round}', partialMatch: false },
        { type: 'admin-kit', pattern: 'cms/src/admin/kit', partialMatch: false },
        { type: 'admin', pattern: 'cms/src/admin', partialMatch: false },
        { type: 'shared', pattern: 'cms/src/{shared,admin-api}', partialMatch: false },
        { type: 'utils', pattern: 'cms/src/utils', partialMatch: false },
        { type: 'content-type-lib', pattern: 'cms/src/api/*/lib', partialMatch: false },
        {
          type: 'domain',
          pattern: 'cms/src/{auth,backup,discovery,email,http-cache,operations,preview,publishing,seed,storage}',
          partialMatch: false,
        },
        { type: 'strapi', pattern: 'cms/src/{api,plugins,bootstrap,extensions,middlewares}', partialMatch: false },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            { from: element('shared'), allow: { to: element('shared') } },
            { from: element('utils'), allow: { to: element('utils', 'shared') } },
            {
              from: element('domain', 'content-type-lib'),
              allow: [{ to: element('domain', 'content-type-lib', 'utils', 'shared') }, { to: rentalEntry }],
            },
            // A content type's lib/ may name the types of its own services.
            { from: element('content-type-lib'), allow: { to: element('strapi'), dependency: { kind: 'type' } } },
            {
              from: element('rental'),
              allow: { to: element('rental', 'domain', 'content-type-lib', 'utils', 'shared') },
            },
            {
              from: element('rental-content-types'),
              allow: { to: element('rental-content-types', 'rental', 'domain', 'content-type-lib', 'utils', 'shared') },
            },
            {
              from: element('strapi'),
              allow: [{ to: element('strapi', 'domain', 'content-type-lib', 'utils', 'shared') }, { to: rentalEntry }],
            },
            { from: element('admin-kit'), allow: { to: element('admin-kit', 'shared') } },
            { from: element('rental-admin'), allow: { to: element('rental-admin', 'admin-kit', 'shared') } },
            {
              from: element('admin'),
              allow: [{ to: element('admin', 'admin-kit', 'shared') }, { to: rentalAdminEntry }],
            },
          ],
        },
      ],
    },
  },
  {
    // The cms adds routes the way Strapi declares them (docs/decisions/037): an API's routes/ or the
    // hall plugin's server/routes, never strapi.server.routes() from a lifecycle.
    files: ['cms/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "MemberExpression[object.type='MemberExpression'][object.property.name='server'][property.name='routes']",
          message:
            'Declare routes where Strapi loads them: src/api/<name>/routes/ (content API) or src/plugins/hall/server/routes/ (admin API, site root).',
        },
      ],
    },
  },
  {
    // Settings are read in cms/config through Strapi's env() and at run time from strapi.config
    // (config/hall.ts, src/utils/hall-settings.ts). The backup and restore commands run without
    // Strapi and read their environment in one module (docs/decisions/037).
    files: ['cms/src/**/*.{ts,tsx}'],
    ignores: ['cms/src/backup/settings.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message:
            'Read settings from strapi.config (config/hall.ts through src/utils/hall-settings.ts); add a new one to config/hall.ts.',
        },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'cms/test/**', 'e2e/**', 'bench/**', 'scripts/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', 'no-control-regex': 'off' },
  },
  {
    // Plain CommonJS files (run by node without a compiler) load their modules with require().
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
