// Lint for the whole workspace, with the import boundaries of STYLE.md / ARCHITECTURE §3:
// shared imports neither server nor web; server and web never import each other; in the web, features do not
// import other features, and components/lib do not import features or app.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** Features may not import each other: a tiny local rule, since the folder names are open-ended. */
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
  },
};

const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

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
    rules: restrict([
      {
        group: ['**/apps/web/**', '@stoa/web', 'react', 'react-dom'],
        message: 'The server does not import the web app.',
      },
    ]),
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
