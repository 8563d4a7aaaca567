import { installedVersion, sharedMap } from '../federation';

test('the share map lists the singletons with their installed versions', () => {
  const map = sharedMap();
  for (const pkg of ['react', 'react-dom', 'react-redux', 'redux', 'redux-saga', 'react-router-dom', 'i18next', 'react-i18next', 'moment']) {
    expect(map[pkg]).toMatchObject({ singleton: true, requiredVersion: `^${installedVersion(pkg)}` });
  }
  for (const subpath of ['react/', 'react-dom/', 'redux-saga/']) expect(map[subpath]?.singleton).toBe(true);
  // workspace:* is not semver: the shared workspace packages carry explicit versions.
  for (const pkg of ['@rozmova/web/', '@rozmova/contracts/']) {
    expect(map[pkg]).toEqual({ singleton: true, requiredVersion: '^0.1.0', version: '0.1.0' });
  }
  expect(map['@rozmova/shared/']).toBeUndefined();
  expect(Object.values(map).some((config) => config.eager)).toBe(false);
});
