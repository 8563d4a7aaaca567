const { join } = require('node:path');

// The jest helpers web's own tests use live in src/testing (@rozmova/testing depends on web, never the reverse).
const testing = join(__dirname, 'src', 'testing');
module.exports = require('@rozmova/build/jest-preset.cjs').jestConfig({
  rootDir: __dirname,
  name: 'web',
  environment: 'node',
  styleStub: join(testing, 'style-stub.cjs'),
  // @jitsi/react-sdk ships untranspiled ESM.
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/[^/]+/node_modules/)?@jitsi/react-sdk/)'],
  setupFiles: [join(testing, 'jsdom-encoders.ts')],
});
