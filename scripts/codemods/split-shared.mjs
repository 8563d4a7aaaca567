#!/usr/bin/env node
// Splits the old `@rozmova/shared` package into the four packages under shared/ and rewrites every
// reference to it. Idempotent: a tree that is already split only gets its leftover references fixed,
// so it can be run on a branch started before the split, and again after merging such a branch.
//
//   node scripts/codemods/split-shared.mjs [repo root] [--dry-run]
//
// What it does, in order:
//  1. moves every file still under shared/src/ to shared/<package>/src/<path> (`git mv` when tracked);
//  2. writes the four package manifests (and tsconfig, jest config) when they do not exist yet and
//     removes the old shared/package.json, shared/tsconfig.json and shared/jest.config.cjs;
//  3. rewrites `@rozmova/shared/<path>` specifiers, relative imports between moved files, jest
//     moduleNameMapper entries and `shared/src/<path>` mentions in code and docs;
//  4. in every other package.json replaces `@rozmova/shared` with the packages its files now import
//     (and adds any of the four a package imports without declaring);
//  5. lists `shared/*` in pnpm-workspace.yaml instead of `shared`.
// Run `pnpm install` afterwards.
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const args = process.argv.slice(2);
const DRY = args.includes('--dry-run');
const ROOT = resolve(args.find((a) => !a.startsWith('--')) ?? findRoot(process.cwd()));
const SHARED = join(ROOT, 'shared');
const OLD_SRC = join(SHARED, 'src');
const PACKAGES = ['contracts', 'web', 'build', 'testing'];
const SKIP_DIRS = new Set(['node_modules', 'dist', '.git', '.data', '.cache', 'coverage', '.e2e-dist', '.bench-dist']);
const TEXT = /\.(ts|tsx|mts|cts|js|mjs|cjs|json|md|scss|yaml|yml)$/;
const log = (...m) => console.log(...m);

function findRoot(from) {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'pnpm-workspace.yaml'))) return dir;
    if (dirname(dir) === dir) throw new Error('split-shared: run inside the repository or pass its root');
  }
}

function walk(dir, out = []) {
  if (!existsSync(dir)) return out;
  for (const name of readdirSync(dir)) {
    if (SKIP_DIRS.has(name)) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, out);
    else out.push(path);
  }
  return out;
}

const posix = (p) => p.split(sep).join('/');
const read = (p) => readFileSync(p, 'utf8');
function write(p, text) {
  if (DRY) return log(`would write ${posix(relative(ROOT, p))}`);
  mkdirSync(dirname(p), { recursive: true });
  writeFileSync(p, text);
}

// ---------- where a module of the old package goes ----------

const CONTRACT_MODULES = new Set(['markets', 'constants', 'format', 'email-rule', 'api-error']);
const REACT_OR_DOM =
  /from\s+['"](react|react-dom|react-redux|react-router-dom|react-i18next|redux|redux-saga|i18next|moment[^'"]*)(\/[^'"]*)?['"]|@rozmova\/(shared|web)\/|\b(document|window|localStorage|sessionStorage)\./;

/** Finds the source of an old `shared/src/<key>` module: still there, or already moved. */
function sourceOf(key) {
  const candidates = [join(OLD_SRC, key)];
  for (const pkg of PACKAGES) candidates.push(join(SHARED, pkg, 'src', key));
  for (const base of candidates) {
    for (const ext of ['', '.ts', '.tsx', '.d.ts', '/index.ts', '/index.tsx']) {
      const file = base + ext;
      if (existsSync(file) && statSync(file).isFile()) return file;
    }
  }
  return null;
}

function reactFree(key) {
  const file = sourceOf(key);
  if (!file) return true;
  return !file.endsWith('.tsx') && !REACT_OR_DOM.test(read(file));
}

/**
 * Maps a path of the old package (relative to shared/src, extension optional) to
 * { pkg, path }: the new package and the path inside its src/ (same form as before, minus a
 * leading folder named like the package).
 */
export function mapPath(oldPath) {
  const ext = oldPath.match(/(\.d\.ts|\.tsx?|\.scss|\.cjs|\.mjs|\.js|\.json)$/)?.[0] ?? '';
  const key = ext ? oldPath.slice(0, -ext.length) : oldPath;
  const to = (pkg, path) => ({ pkg, path: path + ext });
  if (key.startsWith('build/')) return to('build', key.slice('build/'.length));
  if (key === 'federation') return to('build', key);
  if (key.startsWith('testing/')) return to('testing', key.slice('testing/'.length));
  if (key === 'contracts/remote') return to('web', 'remote/contract');
  if (key.startsWith('__tests__/')) return to(testPackage(oldPath), key);
  if (key.startsWith('contracts/'))
    return reactFree(key) ? to('contracts', key.slice('contracts/'.length)) : to('web', key);
  if (key.startsWith('schemas/') || key.startsWith('routes/'))
    return reactFree(key) ? to('contracts', key) : to('web', key);
  if (CONTRACT_MODULES.has(key)) return to('contracts', key);
  return to('web', key);
}

/** A test goes with the first module of the old package it imports. */
function testPackage(oldPath) {
  const file = join(OLD_SRC, oldPath);
  if (!existsSync(file)) return 'web';
  for (const m of read(file).matchAll(/from\s+['"](\.\.\/[^'"]+|@rozmova\/shared\/[^'"]+)['"]/g)) {
    const spec = m[1];
    const target = spec.startsWith('@rozmova/shared/')
      ? spec.slice('@rozmova/shared/'.length)
      : posix(join('__tests__', spec));
    return mapPath(target).pkg;
  }
  return 'web';
}

// ---------- 1. move the files ----------

function tracked(file) {
  try {
    execFileSync('git', ['ls-files', '--error-unmatch', relative(ROOT, file)], { cwd: ROOT, stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

const moves = new Map(); // old absolute path -> new absolute path
for (const file of walk(OLD_SRC)) {
  const { pkg, path } = mapPath(posix(relative(OLD_SRC, file)));
  moves.set(file, join(SHARED, pkg, 'src', path));
}

// Relative imports inside moved files are resolved against the old layout before anything moves.
const RELATIVE = /((?:from|import|require|mock|requireActual)\s*\(?\s*)(['"])(\.{1,2}\/[^'"]+)\2/g;
const movedTexts = new Map();
for (const [from, to] of moves) {
  if (!/\.(tsx?|mjs|cjs|js)$/.test(from)) continue;
  const toPkg = posix(relative(SHARED, to)).split('/')[0];
  const text = read(from).replace(RELATIVE, (all, lead, quote, spec) => {
    const target = posix(relative(OLD_SRC, resolve(dirname(from), spec)));
    if (target.startsWith('..')) return all;
    const mapped = mapPath(target);
    if (mapped.pkg !== toPkg) return `${lead}${quote}@rozmova/${mapped.pkg}/${mapped.path}${quote}`;
    let rel = posix(relative(dirname(to), join(SHARED, mapped.pkg, 'src', mapped.path)));
    if (!rel.startsWith('.')) rel = `./${rel}`;
    return `${lead}${quote}${rel}${quote}`;
  });
  movedTexts.set(from, text);
}

for (const [from, to] of moves) {
  log(`move ${posix(relative(ROOT, from))} -> ${posix(relative(ROOT, to))}`);
  if (DRY) continue;
  mkdirSync(dirname(to), { recursive: true });
  if (tracked(from)) execFileSync('git', ['mv', '-f', relative(ROOT, from), relative(ROOT, to)], { cwd: ROOT });
  else renameSync(from, to);
  if (movedTexts.has(from)) writeFileSync(to, movedTexts.get(from));
}
if (!DRY && existsSync(OLD_SRC)) removeEmptyDirs(OLD_SRC);

function removeEmptyDirs(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) removeEmptyDirs(path);
  }
  if (readdirSync(dir).length === 0) rmdirSync(dir);
}

// ---------- 2. package manifests ----------

const oldManifestPath = join(SHARED, 'package.json');
const oldManifest = existsSync(oldManifestPath) ? JSON.parse(read(oldManifestPath)) : null;
const EXPORTS = { './package.json': './package.json', './*': './src/*.ts' };
const TS_DEV = { '@types/node': 'catalog:', typescript: 'catalog:' };
const JEST_DEV = { '@swc/jest': 'catalog:', '@types/jest': 'catalog:', jest: 'catalog:' };
const MANIFESTS = {
  contracts: {
    name: '@rozmova/contracts',
    description:
      'What the api and the web apps agree on, with no React, DOM or build tooling: JSON Schemas, markets, constants, formatting, error codes, the route table',
    exports: EXPORTS,
    scripts: { test: 'jest', typecheck: 'tsc -p tsconfig.json' },
    dependencies: {},
    devDependencies: { ...JEST_DEV, ...TS_DEV },
  },
  web: {
    name: '@rozmova/web',
    description:
      'The browser library every app shares once per page: api client, auth cache, store, i18n, forms, moment, runtime config, styles, remote helpers',
    exports: { ...EXPORTS, './styles/*': './src/styles/*' },
    scripts: { test: 'jest', typecheck: 'tsc -p tsconfig.json' },
    dependencies: {
      '@rozmova/contracts': 'workspace:*',
      ajv: 'catalog:',
      'ajv-formats': 'catalog:',
      i18next: 'catalog:',
      moment: 'catalog:',
      'moment-timezone': 'catalog:',
      react: 'catalog:',
      'react-dom': 'catalog:',
      'react-i18next': 'catalog:',
      'react-redux': 'catalog:',
      'react-router-dom': 'catalog:',
      redux: 'catalog:',
      'redux-saga': 'catalog:',
    },
    devDependencies: {
      '@rozmova/build': 'workspace:*',
      ...JEST_DEV,
      '@testing-library/dom': 'catalog:',
      '@testing-library/react': 'catalog:',
      '@types/react': 'catalog:',
      '@types/react-dom': 'catalog:',
      'jest-environment-jsdom': 'catalog:',
      ...TS_DEV,
    },
  },
  build: {
    name: '@rozmova/build',
    description:
      'Build-time tooling run in Node: the webpack config factory, the federation share map, the jest preset',
    exports: { ...EXPORTS, './jest-preset.cjs': './jest-preset.cjs' },
    scripts: { test: 'jest', typecheck: 'tsc -p tsconfig.json' },
    dependencies: {
      '@module-federation/enhanced': 'catalog:',
      '@swc/core': 'catalog:',
      '@swc/jest': 'catalog:',
      'css-loader': 'catalog:',
      'html-webpack-plugin': 'catalog:',
      'mini-css-extract-plugin': 'catalog:',
      'sass-embedded': 'catalog:',
      'sass-loader': 'catalog:',
      'swc-loader': 'catalog:',
      tsx: 'catalog:',
      webpack: 'catalog:',
    },
    devDependencies: { '@types/jest': 'catalog:', jest: 'catalog:', ...TS_DEV },
  },
  testing: {
    name: '@rozmova/testing',
    description: "Test helpers for the apps' jest suites: the fake api, the remote renderer, the locale-files check",
    exports: EXPORTS,
    scripts: { typecheck: 'tsc -p tsconfig.json' },
    dependencies: {
      '@rozmova/contracts': 'workspace:*',
      '@rozmova/web': 'workspace:*',
      '@testing-library/react': 'catalog:',
      react: 'catalog:',
      'react-i18next': 'catalog:',
      'react-redux': 'catalog:',
      'react-router-dom': 'catalog:',
    },
    devDependencies: { '@types/jest': 'catalog:', '@types/react': 'catalog:', ...TS_DEV },
  },
};
const TSCONFIGS = {
  contracts: {
    extends: '../../tsconfig.base.json',
    compilerOptions: { lib: ['ES2023'], types: ['node', 'jest'] },
    include: ['src'],
  },
  web: { extends: '../../tsconfig.base.json', compilerOptions: { types: ['node', 'jest'] }, include: ['src'] },
  build: { extends: '../../tsconfig.base.json', compilerOptions: { types: ['node', 'jest'] }, include: ['src'] },
  testing: { extends: '../../tsconfig.base.json', compilerOptions: { types: ['node', 'jest'] }, include: ['src'] },
};
const JEST_CONFIGS = {
  // contracts reaches the preset by path: a dependency on @rozmova/build would install webpack with the api.
  contracts:
    "module.exports = require('../build/jest-preset.cjs').jestConfig({ rootDir: __dirname, name: 'contracts', environment: 'node' });\n",
  web: "module.exports = require('@rozmova/build/jest-preset.cjs').jestConfig({ rootDir: __dirname, name: 'web', environment: 'node' });\n",
  build:
    "module.exports = require('./jest-preset.cjs').jestConfig({ rootDir: __dirname, name: 'build', environment: 'node' });\n",
};

function packageImports(dir) {
  const found = new Set();
  for (const file of walk(dir)) {
    if (!/\.(tsx?|mjs|cjs|js)$/.test(file)) continue;
    for (const m of read(file).matchAll(
      /from\s+['"]([^'"./][^'"]*)['"]|import\s*\(?\s*['"]([^'"./][^'"]*)['"]|require\(\s*['"]([^'"./][^'"]*)['"]/g,
    )) {
      const spec = m[1] ?? m[2] ?? m[3];
      if (spec.startsWith('node:')) continue;
      found.add(spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]);
    }
  }
  return found;
}

const sortKeys = (o) => Object.fromEntries(Object.entries(o).sort(([a], [b]) => a.localeCompare(b)));

/** Exports of the old manifest beyond `./*` and `./styles/*` (e.g. a `.tsx` entry), mapped to their package. */
function extraExports(pkg) {
  const out = {};
  for (const [key, target] of Object.entries(oldManifest?.exports ?? {})) {
    if (key === './*' || key === './styles/*' || typeof target !== 'string' || !target.startsWith('./src/')) continue;
    const mapped = mapPath(target.slice('./src/'.length));
    if (mapped.pkg !== pkg) continue;
    const keyPath = mapPath(key.slice(2)).path.replace(/\.(tsx?|d\.ts)$/, '');
    out[`./${keyPath}`] = `./src/${mapped.path}`;
  }
  return out;
}

for (const pkg of PACKAGES) {
  const dir = join(SHARED, pkg);
  const manifestPath = join(dir, 'package.json');
  const existed = existsSync(manifestPath);
  const template = MANIFESTS[pkg];
  const manifest = existed
    ? JSON.parse(read(manifestPath))
    : {
        name: template.name,
        version: oldManifest?.version ?? '0.1.0',
        private: true,
        description: template.description,
        exports: template.exports,
        scripts: template.scripts,
        dependencies: { ...template.dependencies },
        devDependencies: { ...template.devDependencies },
      };
  const before = JSON.stringify(manifest);
  // Specific entries go before the `./*` pattern, as in the old manifest.
  const extras = extraExports(pkg);
  if (Object.keys(extras).some((key) => !(key in (manifest.exports ?? {}))))
    manifest.exports = { ...extras, ...manifest.exports };
  // A library the old manifest had and this package's files import (e.g. added on a branch).
  if (oldManifest) {
    const used = packageImports(join(dir, 'src'));
    const deps = { ...(manifest.dependencies ?? {}) };
    for (const section of ['dependencies', 'devDependencies']) {
      for (const [lib, range] of Object.entries(oldManifest[section] ?? {})) {
        const has = deps[lib] || manifest.devDependencies?.[lib];
        const forbidden = pkg === 'contracts' && /react|webpack|sass|loader|jsdom|testing-library/.test(lib);
        if (used.has(lib) && !has && !forbidden) deps[lib] = range;
      }
    }
    manifest.dependencies = sortKeys(deps);
  }
  if (!existed || JSON.stringify(manifest) !== before) write(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
  if (!existsSync(join(dir, 'tsconfig.json')))
    write(join(dir, 'tsconfig.json'), `${JSON.stringify(TSCONFIGS[pkg], null, 2)}\n`);
  if (JEST_CONFIGS[pkg] && !existsSync(join(dir, 'jest.config.cjs')))
    write(join(dir, 'jest.config.cjs'), JEST_CONFIGS[pkg]);
}
for (const old of ['package.json', 'tsconfig.json', 'jest.config.cjs']) {
  const path = join(SHARED, old);
  if (!existsSync(path)) continue;
  log(`remove ${posix(relative(ROOT, path))}`);
  if (DRY) continue;
  if (tracked(path)) execFileSync('git', ['rm', '-q', '-f', relative(ROOT, path)], { cwd: ROOT });
  else rmSync(path);
}
if (!DRY && existsSync(join(SHARED, 'node_modules')) && !existsSync(join(SHARED, 'package.json'))) {
  rmSync(join(SHARED, 'node_modules'), { recursive: true, force: true });
}

// ---------- 3. rewrite references ----------

const SPECIFIER = /@rozmova\/shared\/((?:src\/)?[A-Za-z0-9_][A-Za-z0-9_./{},-]*[A-Za-z0-9_}])/g;
const DOC_PATH = /(^|[^A-Za-z0-9_@/-])((?:\.\.\/)*)shared\/src\/([A-Za-z0-9_][A-Za-z0-9_./{},-]*[A-Za-z0-9_}*])/g;
const OLD_MAPPER = /(['"])\^@rozmova\/shared\/\(\.\*\)\$\1\s*:\s*(['"])<rootDir>\/((?:\.\.\/)*)shared\/src\/\$1\2/g;

function rewrite(text) {
  return text
    .replace(
      OLD_MAPPER,
      (_all, q1, q2, up) =>
        `${q1}^@rozmova/(contracts|web|build|testing)/(.*)$${q1}: ${q2}<rootDir>/${up}shared/$1/src/$2${q2}`,
    )
    .replace(SPECIFIER, (_all, rest) => {
      if (rest.startsWith('src/')) {
        const { pkg, path } = mapPath(rest.slice(4));
        return `@rozmova/${pkg}/src/${path}`;
      }
      if (rest.startsWith('styles/')) return `@rozmova/web/${rest}`;
      const { pkg, path } = mapPath(rest);
      return `@rozmova/${pkg}/${path}`;
    })
    .replace(DOC_PATH, (_all, lead, up, rest) => {
      const { pkg, path } = mapPath(rest);
      return `${lead}${up}shared/${pkg}/src/${path}`;
    });
}

const files = walk(ROOT).filter(
  (f) => TEXT.test(f) && !f.endsWith('pnpm-lock.yaml') && !f.includes(`${sep}scripts${sep}codemods${sep}`),
);
for (const file of files) {
  const before = read(file);
  const after = rewrite(before);
  if (after !== before) {
    log(`rewrite ${posix(relative(ROOT, file))}`);
    write(file, after);
  }
}

// ---------- 4. package.json dependencies ----------

const BUILD_TIME = new Set(['@rozmova/build', '@rozmova/testing']);
for (const file of files) {
  if (!file.endsWith(`${sep}package.json`) || posix(relative(ROOT, file)).startsWith('shared/')) continue;
  const dir = dirname(file);
  if (dir === ROOT) continue;
  const manifest = JSON.parse(read(file));
  const used = [...packageImports(dir)].filter((s) => /^@rozmova\/(contracts|web|build|testing)$/.test(s));
  // A package.json script such as `tsx node_modules/@rozmova/build/src/build-app.ts` counts too.
  for (const script of Object.values(manifest.scripts ?? {})) {
    for (const m of String(script).matchAll(/@rozmova\/(contracts|web|build|testing)\//g))
      used.push(`@rozmova/${m[1]}`);
  }
  let changed = false;
  const hadShared = ['dependencies', 'devDependencies'].find((s) => manifest[s]?.['@rozmova/shared']);
  if (hadShared) {
    delete manifest[hadShared]['@rozmova/shared'];
    changed = true;
  }
  for (const dep of new Set(used)) {
    if (manifest.dependencies?.[dep] || manifest.devDependencies?.[dep] || manifest.name === dep) continue;
    const section = hadShared === 'devDependencies' || BUILD_TIME.has(dep) ? 'devDependencies' : 'dependencies';
    manifest[section] = sortKeys({ ...(manifest[section] ?? {}), [dep]: 'workspace:*' });
    changed = true;
  }
  if (changed) {
    log(`dependencies ${posix(relative(ROOT, file))}`);
    write(file, `${JSON.stringify(manifest, null, 2)}\n`);
  }
}

// ---------- 5. workspace list ----------

const workspace = join(ROOT, 'pnpm-workspace.yaml');
const yaml = read(workspace);
const nextYaml = yaml.replace(/^(\s*-\s*)(['"]?)shared\2\s*$/m, '$1shared/*');
if (nextYaml !== yaml) {
  log('workspace: shared -> shared/*');
  write(workspace, nextYaml);
}
log(DRY ? 'split-shared: dry run done' : 'split-shared: done; run `pnpm install`');
