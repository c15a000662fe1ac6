import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importPlugin from 'eslint-plugin-import';
import globals from 'globals';
import { courtsidePlugin } from './scripts/eslint/server-layers.js';

// Web features don't import each other (ARCHITECTURE 3, rule 4): each feature folder may
// import from itself, src/components and src/lib, never from a sibling feature.
const webFeatures = readdirSync('apps/web/src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureZones = webFeatures.map((feature) => ({
  target: `./apps/web/src/features/${feature}`,
  from: './apps/web/src/features',
  except: [`./${feature}`],
  message: 'Features do not import each other: move what they share to src/components or src/lib.',
}));

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'test-results/**', '.tools/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  // Small, simple functions. A routes plugin is a table of route declarations and a
  // migration a list of DDL statements, so their length is not a function's length.
  {
    files: ['apps/server/**/*.ts', 'packages/shared/**/*.ts', 'bench/**/*.ts'],
    ignores: [
      '**/*.test.ts',
      'apps/server/test/**',
      '**/*.routes.ts',
      'apps/server/src/db/migrations/**',
    ],
    rules: {
      complexity: ['error', 10],
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }],
    },
  },
  // The server's layers (scripts/eslint/server-layers.js): modules through their services,
  // the platform knowing no feature, lib/ and db/ at the bottom, judged on where an import
  // lands, however it is spelled.
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    plugins: { courtside: courtsidePlugin },
    // ... and who may act on a club is asked of modules/clubs/club-access.ts alone.
    rules: { 'courtside/server-layers': 'error', 'courtside/club-access': 'error' },
  },
  // The shared package runs in the browser and on the server: it may know neither.
  {
    files: ['packages/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^react(?:-dom)?(?:/|$)', message: 'packages/shared must not import React.' },
            {
              regex: '(?:^@courtside/(?:server|web)|/apps/)',
              message: 'packages/shared must not import the server or the web app.',
            },
          ],
        },
      ],
    },
  },
  // The service worker's own script runs in the worker's scope.
  {
    files: ['apps/web/public/**/*.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/src/test/**'],
    rules: {
      // Formatters are kept once built (docs/decisions.md, "Formatters are built once").
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.object.name='Intl']",
          message:
            'Format through dateTimeFormat, numberFormat or relativeTimeFormat (@courtside/shared/intl-formats), which keep each formatter once built.',
        },
      ],
      complexity: ['error', 10],
      // A component longer than a screen is several components.
      'max-lines-per-function': [
        'error',
        { max: 80, skipBlankLines: true, skipComments: true, IIFEs: true },
      ],
    },
  },
  {
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    plugins: { import: importPlugin },
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } } },
    rules: {
      'import/no-restricted-paths': ['error', { zones: featureZones }],
      // The resolver above follows relative imports; an aliased one into a feature is caught here.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/**'],
              message:
                'A feature imports its own files relatively and other features not at all: shared code lives in src/components or src/lib.',
            },
          ],
        },
      ],
    },
  },
  // The web's lib/ is hooks, clients and pure helpers: screens and components use it, never
  // the other way round.
  {
    files: ['apps/web/src/lib/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?:@/|(?:\\.\\./)+)(?:components|features|app)(?:/|$)',
              message: 'apps/web/src/lib imports no component, feature or app file.',
            },
          ],
        },
      ],
    },
  },
);
