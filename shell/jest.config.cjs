module.exports = require('@rozmova/build/jest-preset.cjs').jestConfig({
  rootDir: __dirname,
  name: 'shell',
  setupFiles: ['<rootDir>/src/test-support/setup.ts'],
  styleStub: '<rootDir>/src/test-support/style-stub.cjs',
});
