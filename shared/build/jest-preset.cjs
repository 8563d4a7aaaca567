// The jest setup every package starts from: swc with React's automatic runtime, the four workspace
// packages resolved to their sources (so a module reached by package name and by a relative path in
// a test is one instance), one cache folder per package. A package passes only what differs.
const { join } = require('node:path');

const SHARED_DIR = __dirname.replace(/[\\/]build$/, '');
const REPO_DIR = join(SHARED_DIR, '..');

/**
 * @param {{ rootDir: string, name: string, environment?: 'node' | 'jsdom', styleStub?: string,
 *   moduleNameMapper?: Record<string, string>, [option: string]: unknown }} options
 */
function jestConfig({ rootDir, name, environment = 'jsdom', styleStub, moduleNameMapper = {}, ...rest }) {
  return {
    rootDir,
    testEnvironment: environment,
    roots: ['<rootDir>/src'],
    transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { transform: { react: { runtime: 'automatic' } } } }] },
    moduleNameMapper: {
      ...(styleStub ? { '\\.(s?css)$': styleStub } : {}),
      '^@rozmova/(contracts|web|build|testing)/(.*)$': `${SHARED_DIR}/$1/src/$2`,
      ...moduleNameMapper,
    },
    testPathIgnorePatterns: ['/node_modules/', 'style-stub'],
    cacheDirectory: join(REPO_DIR, 'node_modules', '.cache', 'jest', name),
    // Every core: jest's default leaves one free, which on CI's two cores is half the machine idle.
    maxWorkers: '100%',
    ...rest,
  };
}

module.exports = { jestConfig };
