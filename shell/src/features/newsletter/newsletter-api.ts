// The newsletter's three calls: sign-up (a confirmation link is mailed), confirm and unsubscribe.
import { apiRequest } from '@rozmova/web/api-client';
import type { MarketLocale } from '@rozmova/contracts/markets';

export function subscribeNewsletter(locale: MarketLocale, email: string): Promise<{ ok: true }> {
  return apiRequest('/subscribe/newsletter', { method: 'POST', configId: locale, body: { email } });
}

export function confirmNewsletter(token: string): Promise<{ ok: true }> {
  return apiRequest('/subscribe/newsletter/confirm', { method: 'POST', body: { token } });
}

export function unsubscribeNewsletter(token: string): Promise<{ ok: true }> {
  return apiRequest('/subscribe/newsletter/unsubscribe', { method: 'POST', body: { token } });
}
