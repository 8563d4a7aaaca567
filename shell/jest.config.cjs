module.exports = {
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/src'],
  setupFiles: ['<rootDir>/src/test-support/setup.ts'],
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { transform: { react: { runtime: 'automatic' } } } }] },
  moduleNameMapper: {
    '\\.(s?css)$': '<rootDir>/src/test-support/style-stub.cjs',
    '^@rozmova/shared/(.*)$': '<rootDir>/../shared/src/$1',
  },
  cacheDirectory: '<rootDir>/../node_modules/.cache/jest/shell',
};
