module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { transform: { react: { runtime: 'automatic' } } } }] },
  // shared's browser modules import each other by package name (one instance per page through the
  // federation share); jest resolves those names to the sources.
  moduleNameMapper: { '\\.module\\.scss$': '<rootDir>/src/testing/style-stub.cjs', '^@rozmova/shared/(.*)$': '<rootDir>/src/$1' },
  // @jitsi/react-sdk ships untranspiled ESM.
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/[^/]+/node_modules/)?@jitsi/react-sdk/)'],
  setupFiles: ['<rootDir>/src/testing/jsdom-encoders.ts'],
  cacheDirectory: '<rootDir>/../node_modules/.cache/jest/shared',
};
