// The appointment purchase: where to pay (checkout_url) or, for a zero price, a paid order.
import type { FromSchema } from 'json-schema-to-ts';
import { call } from '@rozmova/web/api-client';
import * as purchaseRuleEndpoints from '@rozmova/contracts/endpoints/purchase-rule';
import type { MarketLocale } from '@rozmova/contracts/markets';
import type {
  initiateAppointmentBodySchema,
  initiatePurchaseResponseSchema,
} from '@rozmova/contracts/schemas/purchases';

export type AppointmentPurchase = FromSchema<typeof initiateAppointmentBodySchema>;
/** What every initiate_purchase_of_* call answers. */
export type InitiatedPurchase = FromSchema<typeof initiatePurchaseResponseSchema>;

export function initiateAppointmentPurchase(
  locale: MarketLocale,
  body: AppointmentPurchase,
): Promise<InitiatedPurchase> {
  return call(purchaseRuleEndpoints.initiateAppointmentPurchase, { body }, { configId: locale });
}
