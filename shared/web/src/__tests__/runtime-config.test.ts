import { isRejectedEmail } from '@rozmova/contracts/email-rule';
import { DEFAULT_RUNTIME_CONFIG, parseRuntimeConfig, rejectedEmailDomain } from '../runtime-config';

test('missing fields take the defaults; no analytics host is configured by default', () => {
  expect(parseRuntimeConfig({})).toEqual(DEFAULT_RUNTIME_CONFIG);
  expect(DEFAULT_RUNTIME_CONFIG.analytics).toEqual({
    tagScriptUrl: null,
    serverContainerUrl: null,
    measurementId: null,
  });
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
