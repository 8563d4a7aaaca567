module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/journeys'],
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest'] },
  moduleNameMapper: { '^@rozmova/(contracts|web|build|testing)/(.*)$': '<rootDir>/../shared/$1/src/$2' },
  globalSetup: '<rootDir>/support/global-setup.mjs',
  globalTeardown: '<rootDir>/support/global-teardown.mjs',
  testTimeout: 60_000,
  cacheDirectory: '<rootDir>/../node_modules/.cache/jest/e2e',
};
