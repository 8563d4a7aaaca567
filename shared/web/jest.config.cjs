module.exports = require('@rozmova/build/jest-preset.cjs').jestConfig({ rootDir: __dirname, name: 'web', environment: 'node' });
