import { apiRequest } from '@rozmova/web/api-client';
import type { MarketLocale } from '@rozmova/contracts/markets';
import type { BusinessContactBody } from '@rozmova/contracts/schemas/misc';

/** POST /contact/business: the enquiry goes to the market's team, who answer the contact by e-mail. */
export function sendBusinessContact(locale: MarketLocale, body: BusinessContactBody): Promise<{ ok: true }> {
  return apiRequest('/contact/business', { method: 'POST', configId: locale, body });
}
