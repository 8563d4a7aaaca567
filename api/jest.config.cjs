// Integration tests in test/, unit tests beside the code in src/**/__tests__/. Some dependencies ship ESM only or
// load ESM with import() (jose, cookie@2 through @fastify/cookie, PGlite's node helpers), which jest's CommonJS
// runtime cannot do; swc turns those into require (the pattern also matches pnpm's .pnpm/<pkg>@<version>/node_modules/ layout).
const os = require('node:os');

module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test', '<rootDir>/src'],
  testMatch: ['**/*.test.ts'],
  // test/replicas/ and test/ops/replicas.test.ts start several api processes on one PostgreSQL server: they run
  // in the server run (TEST_DATABASE=postgres, which scripts/test.mjs does whenever DATABASE_URL is set), never
  // on PGlite, which is one process's database.
  testPathIgnorePatterns: [
    '/node_modules/',
    ...(process.env.TEST_DATABASE === 'postgres' ? [] : ['/test/replicas/', '/test/ops/replicas\\.test\\.ts$']),
  ],
  transform: {
    '^.+\\.(?:[tj]sx?|cjs)$': [
      '@swc/jest',
      { jsc: { target: 'es2022', parser: { syntax: 'typescript' } }, module: { type: 'commonjs' } },
    ],
  },
  transformIgnorePatterns: [
    '/node_modules/(?!(\\.pnpm/[^/]+/node_modules/)?(jose|cookie|@fastify/cookie|@electric-sql/pglite)/)',
  ],
  // Every fast-check property runs on the run's one seed: FC_SEED when set, else a random one printed at the start.
  // and every test file opens PGlite from one template made here (test/support/pglite-template.ts).
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
  setupFiles: ['<rootDir>/test/support/fast-check-setup.ts'],
  cacheDirectory: '<rootDir>/../node_modules/.cache/jest/api',
  // Each file builds its app on a fresh database (every migration on PGlite): on two cores shared with a browser
  // build that set-up alone has taken over 30 s. A hung test still fails, only later.
  testTimeout: 90_000,
  // Every core up to four (jest's default leaves one free): the suite is CPU-bound on PGlite and waits on the server
  // with PostgreSQL; on two cores 10 min against ~15 on PGlite, 3.5 against ~9 on the server. Not more than four:
  // each worker's apps hold pools of up to 10 connections, and a PostgreSQL server allows 100 by default.
  maxWorkers: Math.min(4, os.availableParallelism()),
};
