import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Each folder under src/client/features is one feature; it may import only itself and the shared
// client layers (components, lib, i18n), never another feature.
const clientFeatures = readdirSync('src/client/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  { ignores: ['.probe*', 'dist', 'node_modules', '.test-data', 'test-results', 'playwright-report', 'src/server/db/migrations'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // One-way imports: the browser may import server code for types only.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**'], allowTypeImports: true, message: 'Client code may import server code for types only.' },
            {
              // Another language's messages load only for a reader of it (src/client/i18n/languages.ts).
              group: ['**/i18n/??/*', '!**/i18n/en/*', './??/*', '!./en/*', '!./sw/*', '**/shared/messages-??'],
              allowTypeImports: true,
              message: "A language's messages are loaded for its readers: use the feature's catalogue (i18n/<feature>.ts) or i18n/server-messages.ts.",
            },
          ],
        },
      ],
    },
  },
  {
    // The import graph: no cycles anywhere (a module half-initialised by a cycle fails at run
    // time, not at build time), and the edges between layers and features as zones.
    files: ['src/**/*.{ts,tsx}', 'scripts/**/*.{ts,mjs}', 'tests/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // Follow imports into TypeScript files too: the plugin reads only JavaScript by default.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...clientFeatures.map((feature) => ({
              target: `./src/client/features/${feature}`,
              from: './src/client/features',
              except: [`./${feature}`],
              message: 'Features do not import each other: move shared pieces to client/components or client/lib.',
            })),
            { target: './src/astro', from: ['./src/server', './src/client', './src/shared', './src/composer'], message: 'The engine is pure and stands alone.' },
            { target: './src/shared', from: './src/composer', message: 'Shared code runs on both sides and does not write readings.' },
            { target: './src/client', from: './src/composer', message: 'Readings are written on the server.' },
            {
              target: ['./src/server', './scripts', './tests'],
              from: './src/composer',
              except: ['./index.ts'],
              message: 'The composer is used through its public surface, src/composer/index.ts.',
            },
            { target: './src/shared', from: ['./src/server', './src/client'], message: 'Shared code runs on both sides and imports neither.' },
            { target: './src/server', from: './src/client', message: 'The server never imports client code.' },
          ],
        },
      ],
    },
  },
  {
    // The composer is a floor between the engine and the server: it reads the engine's chart and
    // the shared types, and knows nothing of the server or the browser. Its tests may borrow the
    // server's fact checker and audit births.
    files: ['src/composer/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/server/**', '**/client/**'], message: 'The composer imports only the engine (astro/) and shared/.' }] }],
    },
  },
  {
    // Configuration is read once, validated, in config.ts; everything else gets it passed in.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/server/config.ts', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Read configuration through src/server/config.ts.' }],
    },
  },
  {
    // Fakes, fixtures and harnesses live under tests/: what ships never depends on them.
    files: ['src/**/*.{ts,tsx}', 'scripts/**/*.{ts,mjs}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/tests/**'], message: 'Product code and scripts never import test code (tests/).' }] }],
    },
  },
);
