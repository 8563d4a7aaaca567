// Product events (`/analytics/track_mixpanel`): sent only after the visitor allowed analytics, never before
// and never after a refusal. A failure is only logged: an event is never worth an error on screen.
import { call } from '@rozmova/web/api-client';
import * as analyticsEndpoints from '@rozmova/contracts/endpoints/analytics';
import type { MarketLocale } from '@rozmova/contracts/markets';
import { readConsent } from './consent-state';

export type ProductEvent = 'newsletter_subscribed' | 'business_contact_sent';

export async function trackProductEvent(
  locale: MarketLocale,
  event: ProductEvent,
  properties: Record<string, string | number | boolean> = {},
): Promise<boolean> {
  if (readConsent() !== 'granted') return false;
  try {
    await call(
      analyticsEndpoints.trackMixpanel,
      { body: { event, properties: { locale, ...properties } } },
      { configId: locale },
    );
    return true;
  } catch (error) {
    console.warn('[analytics] product event not recorded', error);
    return false;
  }
}
