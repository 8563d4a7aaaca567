// The admin promo-rule calls (list with use counts, create, change or switch off).
import type { FromSchema } from 'json-schema-to-ts';
import { call } from '@rozmova/web/api-client';
import * as adminEndpoints from '@rozmova/contracts/endpoints/admin';
import type {
  createPromoRuleBodySchema,
  promoRuleSchema,
  updatePromoRuleBodySchema,
} from '@rozmova/contracts/schemas/promo';

export type PromoRule = FromSchema<typeof promoRuleSchema>;
export type NewPromoRule = FromSchema<typeof createPromoRuleBodySchema>;
export type PromoRuleUpdate = FromSchema<typeof updatePromoRuleBodySchema>;

export function listPromoRules(): Promise<{ promo_rules: PromoRule[] }> {
  return call(adminEndpoints.adminPromoRules);
}

export function createPromoRule(body: NewPromoRule): Promise<PromoRule> {
  return call(adminEndpoints.adminCreatePromoRule, { body });
}

export function updatePromoRule(input: { id: string; changes: PromoRuleUpdate }): Promise<PromoRule> {
  return call(adminEndpoints.adminUpdatePromoRule, { params: { id: input.id }, body: input.changes });
}
