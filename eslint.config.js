import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importPlugin from 'eslint-plugin-import';
import globals from 'globals';

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

/**
 * A server module reaches another only through its public service file, so each module's
 * repos, mappers and steps stay its own (docs/decisions.md, the module graph). `up` is how
 * many folders a relative path climbs from the importing file to reach the modules folder.
 */
const throughServiceOnly = (up) => ({
  regex: `^(?:${'\\.\\./'.repeat(up)}|#server/modules/)(?<module>[a-z-]+)/(?!\\k<module>\\.service\\.js$)`,
  message: 'Import another server module only through its <module>.service.ts file.',
});
const moduleBoundaries = (up) => ({
  'no-restricted-imports': ['error', { patterns: [throughServiceOnly(up)] }],
});

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
  {
    files: ['apps/server/src/modules/*/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: moduleBoundaries(1),
  },
  {
    files: ['apps/server/src/modules/*/*/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: moduleBoundaries(2),
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
);
