import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

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
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'test-results/**'] },
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
);
