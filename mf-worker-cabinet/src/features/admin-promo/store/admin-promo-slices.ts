import { createRequestSlice } from '@rozmova/web/store/request-slice';
import { STORE_KEY } from '../../../lib/store-key';
import type { NewPromoRule, PromoRule, PromoRuleUpdate } from '../api/promo-rules';

export const promoListSlice = createRequestSlice<void, { promo_rules: PromoRule[] }>(STORE_KEY, 'admin-promo-rules');
export const createPromoSlice = createRequestSlice<NewPromoRule, PromoRule>(STORE_KEY, 'admin-promo-create');
export const updatePromoSlice = createRequestSlice<{ id: string; changes: PromoRuleUpdate }, PromoRule>(
  STORE_KEY,
  'admin-promo-update',
);

export interface AdminPromoApi {
  listPromoRules: () => Promise<{ promo_rules: PromoRule[] }>;
  createPromoRule: (body: NewPromoRule) => Promise<PromoRule>;
  updatePromoRule: (input: { id: string; changes: PromoRuleUpdate }) => Promise<PromoRule>;
}

export function adminPromoSagas(api: AdminPromoApi) {
  const reload = () => [promoListSlice.request(undefined)];
  return [
    promoListSlice.saga(api.listPromoRules),
    createPromoSlice.saga(api.createPromoRule, reload),
    updatePromoSlice.saga(api.updatePromoRule, reload),
  ];
}

export const adminPromoSlices = [promoListSlice, createPromoSlice, updatePromoSlice];
