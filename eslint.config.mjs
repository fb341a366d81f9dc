// One lint configuration for the whole repository (`npm run lint`, part of `npm test`).
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
    files: ['web/src/**/*.{ts,tsx}', 'cms/src/admin/**/*.{ts,tsx}'],
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
        { type: 'app', pattern: 'web/src/app' },
        { type: 'feature', pattern: 'web/src/features/*', capture: ['feature'] },
        { type: 'shared', pattern: 'web/src/shared' },
        { type: 'testing', pattern: 'web/src/testing' },
        { type: 'entry', pattern: 'web/src/*.{ts,tsx}', mode: 'file' },
      ],
    },
    rules: {
      'boundaries/element-types': [
        'error',
        {
          default: 'disallow',
          rules: [
            { from: 'entry', allow: ['entry', 'app', 'shared'] },
            { from: 'app', allow: ['app', 'feature', 'shared'] },
            { from: 'feature', allow: [['feature', { feature: '${from.feature}' }], 'shared'] },
            { from: 'shared', allow: ['shared'] },
            { from: 'testing', allow: ['testing', 'shared', 'feature', 'app'] },
          ],
        },
      ],
    },
  },
  {
    // Tests may use the test harness (web/src/testing) from any layer.
    files: ['web/src/**/*.test.{ts,tsx}'],
    rules: {
      'boundaries/element-types': [
        'error',
        {
          default: 'disallow',
          rules: [
            { from: 'app', allow: ['app', 'feature', 'shared', 'testing'] },
            { from: 'feature', allow: [['feature', { feature: '${from.feature}' }], 'shared', 'testing'] },
            { from: 'shared', allow: ['shared', 'testing'] },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'cms/test/**', 'e2e/**', 'bench/**', 'scripts/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', 'no-control-regex': 'off' },
  },
);
