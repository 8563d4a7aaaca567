// How an admin's promo rule is judged, on create and on edit, at the exact edges (issue 30): an end before the
// start, at the same instant, and one millisecond after it; each field a percentage or a fixed amount needs or
// must not have; a fixed amount's markets; an edit judged against what is stored.
import { editedWindowProblem, endsAfterStart, newRuleProblems, ruleMarkets } from '../promo-rules';

const start = '2026-12-01T10:00:00.000Z';
const plus = (ms: number) => new Date(Date.parse(start) + ms).toISOString();
const percent = { kind: 'percent' as const, percent_off: 10 };
const fixed = { kind: 'fixed' as const, amount_off_minor: 5000, currency: 'UAH' };

describe('a new promo rule', () => {
  it('a complete percentage or fixed amount, with or without a window, has no problem', () => {
    expect(newRuleProblems(percent)).toEqual([]);
    expect(newRuleProblems(fixed)).toEqual([]);
    expect(newRuleProblems({ ...percent, valid_from: start, valid_until: plus(1) })).toEqual([]);
    expect(newRuleProblems({ ...percent, valid_from: start })).toEqual([]);
    expect(newRuleProblems({ ...percent, valid_until: start })).toEqual([]);
    expect(newRuleProblems({ ...percent, valid_from: null, valid_until: null })).toEqual([]);
  });

  it('refuses an end before the start, or at the same instant, naming the end', () => {
    const problem = [{ field: 'valid_until', rule: 'after_valid_from' }];
    expect(newRuleProblems({ ...percent, valid_from: start, valid_until: plus(-1) })).toEqual(problem);
    expect(newRuleProblems({ ...percent, valid_from: start, valid_until: start })).toEqual(problem);
    expect(newRuleProblems({ ...fixed, valid_from: start, valid_until: plus(-86_400_000) })).toEqual(problem);
  });

  it('a percentage needs its percentage and no amount or currency', () => {
    expect(newRuleProblems({ kind: 'percent' })).toEqual([{ field: 'percent_off', rule: 'required' }]);
    expect(newRuleProblems({ ...percent, amount_off_minor: 100 })).toEqual([
      { field: 'amount_off_minor', rule: 'not_with_percent' },
    ]);
    expect(newRuleProblems({ ...percent, currency: 'UAH' })).toEqual([
      { field: 'amount_off_minor', rule: 'not_with_percent' },
    ]);
  });

  it('a fixed amount needs its amount and currency and no percentage, each problem in order', () => {
    expect(newRuleProblems({ kind: 'fixed', percent_off: 5 })).toEqual([
      { field: 'amount_off_minor', rule: 'required' },
      { field: 'currency', rule: 'required' },
      { field: 'percent_off', rule: 'not_with_fixed' },
    ]);
    expect(newRuleProblems({ kind: 'fixed', currency: 'UAH' })).toEqual([
      { field: 'amount_off_minor', rule: 'required' },
    ]);
    expect(newRuleProblems({ kind: 'fixed', amount_off_minor: 1 })).toEqual([{ field: 'currency', rule: 'required' }]);
  });

  it('a fixed amount only in markets that pay in its currency', () => {
    expect(newRuleProblems({ ...fixed, markets: ['ua'] })).toEqual([]);
    expect(newRuleProblems({ ...fixed, markets: ['ua', 'pl'] })).toEqual([
      { field: 'markets', rule: 'currency_mismatch' },
    ]);
    expect(newRuleProblems({ ...fixed, currency: 'PLN', markets: ['pl'] })).toEqual([]);
    expect(newRuleProblems({ ...fixed, markets: [] })).toEqual([]);
    expect(newRuleProblems({ ...fixed, markets: null })).toEqual([]);
    // Without a currency the missing currency is the problem, not the markets.
    expect(newRuleProblems({ kind: 'fixed', amount_off_minor: 1, markets: ['pl'] })).toEqual([
      { field: 'currency', rule: 'required' },
    ]);
    // A percentage applies in any market.
    expect(newRuleProblems({ ...percent, markets: ['ua', 'pl', 'ro', 'en'] })).toEqual([]);
  });

  it('a fixed amount without markets applies where its currency is paid; markets given are kept', () => {
    expect(ruleMarkets({ kind: 'fixed', currency: 'UAH' })).toEqual(['ua']);
    expect(ruleMarkets({ kind: 'fixed', currency: 'PLN', markets: null })).toEqual(['pl']);
    expect(ruleMarkets({ kind: 'fixed', currency: 'UAH', markets: [] })).toEqual([]);
    expect(ruleMarkets({ kind: 'percent' })).toBeNull();
    expect(ruleMarkets({ kind: 'percent', markets: null })).toBeNull();
    const given = ['ro', 'en'] as const;
    const kept = ruleMarkets({ kind: 'percent', markets: given });
    expect(kept).toEqual(['ro', 'en']);
    expect(kept).not.toBe(given);
  });

  it('a window is open only when it ends strictly after it starts', () => {
    expect(endsAfterStart(10, 11)).toBe(true);
    expect(endsAfterStart(10, 10)).toBe(false);
    expect(endsAfterStart(10, 9)).toBe(false);
  });
});

describe('an edited promo window', () => {
  const stored = { valid_from: new Date(start), valid_until: new Date(plus(86_400_000)) };
  const open = { valid_from: null, valid_until: null };

  it('a new end is judged against the stored start: 1 ms after it is fine, at it or before it refused', () => {
    expect(editedWindowProblem({ valid_until: plus(1) }, stored)).toBeNull();
    expect(editedWindowProblem({ valid_until: start }, stored)).toEqual({
      field: 'valid_until',
      rule: 'after_valid_from',
    });
    expect(editedWindowProblem({ valid_until: plus(-1) }, stored)).toEqual({
      field: 'valid_until',
      rule: 'after_valid_from',
    });
  });

  it('a new start is judged against the stored end, and named as the start', () => {
    expect(editedWindowProblem({ valid_from: plus(86_400_000 - 1) }, stored)).toBeNull();
    expect(editedWindowProblem({ valid_from: plus(86_400_000) }, stored)).toEqual({
      field: 'valid_from',
      rule: 'before_valid_until',
    });
  });

  it('both new are judged together, and a problem names the end', () => {
    expect(editedWindowProblem({ valid_from: plus(5), valid_until: plus(6) }, stored)).toBeNull();
    expect(editedWindowProblem({ valid_from: plus(5), valid_until: plus(5) }, stored)).toEqual({
      field: 'valid_until',
      rule: 'after_valid_from',
    });
  });

  it('clearing either side leaves no window to judge, even against an end before 1970', () => {
    expect(
      editedWindowProblem({ valid_from: null }, { ...stored, valid_until: new Date('1969-12-31T00:00:00Z') }),
    ).toBeNull();
    expect(editedWindowProblem({ valid_from: null }, { ...stored, valid_until: new Date(start) })).toBeNull();
    expect(editedWindowProblem({ valid_until: null, valid_from: plus(86_400_000) }, stored)).toBeNull();
  });

  it('an edit that touches neither side is judged by what is stored, and an open window never fails', () => {
    expect(editedWindowProblem({}, stored)).toBeNull();
    expect(editedWindowProblem({ valid_until: plus(-1) }, open)).toBeNull();
    expect(editedWindowProblem({ valid_from: plus(1) }, { valid_from: null, valid_until: new Date(start) })).toEqual({
      field: 'valid_from',
      rule: 'before_valid_until',
    });
    expect(editedWindowProblem({ valid_until: plus(-1) }, { valid_from: new Date(start), valid_until: null })).toEqual({
      field: 'valid_until',
      rule: 'after_valid_from',
    });
  });
});
