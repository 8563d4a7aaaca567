module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest'] },
  cacheDirectory: '<rootDir>/../node_modules/.cache/jest/shared',
};
