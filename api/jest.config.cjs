// Integration tests in test/, unit tests beside the code in src/**/__tests__/. Some dependencies ship ESM only or
// load ESM with import() (jose, cookie@2 through @fastify/cookie, PGlite's node helpers), which jest's CommonJS
// runtime cannot do; swc turns those into require (the pattern also matches pnpm's .pnpm/<pkg>@<version>/node_modules/ layout).
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test', '<rootDir>/src'],
  testMatch: ['**/*.test.ts'],
  // Real api processes on one PostgreSQL server: only in the server run (PGlite is one process's database).
  testPathIgnorePatterns: [
    '/node_modules/',
    ...(process.env.TEST_DATABASE === 'postgres' ? [] : ['/test/ops/replicas\\.test\\.ts$']),
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
  cacheDirectory: '<rootDir>/../node_modules/.cache/jest/api',
  testTimeout: 30_000,
};
