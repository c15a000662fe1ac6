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
/**
 * The platform serves the features and knows none of them: a feature that must hear from it
 * registers a handler (payments.registerPurpose, courtTime.onHoldLapsed, account's steps).
 */
const platformModules = [
  'court-time',
  'payments',
  'notifications',
  'uploads',
  'users',
  'clubs',
  'messaging',
];
const noFeatureFromPlatform = (up) => ({
  regex: `^(?:${'\\.\\./'.repeat(up)}|#server/modules/)(?!(?:${platformModules.join('|')})/)[a-z-]+/`,
  message:
    'A platform module (court-time, payments, notifications, uploads, users, clubs, messaging) imports no feature module: let the feature register a handler.',
});
const moduleBoundaries = (up, { platform }) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: platform
        ? [throughServiceOnly(up), noFeatureFromPlatform(up)]
        : [throughServiceOnly(up)],
    },
  ],
});
const platformGlob = `{${platformModules.join(',')}}`;
/** Imports a folder of the server must not make, by `#server/…` or relative path. */
const serverFoldersOff = (folders, message) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        { regex: `^(?:#server/|(?:\\.\\./)+)(?:${folders.join('|')})(?:/|\\.js$)`, message },
      ],
    },
  ],
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
    rules: moduleBoundaries(1, { platform: false }),
  },
  {
    files: ['apps/server/src/modules/*/*/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: moduleBoundaries(2, { platform: false }),
  },
  {
    files: [`apps/server/src/modules/${platformGlob}/*.ts`],
    ignores: ['**/*.test.ts'],
    rules: moduleBoundaries(1, { platform: true }),
  },
  {
    files: [`apps/server/src/modules/${platformGlob}/*/*.ts`],
    ignores: ['**/*.test.ts'],
    rules: moduleBoundaries(2, { platform: true }),
  },
  // lib/ holds helpers any layer may use, so it uses none of them; db/ is the storage below
  // the modules and knows neither them nor lib/.
  {
    files: ['apps/server/src/lib/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: serverFoldersOff(
      ['services', 'routes-plugin', 'modules', 'db', 'payments', 'plugins'],
      'apps/server/src/lib imports no module, service wiring, db or plugin: it is the bottom layer.',
    ),
  },
  {
    files: ['apps/server/src/db/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: serverFoldersOff(
      ['services', 'routes-plugin', 'modules', 'lib', 'payments', 'plugins'],
      'apps/server/src/db imports neither the modules nor lib: it is the storage below them.',
    ),
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
