module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/journeys'],
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest'] },
  moduleNameMapper: { '^@rozmova/shared/(.*)$': '<rootDir>/../shared/src/$1' },
  globalSetup: '<rootDir>/support/global-setup.mjs',
  globalTeardown: '<rootDir>/support/global-teardown.mjs',
  testTimeout: 60_000,
  cacheDirectory: '<rootDir>/../node_modules/.cache/jest/e2e',
};
