// Lint guards the architecture: shared stays pure, promises are awaited, hooks follow the rules.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import path from 'node:path';

/**
 * Web layers: a feature (apps/web/src/features/<f>) imports only itself, lib/, components/ and i18n/;
 * lib/ and components/ import no feature and not app/. What two features share moves down to lib/ or
 * components/, or app/ passes it in. Relative imports are resolved, so the depth of `../` does not matter.
 */
const webLayers = {
  rules: {
    'no-cross-feature-imports': {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const layerOf = (file) => {
          const m = /apps\/web\/src\/(features\/[^/]+|lib|components|app)\//.exec(file.replaceAll('\\', '/'));
          return m ? m[1] : null;
        };
        const own = layerOf(context.filename);
        if (!own) return {};
        const check = (node) => {
          const source = node.source?.value;
          if (typeof source !== 'string' || !source.startsWith('.')) return;
          const target = layerOf(path.resolve(path.dirname(context.filename), source));
          if (!target || target === own) return;
          const fromFeature = own.startsWith('features/') && target.startsWith('features/');
          const fromBelow = (own === 'lib' || own === 'components') && (target.startsWith('features/') || target === 'app');
          if (fromFeature || fromBelow)
            context.report({
              node,
              message: `${own} must not import ${target}: move what both need to lib/ or components/, or pass it in from app/.`,
            });
        };
        return { ImportDeclaration: check, ImportExpression: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
      },
    },
  },
};

/**
 * Server modules: one place for SQL per module. A Kysely query (`selectFrom`, `insertInto`, `updateTable`,
 * `deleteFrom`, the `sql` template and its helpers) is written in the module's repository (`*.repository.ts`;
 * the ledger's and the bets' hot `*.store.ts`, and `*.queries.ts`), which services, routes, websocket
 * calls, subscribers and ops routes call by name; those files are left out of this rule in the config below.
 */
const queryBuilders = new Set(['selectFrom', 'insertInto', 'updateTable', 'deleteFrom']);
const serverLayers = {
  rules: {
    'sql-in-repositories': {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const report = (node, what) =>
          context.report({ node, message: `${what} is a query: it belongs in the module's repository (*.repository.ts), called by name.` });
        const isSql = (node) => node.type === 'Identifier' && node.name === 'sql';
        return {
          CallExpression(node) {
            const callee = node.callee;
            if (callee.type !== 'MemberExpression' || callee.computed) return;
            if (callee.property.type === 'Identifier' && queryBuilders.has(callee.property.name))
              report(node, `\`${callee.property.name}\``);
            else if (isSql(callee.object)) report(node, `\`sql.${callee.property.name}\``);
          },
          TaggedTemplateExpression(node) {
            if (isSql(node.tag)) report(node, 'A `sql` template');
          },
        };
      },
    },
  },
};

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
    // Modules are wired in app.ts and meet each other only through the services they are handed: no
    // module imports app.ts, and none reaches into another module's storage (its repository) except
    // for a type; a module needs another's data through that module's service.
    files: ['apps/server/src/modules/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/app.ts', '**/app'],
              message: 'a module never imports app.ts: take what you need as a dependency of your module.',
            },
            {
              group: ['../*/*.repository.ts', '../../*/*.repository.ts'],
              allowTypeImports: true,
              message: "another module's repository is its own: use the service it hands to your module.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['**/*.repository.ts', '**/*.store.ts', '**/*.store.*.ts', '**/*.queries.ts', '**/*.test.ts'],
    plugins: { 'server-layers': serverLayers },
    rules: { 'server-layers/sql-in-repositories': 'error' },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'web-layers': webLayers },
    languageOptions: { globals: globals.browser },
    rules: { ...reactHooks.configs.recommended.rules, 'web-layers/no-cross-feature-imports': 'error' },
  },
);
