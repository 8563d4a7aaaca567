import { isRejectedEmail } from '@rozmova/contracts/email-rule';
import { DEFAULT_RUNTIME_CONFIG, parseRuntimeConfig, rejectedEmailDomain } from '../runtime-config';

test('missing fields take the defaults; no analytics host is configured by default', () => {
  expect(parseRuntimeConfig({})).toEqual(DEFAULT_RUNTIME_CONFIG);
  expect(DEFAULT_RUNTIME_CONFIG.analytics).toEqual({
    environment: 'staging',
    tagScriptUrl: null,
    serverContainerUrl: null,
    measurementId: null,
    collectPath: null,
  });
});

test('production needs its tag, its server container and its id; the shell refuses to start without', () => {
  expect(() => parseRuntimeConfig({ analytics: { environment: 'production', measurementId: 'G-PROD' } })).toThrow(
    /analytics\.tagScriptUrl is required in production.*analytics\.serverContainerUrl is required in production/,
  );
  expect(() => parseRuntimeConfig({ analytics: { environment: 'live' } })).toThrow(/analytics\.environment/);
  const production = parseRuntimeConfig({
    analytics: {
      environment: 'production',
      tagScriptUrl: 'https://www.googletagmanager.com/gtag/js',
      serverContainerUrl: 'https://sst.rozmova.com.ua/sc.js',
      measurementId: 'G-PROD',
      collectPath: '/metrics',
    },
  });
  expect(production.analytics).toMatchObject({ environment: 'production', measurementId: 'G-PROD' });
  expect(() => parseRuntimeConfig({ analytics: { collectPath: '../x' } })).toThrow(/analytics\.collectPath/);
});

test('values are normalised', () => {
  const config = parseRuntimeConfig({
    apiBase: 'https://api.rozmova.pl/api/',
    rejectedEmailDomain: 'WP.PL',
    testHooks: true,
  });
  expect(config.apiBase).toBe('https://api.rozmova.pl/api');
  expect(config.rejectedEmailDomain).toBe('wp.pl');
  expect(config.testHooks).toBe(true);
  expect(parseRuntimeConfig({ rejectedEmailDomain: null }).rejectedEmailDomain).toBeNull();
});

test('wrong values fail loudly, naming every field', () => {
  expect(() =>
    parseRuntimeConfig({ apiBase: 'ftp://x', analytics: { tagScriptUrl: 'javascript:alert(1)' }, testHooks: 'yes' }),
  ).toThrow(/apiBase.*analytics\.tagScriptUrl.*testHooks/);
});

test('sign-up rejects the configured mail domain by default (wp.pl)', () => {
  expect(rejectedEmailDomain()).toBe('wp.pl');
  expect(isRejectedEmail('anna@wp.pl', rejectedEmailDomain())).toBe(true);
});
