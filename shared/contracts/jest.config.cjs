// Contracts stay free of the build package even in their own tooling (docs/architecture.md B-4), so this
// config spells out the little of the shared preset they need: swc, node, one cache folder.
const { join } = require('node:path');

module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest'] },
  testPathIgnorePatterns: ['/node_modules/'],
  cacheDirectory: join(__dirname, '..', '..', 'node_modules', '.cache', 'jest', 'contracts'),
};
