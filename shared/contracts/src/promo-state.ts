// What a promo rule's state is at a moment, as the admin reads it (issue 23, point 7: an expired code read
// "active"). The same order the api judges a code in: switched off, not started, expired, used up.
export type PromoRuleState = 'inactive' | 'not_started' | 'expired' | 'used_up' | 'active';

export interface PromoRuleFacts {
  active: boolean;
  valid_from?: string | null;
  valid_until?: string | null;
  uses: number;
  max_uses_total?: number | null;
}

export function promoRuleState(rule: PromoRuleFacts, now: number): PromoRuleState {
  if (!rule.active) return 'inactive';
  if (rule.valid_from && now < Date.parse(rule.valid_from)) return 'not_started';
  // The validity window is [valid_from, valid_until): at valid_until the code has expired.
  if (rule.valid_until && now >= Date.parse(rule.valid_until)) return 'expired';
  if (rule.max_uses_total != null && rule.uses >= rule.max_uses_total) return 'used_up';
  return 'active';
}
