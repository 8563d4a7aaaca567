// The admin promo-rule calls (list with use counts, create, change or switch off).
import type { FromSchema } from 'json-schema-to-ts';
import { apiRequest } from '@rozmova/web/api-client';
import type {
  createPromoRuleBodySchema,
  promoRuleSchema,
  updatePromoRuleBodySchema,
} from '@rozmova/contracts/schemas/promo';

export type PromoRule = FromSchema<typeof promoRuleSchema>;
export type NewPromoRule = FromSchema<typeof createPromoRuleBodySchema>;
export type PromoRuleUpdate = FromSchema<typeof updatePromoRuleBodySchema>;

export function listPromoRules(): Promise<{ promo_rules: PromoRule[] }> {
  return apiRequest('/v4/admin/promo_rules');
}

export function createPromoRule(body: NewPromoRule): Promise<PromoRule> {
  return apiRequest<PromoRule>('/v4/admin/promo_rules', { method: 'POST', body });
}

export function updatePromoRule(input: { id: string; changes: PromoRuleUpdate }): Promise<PromoRule> {
  return apiRequest<PromoRule>(`/v4/admin/promo_rules/${encodeURIComponent(input.id)}`, {
    method: 'PATCH',
    body: input.changes,
  });
}
