// The newsletter's three calls: sign-up (a confirmation link is mailed), confirm and unsubscribe.
import { call } from '@rozmova/web/api-client';
import * as miscEndpoints from '@rozmova/contracts/endpoints/misc';
import type { MarketLocale } from '@rozmova/contracts/markets';

export function subscribeNewsletter(locale: MarketLocale, email: string): Promise<{ ok: true }> {
  return call(miscEndpoints.subscribeNewsletter, { body: { email } }, { configId: locale });
}

export function confirmNewsletter(token: string): Promise<{ ok: true }> {
  return call(miscEndpoints.confirmNewsletter, { body: { token } });
}

export function unsubscribeNewsletter(token: string): Promise<{ ok: true }> {
  return call(miscEndpoints.unsubscribeNewsletter, { body: { token } });
}
