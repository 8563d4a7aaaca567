module.exports = require('./jest-preset.cjs').jestConfig({ rootDir: __dirname, name: 'build', environment: 'node' });
