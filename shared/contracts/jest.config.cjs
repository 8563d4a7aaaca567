module.exports = require('../build/jest-preset.cjs').jestConfig({ rootDir: __dirname, name: 'contracts', environment: 'node' });
