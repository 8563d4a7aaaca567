module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { transform: { react: { runtime: 'automatic' } } } }] },
  // shared's browser modules import each other by package name (one instance per page through the
  // federation share); jest resolves those names to the sources.
  moduleNameMapper: { '^@rozmova/shared/(.*)$': '<rootDir>/src/$1' },
  cacheDirectory: '<rootDir>/../node_modules/.cache/jest/shared',
};
