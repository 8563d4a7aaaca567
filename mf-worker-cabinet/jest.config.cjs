module.exports = {
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/src'],
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { transform: { react: { runtime: 'automatic' } } } }] },
  moduleNameMapper: { '\\.(s?css)$': '<rootDir>/src/__tests__/style-stub.cjs' },
  testPathIgnorePatterns: ['/node_modules/', 'style-stub'],
  setupFiles: ['<rootDir>/src/test-support/jest-setup.ts'],
  cacheDirectory: '<rootDir>/../node_modules/.cache/jest/mf-worker-cabinet',
};
