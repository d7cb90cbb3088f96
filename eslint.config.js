// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

// The import boundaries, as no-restricted-imports rules: a feature never imports
// another feature; lib never imports UI; sw imports only src/shared and Workbox; src and sw never
// import server; the server never imports the app (except src/shared, the facts both sides share).
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const noServer = {
  regex: '(^|/)server/',
  message: 'The app and the worker never import the backend.',
};

/** A feature's import rules; `source` adds what its own code (not its tests) may not import. */
function featureImports(name, source) {
  const others = features.filter((other) => other !== name);
  return [
    'error',
    {
      // One way to read data (src/lib/read-path): a query function gets its QueryClient from
      // TanStack Query's context; no feature passes one around (its tests build their own).
      ...(source && {
        paths: [
          {
            name: '@tanstack/react-query',
            importNames: ['QueryClient'],
            message:
              "Declare the query with src/lib/read-path (its client comes from the query's context); components use useQueryClient().",
          },
        ],
      }),
      patterns: [
        noServer,
        {
          regex: '(^|/)routes/',
          message: 'Features never import routes: routes compose features.',
        },
        ...(others.length
          ? [
              {
                regex: `^(\\.\\./)+(${others.join('|')})(/|$)`,
                message:
                  'A feature never imports another feature; move shared code to components/ or lib/.',
              },
            ]
          : []),
      ],
    },
  ];
}

const featureBoundaries = features.flatMap((name) => [
  {
    files: [`src/features/${name}/**/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': featureImports(name, true) },
  },
  {
    files: [`src/features/${name}/**/*.test.{ts,tsx}`],
    rules: { 'no-restricted-imports': featureImports(name, false) },
  },
]);

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-ssr',
      'dist-server',
      'data',
      'node_modules',
      'src/routeTree.gen.ts',
      'coverage',
      'test-results',
      'playwright-report',
      '.lighthouse',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: globals.browser },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [noServer] }],
    },
  },
  {
    files: ['src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noServer,
            {
              regex: '(^|/)(components|features|routes)/',
              message: 'lib/ is infrastructure and never imports UI.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noServer,
            {
              regex: '^\\.\\./',
              message: 'src/shared is pure and imports nothing else of the app.',
            },
            { regex: '^react', message: 'src/shared has no React.' },
          ],
        },
      ],
    },
  },
  {
    // The contracts are part of src/shared: they may read its other modules (the map format, the
    // search's length), never what lies outside it.
    files: ['src/shared/contracts/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noServer,
            {
              regex: '^\\.\\./\\.\\./',
              message: 'src/shared is pure and imports nothing else of the app.',
            },
            { regex: '^react', message: 'src/shared has no React.' },
          ],
        },
      ],
    },
  },
  ...featureBoundaries,
  {
    // One owner per query key: a key is spelled only in its feature's api/queries.ts (the
    // persisted cache is saved under these keys). Tests may build throw-away queries of their own.
    // And one way to read data: how a page drawn by the server reads a list without keeping it is
    // the read path's (src/lib/read-path), never a feature's fork on the build.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "Property[key.name='queryKey'] > ArrayExpression",
          message: "Take the key from the feature's key factory (api/queries.ts).",
        },
        {
          selector:
            'CallExpression[callee.property.name=/Quer(y|ies)(Data|State)$/] > ArrayExpression',
          message: "Take the key from the feature's key factory (api/queries.ts).",
        },
      ],
    },
  },
  {
    files: ['src/features/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "Property[key.name='queryKey'] > ArrayExpression",
          message: "Take the key from the feature's key factory (api/queries.ts).",
        },
        {
          selector:
            'CallExpression[callee.property.name=/Quer(y|ies)(Data|State)$/] > ArrayExpression',
          message: "Take the key from the feature's key factory (api/queries.ts).",
        },
        {
          selector:
            "MemberExpression[property.name='SSR'][object.property.name='env'][object.object.type='MetaProperty']",
          message:
            "A feature does not fork on the build: the read path (src/lib/read-path) says how the server's render reads data.",
        },
      ],
    },
  },
  {
    files: ['sw/**/*.ts'],
    ignores: ['sw/**/*.test.ts'], // worker tests run in Node under vitest, not in the worker
    languageOptions: { globals: globals.serviceworker },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!workbox-|idb-keyval|\\./|\\.\\./src/shared/)',
              message: 'The worker imports only src/shared, Workbox and its own modules.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/**/*.{ts,js}'],
    languageOptions: { globals: globals.node },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '\\.\\./src/(?!shared/)',
              message: 'The server does not import the app; only src/shared is common ground.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['tests/**/*.ts', 'scripts/**/*.ts', '*.config.{ts,js}', 'eslint.config.js'],
    languageOptions: { globals: globals.node },
  },
);
