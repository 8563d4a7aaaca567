// POST /v4/purchase_rule/apply_purchase_rule (docs/rules.md ). Written with fetch rather than the shared
// client because decides on the exact HTTP status (only 200 is success, 401 reloads) and the
// call must bypass every cache; the shared client only says "2xx or thrown body". The URL is still the shared client's.
import { buildApiUrl } from '@rozmova/web/api-client';
import { endpointPath } from '@rozmova/contracts/endpoints/endpoint';
import { applyPurchaseRule as applyPurchaseRuleEndpoint } from '@rozmova/contracts/endpoints/purchase-rule';
import type { ApplyPurchaseRuleInput, PurchaseRuleResponse } from '../store/types';

export async function applyPurchaseRule(input: ApplyPurchaseRuleInput): Promise<PurchaseRuleResponse> {
  const url = buildApiUrl(
    endpointPath(applyPurchaseRuleEndpoint),
    input.track_mixpanel ? { track_mixpanel: true } : {},
    input.config_id,
  );
  const response = await fetch(url, {
    method: 'POST',
    credentials: 'include',
    cache: 'no-store',
    // cache: 'no-store' keeps the browser cache out of it; no extra request headers, so the CORS
    // preflight asks only for what the api allows.
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ worker_id: input.worker_id, service_id: input.service_id, promo_code: input.promo_code }),
  });
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // An empty or non-JSON body still has a status, which is all needs on failure.
  }
  return { status: response.status, body };
}
