// Lint guards the architecture: shared stays pure, promises are awaited, hooks follow the rules.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'apps/web/public/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: {
      parserOptions: { projectService: { allowDefaultProject: ['*.mjs'] }, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.mjs', 'scripts/**', '.ci/**'],
    languageOptions: { globals: globals.node },
  },
  {
    // The shared package runs in the browser and in Node alike: no Node, DOM or app imports.
    files: ['packages/shared/src/**/*.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'node:*',
                'fs',
                'path',
                'crypto',
                'os',
                'http',
                'https',
                'net',
                'stream',
                'buffer',
                'child_process',
                'worker_threads',
                'events',
                'util',
              ],
              message: 'packages/shared must stay free of Node APIs.',
            },
            {
              group: ['@kasino/server', '@kasino/web', '**/apps/**', 'react', 'react-dom', 'fastify', 'kysely', 'ws'],
              message: 'packages/shared must not import app code or frameworks.',
            },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'window', 'document', 'navigator', 'localStorage', 'process', 'Buffer', 'require', '__dirname'],
    },
  },
  {
    // The server's ground floor: platform parts (db, events, http, realtime, leadership, jobs) know no
    // domain. A module is handed in as a function or an interface, never imported.
    files: ['apps/server/src/platform/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/modules/**', '**/app.ts'], message: 'platform imports no module: take a function or an interface instead.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: globals.browser },
    rules: { ...reactHooks.configs.recommended.rules },
  },
);
