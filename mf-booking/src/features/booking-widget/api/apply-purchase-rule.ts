// POST /v4/purchase_rule/apply_purchase_rule (spec section 7). Written with fetch rather than the shared
// client because section 4 decides on the exact HTTP status (only 200 is success, 401 reloads) and the
// call must bypass every cache; the shared client only says "2xx or thrown body".
import { apiBaseUrl } from '../../../lib/api-base';
import type { ApplyPurchaseRuleInput, PurchaseRuleResponse } from '../store/types';

export async function applyPurchaseRule(input: ApplyPurchaseRuleInput): Promise<PurchaseRuleResponse> {
  const url = new URL(`${apiBaseUrl()}/v4/purchase_rule/apply_purchase_rule`);
  url.searchParams.set('config_id', input.config_id);
  if (input.track_mixpanel) url.searchParams.set('track_mixpanel', 'true');
  const response = await fetch(url, {
    method: 'POST',
    credentials: 'include',
    cache: 'no-store',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'Cache-Control': 'no-cache' },
    body: JSON.stringify({ worker_id: input.worker_id, service_id: input.service_id, promo_code: input.promo_code }),
  });
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // An empty or non-JSON body still has a status, which is all section 4 needs on failure.
  }
  return { status: response.status, body };
}
