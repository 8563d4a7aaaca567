import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { installedVersion, reactI18nextEsBuild, SHARED_WEB_MODULES, sharedMap } from '../federation';

test('the share map lists the singletons with their installed versions', () => {
  const map = sharedMap();
  for (const pkg of [
    'react',
    'react-dom',
    'react-redux',
    'redux',
    'redux-saga',
    'react-router-dom',
    'i18next',
    'react-i18next',
  ]) {
    expect(map[pkg]).toMatchObject({ singleton: true, requiredVersion: `^${installedVersion(pkg)}` });
  }
  for (const subpath of ['react/', 'react-dom/', 'redux-saga/']) expect(map[subpath]?.singleton).toBe(true);
  // workspace:* is not semver: the shared modules of @rozmova/web carry explicit versions.
  for (const module of ['runtime-config', 'i18n/i18n', 'auth/auth-cache']) {
    expect(map[`@rozmova/web/${module}`]).toEqual({ singleton: true, requiredVersion: '^0.1.0', version: '0.1.0' });
  }
  // Stateless and small: bundled by each app rather than negotiated one file at a time.
  for (const key of ['@rozmova/web/', '@rozmova/contracts/', '@rozmova/web/api-client', '@rozmova/shared/']) {
    expect(map[key]).toBeUndefined();
  }
  // moment goes into the chunks that do calendar arithmetic in a zone, never into the page's share scope.
  for (const key of ['moment', 'moment-timezone', '@rozmova/web/moment', '@rozmova/web/moment-tz']) {
    expect(map[key]).toBeUndefined();
  }
  expect(Object.values(map).some((config) => config.eager)).toBe(false);
});

// Every app's 'react-router-dom' is a subset module in the browser; a name it lacks would be undefined at
// run time, not a build error, so each name the apps import is checked here. (The subset imports from
// 'react-router', a name the share map does not hold; a subset of a package it imports under its own
// shared name would consume itself.)
function importedNames(pkg: string): Set<string> {
  const root = join(__dirname, '..', '..', '..', '..');
  const files: string[] = [];
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      if (name === 'node_modules' || name === 'dist' || name === '__tests__') continue;
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.tsx?$/.test(name)) files.push(path);
    }
  };
  const apps = readdirSync(root).filter((name) => name === 'shell' || name.startsWith('mf-'));
  const sharedPackages = readdirSync(join(root, 'shared')).map((name) => join('shared', name));
  for (const folder of [...apps, ...sharedPackages]) {
    if (existsSync(join(root, folder, 'src'))) walk(join(root, folder, 'src'));
  }
  const pattern = new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s+from\\s+'${pkg}'`, 'g');
  const imported = new Set<string>();
  for (const file of files) {
    for (const match of readFileSync(file, 'utf8').matchAll(pattern)) {
      if (match[1]) continue;
      for (const part of (match[2] ?? '')
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean)) {
        if (!part.startsWith('type ')) imported.add(part.split(/\s+as\s+/)[0] ?? part);
      }
    }
  }
  return imported;
}

test.each([['react-router-dom', () => import('../../../web/src/router/react-router-subset')]])(
  'the %s subset exports every name the apps import',
  async (pkg, load) => {
    const subset = (await load()) as Record<string, unknown>;
    expect(sharedMap()[pkg]?.import).toMatch(/-subset\.ts$/);
    const imported = importedNames(pkg);
    expect(imported.size).toBeGreaterThan(1);
    expect([...imported].filter((name) => typeof subset[name] === 'undefined')).toEqual([]);
  },
);

// A shared name with no module behind it would fail only in the browser, when an app first asks for it.
test.each(SHARED_WEB_MODULES)('@rozmova/web/%s names a module of @rozmova/web', (module) => {
  const source = join(__dirname, '..', '..', '..', 'web', 'src', module);
  expect(['.ts', '.tsx'].some((extension) => existsSync(`${source}${extension}`))).toBe(true);
});

// The react-i18next subset imports the package's ES build by a webpack alias jest does not know, so its
// names are read from its source.
test('the react-i18next subset exports every name the apps import', () => {
  const file = sharedMap()['react-i18next']?.import;
  expect(file).toMatch(/react-i18next-subset\.ts$/);
  const source = readFileSync(file as string, 'utf8');
  const exported = new Set(
    [...source.matchAll(/export\s*\{([^}]*)\}/g)].flatMap((match) =>
      (match[1] ?? '').split(',').map((name) => name.trim()),
    ),
  );
  const imported = importedNames('react-i18next');
  expect(imported.has('useTranslation')).toBe(true);
  expect([...imported].filter((name) => !exported.has(name))).toEqual([]);
  expect(existsSync(reactI18nextEsBuild())).toBe(true);
});
