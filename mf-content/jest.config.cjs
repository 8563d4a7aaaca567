// Components run in jsdom; the content server and the Storyblok client tests opt into the node
// environment per file (`@jest-environment node`) because they speak real HTTP.
module.exports = require('@rozmova/build/jest-preset.cjs').jestConfig({
  rootDir: __dirname,
  name: 'mf-content',
  roots: ['<rootDir>/src', '<rootDir>/content-server'],
  setupFiles: ['<rootDir>/jest/setup-env.cjs'],
  styleStub: '<rootDir>/jest/style-stub.cjs',
});
