// The admin's promo-rule form: strings in, the api's body out. Amounts are typed in major units and sent
// in minor units; dates are the admin's own calendar days, sent as the start of that day in UTC.
import { MARKET_LOCALES, marketCurrency, type MarketLocale } from '@rozmova/contracts/markets';
import type { NewPromoRule } from '../api/promo-rules';

export interface PromoForm {
  code: string;
  kind: 'percent' | 'fixed';
  percent_off: string;
  amount_off: string;
  market: MarketLocale | 'all';
  valid_from: string;
  valid_until: string;
  max_uses_total: string;
  max_uses_per_client: string;
  first_session_only: boolean;
  description: string;
}

export const EMPTY_PROMO_FORM: PromoForm = {
  code: '',
  kind: 'percent',
  percent_off: '',
  amount_off: '',
  market: 'all',
  valid_from: '',
  valid_until: '',
  max_uses_total: '',
  max_uses_per_client: '',
  first_session_only: false,
  description: '',
};

export type PromoFormProblems = Partial<
  Record<keyof PromoForm, 'required' | 'code' | 'percent' | 'price' | 'whole' | 'until_after_from' | 'market_for_fixed'>
>;

const CODE = /^[A-Za-z0-9][A-Za-z0-9_-]{2,39}$/;
const PRICE = /^\d{1,7}([.,]\d{1,2})?$/;
const WHOLE = /^[1-9]\d{0,5}$/;

export function promoFormProblems(form: PromoForm): PromoFormProblems {
  const p: PromoFormProblems = {};
  if (!form.code.trim()) p.code = 'required';
  else if (!CODE.test(form.code.trim())) p.code = 'code';
  if (form.kind === 'percent') {
    const value = Number(form.percent_off);
    if (!form.percent_off.trim()) p.percent_off = 'required';
    else if (!Number.isInteger(value) || value < 1 || value > 100) p.percent_off = 'percent';
  } else {
    if (!form.amount_off.trim()) p.amount_off = 'required';
    else if (!PRICE.test(form.amount_off.trim()) || Number(form.amount_off.replace(',', '.')) <= 0)
      p.amount_off = 'price';
    // A fixed amount is in one currency, so it belongs to one market.
    if (form.market === 'all') p.market = 'market_for_fixed';
  }
  if (form.valid_from && form.valid_until && form.valid_until <= form.valid_from) p.valid_until = 'until_after_from';
  if (form.max_uses_total.trim() && !WHOLE.test(form.max_uses_total.trim())) p.max_uses_total = 'whole';
  if (form.max_uses_per_client.trim() && !WHOLE.test(form.max_uses_per_client.trim())) p.max_uses_per_client = 'whole';
  return p;
}

const dayStart = (date: string) => `${date}T00:00:00.000Z`;

export function promoBody(form: PromoForm): NewPromoRule {
  const markets = form.market === 'all' ? null : [form.market];
  return {
    code: form.code.trim().toUpperCase(),
    kind: form.kind,
    ...(form.kind === 'percent'
      ? { percent_off: Number(form.percent_off) }
      : {
          amount_off_minor: Math.round(Number(form.amount_off.replace(',', '.')) * 100),
          currency: marketCurrency(form.market as MarketLocale),
        }),
    markets: markets as NewPromoRule['markets'],
    valid_from: form.valid_from ? dayStart(form.valid_from) : null,
    valid_until: form.valid_until ? dayStart(form.valid_until) : null,
    max_uses_total: form.max_uses_total.trim() ? Number(form.max_uses_total) : null,
    max_uses_per_client: form.max_uses_per_client.trim() ? Number(form.max_uses_per_client) : null,
    first_session_only: form.first_session_only,
    active: true,
    description: form.description.trim(),
  };
}

export const PROMO_MARKETS = ['all', ...MARKET_LOCALES] as const;

/** The parts of a rule that may change once it exists: its end, its limits, its description. */
export interface PromoEditForm {
  valid_until: string;
  max_uses_total: string;
  max_uses_per_client: string;
  description: string;
}

export function editFormFrom(rule: {
  valid_until?: string | null;
  max_uses_total?: number | null;
  max_uses_per_client?: number | null;
  description?: string;
}): PromoEditForm {
  return {
    valid_until: rule.valid_until ? rule.valid_until.slice(0, 10) : '',
    max_uses_total: rule.max_uses_total ? String(rule.max_uses_total) : '',
    max_uses_per_client: rule.max_uses_per_client ? String(rule.max_uses_per_client) : '',
    description: rule.description ?? '',
  };
}

export function promoEditProblems(form: PromoEditForm): Partial<Record<keyof PromoEditForm, 'whole'>> {
  const p: Partial<Record<keyof PromoEditForm, 'whole'>> = {};
  if (form.max_uses_total.trim() && !WHOLE.test(form.max_uses_total.trim())) p.max_uses_total = 'whole';
  if (form.max_uses_per_client.trim() && !WHOLE.test(form.max_uses_per_client.trim())) p.max_uses_per_client = 'whole';
  return p;
}

/** Only what changed; an emptied field removes that limit or end (null). */
export function promoEditBody(form: PromoEditForm, before: PromoEditForm): Record<string, string | number | null> {
  const body: Record<string, string | number | null> = {};
  if (form.valid_until !== before.valid_until) body.valid_until = form.valid_until ? dayStart(form.valid_until) : null;
  if (form.max_uses_total !== before.max_uses_total)
    body.max_uses_total = form.max_uses_total.trim() ? Number(form.max_uses_total) : null;
  if (form.max_uses_per_client !== before.max_uses_per_client)
    body.max_uses_per_client = form.max_uses_per_client.trim() ? Number(form.max_uses_per_client) : null;
  if (form.description !== before.description) body.description = form.description.trim();
  return body;
}
