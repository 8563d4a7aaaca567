// The ledger check's problem lines (no database): nothing for a rule kept, the rule's name and at most five ids.
import { IDS_PER_PROBLEM, problemLine } from '../ledger-report';

const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `p${i + 1}`, other: 'x' }));

describe('problemLine', () => {
  it('says nothing when no row breaks the rule', () => {
    expect(problemLine('refunds never exceed the payment', [])).toBeNull();
  });

  it('names the rule and the first column of each offending row, one row too', () => {
    expect(problemLine('refunds never exceed the payment', rows(1))).toBe('refunds never exceed the payment: p1');
    expect(problemLine('r', [{ currency: 'UAH' }, { currency: 'PLN' }])).toBe('r: UAH, PLN');
    expect(problemLine('r', [{ n: 7 }, { n: null }])).toBe('r: 7, null');
  });

  it('names five rows at most', () => {
    expect(IDS_PER_PROBLEM).toBe(5);
    expect(problemLine('r', rows(5))).toBe('r: p1, p2, p3, p4, p5');
    expect(problemLine('r', rows(6))).toBe('r: p1, p2, p3, p4, p5');
  });
});
