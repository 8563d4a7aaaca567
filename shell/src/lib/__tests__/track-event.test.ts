/** @jest-environment jsdom */
// Product events go to /analytics/track_mixpanel only after the visitor allowed analytics.
import { MARKET_LOCALES } from '@rozmova/contracts/markets';
import { parseRuntimeConfig, setRuntimeConfig } from '@rozmova/web/runtime-config';
import { writeConsent } from '../consent-state';
import { trackProductEvent } from '../track-event';

const sent: Array<{ url: string; body: unknown }> = [];

beforeAll(() => {
  setRuntimeConfig(parseRuntimeConfig({ apiBase: 'http://api.test/api' }));
  globalThis.fetch = (async (url: string, init: RequestInit) => {
    sent.push({ url, body: JSON.parse(String(init.body)) });
    // jsdom has no Response: the two members the api client reads.
    return { ok: true, status: 200, text: async () => JSON.stringify({ ok: true, forwarded: false }) };
  }) as unknown as typeof fetch;
});

beforeEach(() => {
  sent.length = 0;
  localStorage.clear();
});

test('before any answer and after a refusal nothing is sent', async () => {
  expect(await trackProductEvent('pl', 'newsletter_subscribed')).toBe(false);
  writeConsent('denied');
  expect(await trackProductEvent('pl', 'business_contact_sent')).toBe(false);
  expect(sent).toEqual([]);
});

test.each(MARKET_LOCALES)('%s: after consent the event is posted with the market', async (locale) => {
  writeConsent('granted');
  expect(await trackProductEvent(locale, 'newsletter_subscribed')).toBe(true);
  expect(sent).toEqual([
    {
      url: `http://api.test/api/analytics/track_mixpanel?config_id=${locale}`,
      body: { event: 'newsletter_subscribed', properties: { locale } },
    },
  ]);
});
