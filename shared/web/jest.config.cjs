const { join } = require('node:path');

const testing = join(__dirname, '..', 'testing', 'src');
module.exports = require('@rozmova/build/jest-preset.cjs').jestConfig({
  rootDir: __dirname,
  name: 'web',
  environment: 'node',
  styleStub: join(testing, 'style-stub.cjs'),
  // @jitsi/react-sdk ships untranspiled ESM.
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/[^/]+/node_modules/)?@jitsi/react-sdk/)'],
  setupFiles: [join(testing, 'jsdom-encoders.ts')],
});
