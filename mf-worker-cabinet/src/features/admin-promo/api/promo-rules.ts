// The admin promo-rule calls (list with use counts, create, change or switch off).
import { call } from '@rozmova/web/api-client';
import * as adminEndpoints from '@rozmova/contracts/endpoints/admin';
import type { EndpointBody, EndpointResponse } from '@rozmova/contracts/endpoints/endpoint';

export type PromoRule = EndpointResponse<typeof adminEndpoints.adminCreatePromoRule>;
export type NewPromoRule = EndpointBody<typeof adminEndpoints.adminCreatePromoRule>;
export type PromoRuleUpdate = EndpointBody<typeof adminEndpoints.adminUpdatePromoRule>;

export function listPromoRules(): Promise<{ promo_rules: PromoRule[] }> {
  return call(adminEndpoints.adminPromoRules);
}

export function createPromoRule(body: NewPromoRule): Promise<PromoRule> {
  return call(adminEndpoints.adminCreatePromoRule, { body });
}

export function updatePromoRule(input: { id: string; changes: PromoRuleUpdate }): Promise<PromoRule> {
  return call(adminEndpoints.adminUpdatePromoRule, { params: { id: input.id }, body: input.changes });
}
