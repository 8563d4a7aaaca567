// The rules a reviewer would otherwise repeat by hand: TypeScript's recommended set, the React hooks rules,
// no import cycles, and the boundaries between the apps, the shared packages, the features inside a remote and
// the api's areas. A new engineer learns where a thing may be imported from this file's error messages. Why each
// boundary: docs/architecture.md (B-1 ... B-9). Cycles through type-only imports (which import-x/no-cycle skips)
// and files over 400 lines are checked by scripts/lint.mjs (B-6, B-10).
import { readdirSync, existsSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const ROOT = dirname(fileURLToPath(import.meta.url));
const dirsOf = (dir) =>
  existsSync(`${ROOT}/${dir}`)
    ? readdirSync(`${ROOT}/${dir}`, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];

// Every remote (each mf-* folder): a remote reaches the shell and other remotes only through Module Federation at
// run time, never through an import.
const REMOTES = dirsOf('.')
  .filter((name) => name.startsWith('mf-'))
  .sort();
const APPS = ['shell', ...REMOTES];

// Inside a remote, a feature (src/features/<name>) never imports another feature: what two features share lives
// in the app's src/lib (or @rozmova/web when two apps share it), and src/app composes the features (B-9).
const featureZones = REMOTES.flatMap((remote) =>
  dirsOf(`${remote}/src/features`).map((feature) => ({
    target: `./${remote}/src/features/${feature}/**`,
    from: `./${remote}/src/features`,
    except: [`./${feature}`],
    message: `a feature of ${remote} never imports another feature: share it through ${remote}/src/lib (or @rozmova/web), compose features in src/app (docs/architecture.md B-9)`,
  })),
);

// The api's areas (api/docs/area-contracts.md): which plugin folders and which route folders belong to each.
// A folder not listed is an area of its own, shared only with the route or plugin folder of the same name, so a
// new folder is fenced in until someone places it here.
const API_AREAS = {
  core: {
    plugins: ['accounts', 'auth', 'sessions', 'mail', 'misc', 'analytics', 'providers'],
    routes: ['account', 'auth', 'analytics', 'misc', 'docs'],
  },
  scheduling: {
    plugins: ['scheduling', 'bookings', 'therapists', 'appointments', 'video-call', 'statistics'],
    routes: ['bookings', 'entities', 'therapists', 'time-management', 'video-call', 'worker'],
  },
  payments: {
    plugins: ['payments', 'pricing', 'giftcodes', 'subscriptions', 'tokens', 'ledger'],
    routes: ['payments', 'purchase-rule', 'giftcode', 'subscription-management', 'token-management', 'admin'],
  },
  recommendation: { plugins: ['recommendation'], routes: ['recommendation'] },
};
const areaOf = (kind, folder) =>
  Object.keys(API_AREAS).find((area) => API_AREAS[area][kind].includes(folder)) ?? folder;
const apiRouteZones = dirsOf('api/src/routes').map((routeFolder) => {
  const area = areaOf('routes', routeFolder);
  const others = dirsOf('api/src/plugins/app').filter((plugin) => areaOf('plugins', plugin) !== area);
  return {
    target: `./api/src/routes/${routeFolder}/**`,
    from: others.map((plugin) => `./api/src/plugins/app/${plugin}/**/*repository*`),
    message: `routes of the api's ${area} area reach another area through its service or a named hook, never its repository (api/docs/area-contracts.md)`,
  };
});

// What runs in any runtime, the api included: @rozmova/contracts (shared/contracts) with the schemas, markets,
// constants, formatting, error codes and the route table.
const CONTRACTS_FILES = ['shared/contracts/**/*.{ts,tsx}'];
const WEB_ONLY_PACKAGES = [
  'react',
  'react/*',
  'react-dom',
  'react-dom/*',
  'react-redux',
  'react-router',
  'react-router-dom',
  'react-i18next',
  'redux',
  'redux-saga',
  'redux-saga/*',
  'i18next',
  'moment',
  'moment-timezone',
  'dompurify',
  '@module-federation/*',
  'webpack',
  'webpack/*',
  '@rozmova/web',
  '@rozmova/web/*',
  '@rozmova/build',
  '@rozmova/build/*',
  '@rozmova/testing',
  '@rozmova/testing/*',
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      '**/.cache/**',
      '**/.data/**',
      '**/.stryker-tmp/**',
      '**/reports/mutation/**',
      'pnpm-lock.yaml',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // `_`-prefixed names are deliberately unused (a rest sibling dropped, a parameter kept for its position).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/__tests__/**', '**/*.test.{ts,tsx}', 'api/test/**', 'e2e/**'],
    languageOptions: { globals: { ...globals.jest } },
  },

  // React: the two hooks rules, on the code that runs React (the api, e2e and bench have no components, and a
  // test helper there may be called `use...` without being a hook). The compiler-oriented rules of the plugin's
  // preset are not adopted.
  {
    files: ['shell/**/*.{ts,tsx}', 'mf-*/**/*.{ts,tsx}', 'shared/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },

  // Imports: resolved the way the bundlers and tsc resolve them, so the boundaries see through package names.
  {
    files: ['**/*.{ts,tsx,mjs,cjs,js}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.cts', '.mts'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          alwaysTryTypes: true,
          project: ['*/tsconfig.json', 'shared/*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: ROOT,
          zones: [
            ...REMOTES.map((remote) => ({
              target: `./${remote}/**`,
              from: APPS.filter((app) => app !== remote).map((app) => `./${app}/**`),
              message:
                'a remote never imports the shell or another remote: they meet at run time through Module Federation and the contracts in the shared packages',
            })),
            {
              target: './shell/**',
              from: REMOTES.map((remote) => `./${remote}/**`),
              message:
                'the shell loads a remote through Module Federation (its exposed ./App and ./routes), never by import',
            },
            {
              target: './shared/**',
              from: [...APPS, 'api', 'e2e', 'bench'].map((app) => `./${app}/**`),
              message: 'shared code flows one way, shared -> apps: the shared packages never import an app',
            },
            {
              target: './shared/web/**',
              from: ['./shared/testing/**'],
              message:
                "@rozmova/testing depends on @rozmova/web, never the reverse: a helper web's own tests need lives in shared/web/src/testing",
            },
            {
              target: './shared/contracts/**',
              from: ['./shared/web/**', './shared/build/**', './shared/testing/**'],
              message: 'contracts run in the api too: they import no browser library, build tooling or test helper',
            },
            ...featureZones,
            ...apiRouteZones,
          ],
        },
      ],
    },
  },

  // Contracts run in the api as well as in the browser: no React, no DOM, no web or build package.
  {
    files: CONTRACTS_FILES,
    ignores: ['**/__tests__/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: WEB_ONLY_PACKAGES,
              message: 'contracts run in the api too: keep React, the DOM and the web/build packages out of them',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        ...['window', 'document', 'navigator', 'localStorage', 'sessionStorage', 'location', 'HTMLElement'].map(
          (name) => ({ name, message: 'contracts run in the api too: no DOM' }),
        ),
      ],
    },
  },

  // The endpoint table (docs/architecture.md, "The endpoint table"): a web app calls an api endpoint with
  // `call(endpoint, input)` from @rozmova/web/api-client, so its method, path and types come from the table; never
  // `apiRequest` with a hand-picked answer type or a hand-written path.
  {
    files: ['shell/**/*.{ts,tsx}', 'mf-*/**/*.{ts,tsx}', 'shared/web/**/*.{ts,tsx}'],
    ignores: ['shared/web/src/api-client.ts', '**/__tests__/**', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.name='apiRequest'][typeArguments]",
          message: 'call the endpoint with call(endpoint, input): its answer type comes from the endpoint table',
        },
        {
          selector:
            "CallExpression[callee.name='apiRequest'] > :matches(Literal, TemplateLiteral, BinaryExpression).arguments:first-child",
          message: 'call the endpoint with call(endpoint, input): its path is written once, in the endpoint table',
        },
      ],
    },
  },
  // The api registers each route from the endpoint table (docs/architecture.md, "The endpoint table"):
  // `app.route({ ...fromTable(endpoint, docs), onRequest, handler })` (api/src/route-from-table.ts), so its method,
  // path, input schemas and success answer are written once, in @rozmova/contracts/endpoints. A shorthand
  // (`app.get(path, ...)`) or a route object that writes its own url, method or schema would bypass the table.
  {
    files: ['api/src/routes/**/*.ts'],
    ignores: ['**/__tests__/**', '**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.object.name=/^(app|fastify|instance|server)$/][callee.property.name=/^(get|head|post|put|patch|delete|options|all)$/]',
          message:
            'register the route from the endpoint table: app.route({ ...fromTable(endpoint, docs), handler }) (api/src/route-from-table.ts)',
        },
        {
          selector:
            'CallExpression[callee.property.name=/^(get|head|post|put|patch|delete|options|all)$/] > :matches(Literal, TemplateLiteral).arguments:first-child:not(:last-child)',
          message: 'a route path is written once, in the endpoint table (@rozmova/contracts/endpoints): use fromTable',
        },
        {
          selector:
            "CallExpression[callee.property.name='route'] > ObjectExpression > Property[key.name=/^(url|method|path|schema)$/]",
          message:
            "the route's method, url and schema come from fromTable(endpoint, docs); the route adds docs and error answers through its second argument",
        },
        {
          selector:
            "CallExpression[callee.property.name='route'] > .arguments:not(ObjectExpression:has(SpreadElement > CallExpression[callee.name='fromTable']))",
          message: 'register the route from the endpoint table: app.route({ ...fromTable(endpoint, docs), handler })',
        },
      ],
    },
  },
);
