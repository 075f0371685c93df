// Lint rules: type-checked TypeScript, React hooks, accessibility, and the one-way layout of docs/architecture.md
// (web and server never import each other, shared imports neither, features do not reach into each other).
import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import { repoRules } from './eslint/repo-rules.js';

const features = fs.existsSync('src/web/features')
  ? fs
      .readdirSync('src/web/features', { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];

const layoutZones = [
  { target: './src/web', from: './src/server', message: 'The web app must not import server code.' },
  { target: './src/server', from: './src/web', message: 'The server must not import web code.' },
  { target: './src/shared', from: './src/web', message: 'Shared code imports neither web nor server.' },
  { target: './src/shared', from: './src/server', message: 'Shared code imports neither web nor server.' },
  { target: './src/custom-beer-element', from: './src/web', message: 'The element is built on its own.' },
  { target: './src/custom-beer-element', from: './src/server', message: 'The element is built on its own.' },
  ...features.map((name) => ({
    target: `./src/web/features/${name}`,
    from: './src/web/features',
    except: [`./${name}`],
    message: 'A feature does not reach into another feature: move shared parts to components/ or lib/.',
  })),
  {
    target: './src/web/components',
    from: './src/web/features',
    message: 'Components do not import features.',
  },
  { target: './src/web/lib', from: './src/web/features', message: 'lib/ does not import features.' },
];

export default tseslint.config(
  {
    ignores: ['dist/**', 'data/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'shots/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['eslint.config.js'] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node, ...globals.browser },
    },
    plugins: { 'import-x': importX, taproom: repoRules },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layoutZones }],
      'taproom/cite-repo-docs': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // Fastify plugins, hooks and handlers are async by contract even when they do not await.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    // SQL lives in each module's repository; a route only calls it (docs/architecture.md).
    files: ['src/server/**/*routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'drizzle-orm', message: 'SQL lives in repositories: call one from the route.' }],
          patterns: [
            {
              group: ['drizzle-orm/*', '**/db/schema.ts'],
              message: 'SQL lives in repositories: call one from the route.',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.object.name='db'][callee.property.name=/^(select|selectDistinct|insert|update|delete|execute|transaction)$/]",
          message: 'SQL lives in repositories: call one from the route.',
        },
      ],
    },
  },
  {
    // Web data access (docs/architecture.md): calls go through the API client (src/web/lib/data/api-client.ts),
    // whose errors carry status and body as fields and which handles a 401 once.
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: ['src/web/lib/data/api-client.ts', 'src/web/lib/browser/analytics.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        {
          name: 'fetch',
          message:
            "Data access belongs in the feature's api module, through `api` from src/web/lib/data/api-client.ts.",
        },
      ],
    },
  },
  {
    // Screens read and change data only through their feature's hooks and api module.
    files: ['src/web/**/*.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/lib/data/api-client.ts'],
              importNames: ['api'],
              message:
                "Screens use hooks or functions from their feature's api module, not the client itself.",
            },
          ],
        },
      ],
    },
  },
  {
    // Each worker's journeys talk to that worker's own server (e2e/support/servers.ts), and each check
    // is counted so a journey that checks nothing fails (e2e/support/expect.ts).
    files: ['e2e/**/*.ts'],
    ignores: ['e2e/support/test.ts', 'e2e/support/expect.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test', 'expect'],
              message:
                "Journeys use `test` and `expect` from e2e/support/test.ts: the worker's server, and counted checks.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    // A text read by a literal key must exist in English (docs/architecture.md, "Texts"): the web app reads
    // every web locale file and the shared ones, the mails their own, the element its own and the shared labels.
    files: ['src/web/**/*.{ts,tsx}'],
    // The translator's own test reads a made-up catalogue.
    ignores: ['src/web/lib/texts/translation.test.ts'],
    rules: {
      'taproom/known-text-keys': [
        'error',
        {
          catalogues: [
            'src/web/locales/en.json',
            'src/web/components/locales/en.json',
            'src/web/features/*/locales/en.json',
            'src/shared/locales/en.json',
            'src/shared/page-heads/locales/en.json',
            'src/shared/gates/locales/en.json',
            'src/shared/delivery/locales/en.json',
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/mail/**/*.ts'],
    rules: {
      'taproom/known-text-keys': [
        'error',
        { catalogues: ['src/server/mail/locales/en.json'], under: 'mail' },
      ],
    },
  },
  {
    files: ['src/custom-beer-element/**/*.ts'],
    rules: {
      'taproom/known-text-keys': [
        'error',
        { catalogues: ['src/custom-beer-element/locales/en.json', 'src/shared/locales/en.json'] },
      ],
    },
  },
  {
    files: ['src/web/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**', 'bench/**', 'src/server/test-support/**'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  { files: ['eslint.config.js', 'eslint/**'], ...tseslint.configs.disableTypeChecked },
);
