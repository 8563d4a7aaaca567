// POST /v4/purchase_rule/apply_purchase_rule: the price this client pays for a session with a therapist,
// with the promo code they chose (or the literal "default"), so the checkout can say the amount before
// the client leaves for the provider.
import { call } from '@rozmova/web/api-client';
import * as purchaseRuleEndpoints from '@rozmova/contracts/endpoints/purchase-rule';
import { DEFAULT_PROMO_CODE } from '@rozmova/contracts/constants';
import type { MarketLocale } from '@rozmova/contracts/markets';

export async function getPriceForUser(
  locale: MarketLocale,
  body: { worker_id: string; service_id: string; promo_code?: string },
  signal?: AbortSignal,
): Promise<number> {
  const result = await call(
    purchaseRuleEndpoints.applyPurchaseRule,
    {
      body: {
        worker_id: body.worker_id,
        service_id: body.service_id,
        promo_code: body.promo_code ?? DEFAULT_PROMO_CODE,
      },
    },
    { configId: locale, signal },
  );
  return result.price_for_user;
}
