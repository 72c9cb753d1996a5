// Lint for the whole workspace, with the import boundaries of STYLE.md / ARCHITECTURE §3:
// shared imports neither server nor web; server and web never import each other; in the web, features do not
// import other features, and components/lib do not import features or app; in the server, a module imports of
// another module only its service (*.service.ts), and SQL (drizzle-orm, db/schema) lives only in repositories.
// apps/server/src/lint-boundaries.test.ts proves the server rules bite.
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** The server module a relative import lands in, with the file's path inside it; null outside the modules. */
function moduleTarget(modulesRoot, fromFile, source) {
  if (!source.startsWith('.')) return null;
  const target = path.posix.normalize(path.posix.join(path.posix.dirname(fromFile), source));
  if (!target.startsWith(`${modulesRoot}/`)) return null;
  const [module, ...rest] = target.slice(modulesRoot.length + 1).split('/');
  return { module, file: rest.join('/') };
}

/**
 * Features may not import each other, nor server modules each other's insides: tiny local rules, since the folder
 * names are open-ended.
 */
const boundaries = {
  rules: {
    'no-cross-feature-import': {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const file = context.filename.replaceAll('\\', '/');
        const own = /\/apps\/web\/src\/features\/([^/]+)\//.exec(file)?.[1];
        if (!own) return {};
        return {
          ImportDeclaration(node) {
            const source = String(node.source.value);
            const other = /(?:^|\/)features\/([^/]+)/.exec(source)?.[1];
            if (other && other !== own) {
              context.report({
                node,
                message: `Feature '${own}' may not import feature '${other}': move the shared part to components/ or lib/.`,
              });
            }
          },
        };
      },
    },
    'no-cross-module-import': {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const file = context.filename.replaceAll('\\', '/');
        const match = /^(.*\/apps\/server\/src\/modules)\/([^/]+)\//.exec(file);
        if (!match) return {};
        const [, modulesRoot, own] = match;
        const isTest = file.endsWith('.test.ts');
        const check = (node) => {
          if (!node.source || typeof node.source.value !== 'string') return;
          const target = moduleTarget(modulesRoot, file, node.source.value);
          if (!target || target.module === own) return;
          // Another module's service (value or type import); anything else of it is private — but a test may use
          // another module's test fixtures (*-fixtures.ts: payloads and steps that make its records).
          if (!target.file.includes('/') && target.file.endsWith('.service.ts')) return;
          if (isTest && !target.file.includes('/') && target.file.endsWith('-fixtures.ts')) return;
          context.report({
            node,
            message: `Module '${own}' may import of module '${target.module}' only its service (*.service.ts), not '${target.file}': export what you need from the service.`,
          });
        };
        return {
          ImportDeclaration: check,
          ExportNamedDeclaration: check,
          ExportAllDeclaration: check,
          ImportExpression: check,
        };
      },
    },
  },
};

/** Where SQL may be written: repositories, the database's own folder, seeds and tests. */
const SQL_ALLOWED = [
  'apps/server/src/**/*.repository.ts',
  'apps/server/src/db/**',
  'apps/server/src/seed/**',
  'apps/server/src/test/**',
  'apps/server/src/**/*.test.ts',
  // test fixtures beside a module's tests (imported by tests only)
  'apps/server/src/**/*-fixtures.ts',
];

const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
const serverNotWeb = {
  group: ['**/apps/web/**', '@stoa/web', 'react', 'react-dom'],
  message: 'The server does not import the web app.',
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'test-results/**',
      'coverage/**',
      'apps/server/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['packages/shared/**/*.ts'],
    rules: restrict([
      {
        group: ['**/apps/**', '@stoa/server', '@stoa/web', 'react', 'fastify', 'drizzle-orm*'],
        message: 'shared is pure: no server, web or I/O imports.',
      },
    ]),
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: restrict([serverNotWeb]),
  },
  {
    // Flat config replaces a rule's options per file, so the server ↛ web patterns are repeated here.
    files: ['apps/server/src/**/*.ts'],
    ignores: SQL_ALLOWED,
    rules: restrict([
      serverNotWeb,
      {
        group: ['drizzle-orm', 'drizzle-orm/*', '**/db/schema', '**/db/schema/**'],
        message: 'SQL lives only in repositories (*.repository.ts): move the query there and call it.',
      },
    ]),
  },
  {
    files: ['apps/server/src/modules/**/*.ts'],
    plugins: { boundaries },
    rules: { 'boundaries/no-cross-module-import': 'error' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, boundaries },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'boundaries/no-cross-feature-import': 'error',
      ...restrict([
        {
          group: ['**/apps/server/**', '@stoa/server', 'fastify', 'drizzle-orm*', 'pg'],
          message: 'The web does not import the server.',
        },
      ]),
    },
  },
  {
    files: ['apps/web/src/components/**/*.{ts,tsx}', 'apps/web/src/lib/**/*.{ts,tsx}'],
    rules: restrict([
      { group: ['**/features/**', '**/app/**'], message: 'components/ and lib/ sit below features/ and app/.' },
    ]),
  },
);
