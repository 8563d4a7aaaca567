// Components run in jsdom; the content server and the Storyblok client tests opt into the node
// environment per file (`@jest-environment node`) because they speak real HTTP.
module.exports = {
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/src', '<rootDir>/content-server'],
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { transform: { react: { runtime: 'automatic' } } } }] },
  moduleNameMapper: { '\\.(css|scss)$': '<rootDir>/jest/style-stub.cjs' },
  setupFiles: ['<rootDir>/jest/setup-env.cjs'],
  cacheDirectory: '<rootDir>/../node_modules/.cache/jest/mf-content',
};
