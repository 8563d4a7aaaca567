// How an admin's promo rule is judged before it is stored (issue 30), on create and on edit, without a
// database: the kind's own fields, the markets of a fixed amount, and a window that ends after it starts.
// The admin routes (`routes/admin/promo-rules.ts`) read and write the rows and ask these functions.
import type { ApiErrorDetail } from '@rozmova/contracts/api-error';
import { MARKET_LOCALES, marketCurrency, type MarketLocale } from '@rozmova/contracts/markets';

export type PromoProblem = ApiErrorDetail;

export interface NewPromoRule {
  kind: 'percent' | 'fixed';
  percent_off?: number;
  amount_off_minor?: number;
  currency?: string;
  markets?: readonly MarketLocale[] | null;
  valid_from?: string | null;
  valid_until?: string | null;
}

/**
 * What is wrong with a new rule, each problem with its field, in a fixed order: a percentage needs its
 * percentage and no amount; a fixed amount needs its amount and currency, no percentage, and only markets
 * that pay in that currency; a window must end after it starts (an empty window is refused too).
 * Therapists that do not exist are checked by the route against the database, after these.
 */
export function newRuleProblems(b: NewPromoRule): PromoProblem[] {
  const problems: PromoProblem[] = [];
  if (b.kind === 'percent') {
    if (b.percent_off === undefined) problems.push({ field: 'percent_off', rule: 'required' });
    if (b.amount_off_minor !== undefined || b.currency !== undefined)
      problems.push({ field: 'amount_off_minor', rule: 'not_with_percent' });
  } else {
    if (b.amount_off_minor === undefined) problems.push({ field: 'amount_off_minor', rule: 'required' });
    if (b.currency === undefined) problems.push({ field: 'currency', rule: 'required' });
    if (b.percent_off !== undefined) problems.push({ field: 'percent_off', rule: 'not_with_fixed' });
    if (b.currency && b.markets?.some((m) => marketCurrency(m) !== b.currency))
      problems.push({ field: 'markets', rule: 'currency_mismatch' });
  }
  if (b.valid_from && b.valid_until && !endsAfterStart(Date.parse(b.valid_from), Date.parse(b.valid_until)))
    problems.push({ field: 'valid_until', rule: 'after_valid_from' });
  return problems;
}

/** The markets a new rule applies in: a fixed amount without markets applies where its currency is paid. */
export function ruleMarkets(b: Pick<NewPromoRule, 'kind' | 'currency' | 'markets'>): MarketLocale[] | null {
  if (b.kind === 'fixed' && !b.markets) return MARKET_LOCALES.filter((m) => marketCurrency(m) === b.currency);
  return b.markets ? [...b.markets] : null;
}

/** A window is open only when it ends strictly after it starts. */
export function endsAfterStart(from: number, until: number): boolean {
  return until > from;
}

/**
 * An edit judged as the rule will be after it: a new end against the stored start, a new start against the
 * stored end, or both new. `undefined` in the patch keeps the stored value, `null` clears it. The problem
 * names the field the edit changed (the end when it changed both).
 */
export function editedWindowProblem(
  patch: { valid_from?: string | null; valid_until?: string | null },
  stored: { valid_from: Date | null; valid_until: Date | null },
): PromoProblem | null {
  const pick = (edited: string | null | undefined, kept: Date | null): number | null =>
    edited === undefined ? (kept?.getTime() ?? null) : edited === null ? null : Date.parse(edited);
  const from = pick(patch.valid_from, stored.valid_from);
  const until = pick(patch.valid_until, stored.valid_until);
  if (from === null || until === null || endsAfterStart(from, until)) return null;
  return patch.valid_until !== undefined
    ? { field: 'valid_until', rule: 'after_valid_from' }
    : { field: 'valid_from', rule: 'before_valid_until' };
}
