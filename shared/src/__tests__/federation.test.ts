import { installedVersion, sharedMap } from '../federation';

test('the share map lists the singletons with their installed versions', () => {
  const map = sharedMap();
  for (const pkg of ['react', 'react-dom', 'react-redux', 'redux', 'redux-saga', 'react-router-dom', 'i18next', 'react-i18next', 'moment']) {
    expect(map[pkg]).toMatchObject({ singleton: true, requiredVersion: `^${installedVersion(pkg)}` });
  }
  for (const subpath of ['react/', 'react-dom/', 'redux-saga/']) expect(map[subpath]?.singleton).toBe(true);
  // workspace:* is not semver: the shared package carries an explicit version.
  expect(map['@rozmova/shared/']).toEqual({ singleton: true, requiredVersion: '^0.1.0', version: '0.1.0' });
  expect(Object.values(map).some((config) => config.eager)).toBe(false);
});

// Every app's 'react-router-dom' is the subset module in the browser; a name it lacks would be undefined
// at run time, not a build error, so each name the apps import is checked here.
test('the router subset exports every router name the apps import', async () => {
  const { readdirSync, readFileSync, statSync } = await import('node:fs');
  const { join } = await import('node:path');
  const subset = (await import('../router/react-router-subset')) as Record<string, unknown>;
  expect(sharedMap()['react-router-dom']?.import).toMatch(/react-router-subset\.ts$/);
  const root = join(__dirname, '..', '..', '..');
  const appFolders = readdirSync(root).filter((name) => name === 'shell' || name.startsWith('mf-') || name === 'shared');
  const files: string[] = [];
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      if (name === 'node_modules' || name === 'dist' || name === '__tests__') continue;
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.tsx?$/.test(name)) files.push(path);
    }
  };
  for (const folder of appFolders) {
    try {
      walk(join(root, folder, 'src'));
    } catch {
      // an app folder without sources yet
    }
  }
  const imported = new Set<string>();
  for (const file of files) {
    for (const match of readFileSync(file, 'utf8').matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'react-router-dom'/g)) {
      if (match[1]) continue;
      for (const part of (match[2] ?? '').split(',').map((name) => name.trim()).filter(Boolean)) {
        if (part.startsWith('type ')) continue;
        imported.add(part.split(/\s+as\s+/)[0] ?? part);
      }
    }
  }
  expect(imported.size).toBeGreaterThan(5);
  expect([...imported].filter((name) => typeof subset[name] === 'undefined')).toEqual([]);
});
