import { call } from '@rozmova/web/api-client';
import * as miscEndpoints from '@rozmova/contracts/endpoints/misc';
import type { MarketLocale } from '@rozmova/contracts/markets';
import type { BusinessContactBody } from '@rozmova/contracts/schemas/misc';

/** POST /contact/business: the enquiry goes to the market's team, who answer the contact by e-mail. */
export function sendBusinessContact(locale: MarketLocale, body: BusinessContactBody): Promise<{ ok: true }> {
  return call(miscEndpoints.businessContact, { body }, { configId: locale });
}
