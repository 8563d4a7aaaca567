module.exports = require('@rozmova/build/jest-preset.cjs').jestConfig({
  rootDir: __dirname,
  name: 'mf-payments',
  setupFiles: ['<rootDir>/src/test-support/jest-setup.ts'],
  styleStub: '<rootDir>/src/__tests__/style-stub.cjs',
});
