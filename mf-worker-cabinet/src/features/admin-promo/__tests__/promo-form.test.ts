import { EMPTY_PROMO_FORM, promoBody, promoFormProblems } from '../store/promo-form';

test('a percentage rule for every market', () => {
  const form = {
    ...EMPTY_PROMO_FORM,
    code: 'spring-26',
    percent_off: '15',
    max_uses_total: '100',
    description: ' Spring ',
  };
  expect(promoFormProblems(form)).toEqual({});
  expect(promoBody(form)).toEqual({
    code: 'SPRING-26',
    kind: 'percent',
    percent_off: 15,
    markets: null,
    valid_from: null,
    valid_until: null,
    max_uses_total: 100,
    max_uses_per_client: null,
    first_session_only: false,
    active: true,
    description: 'Spring',
  });
});

test('a fixed amount is sent in minor units of its market currency', () => {
  const form = {
    ...EMPTY_PROMO_FORM,
    code: 'PL50',
    kind: 'fixed' as const,
    amount_off: '49,99',
    market: 'pl' as const,
    valid_from: '2030-01-01',
    valid_until: '2030-02-01',
  };
  expect(promoBody(form)).toMatchObject({
    amount_off_minor: 4999,
    currency: 'PLN',
    markets: ['pl'],
    valid_from: '2030-01-01T00:00:00.000Z',
    valid_until: '2030-02-01T00:00:00.000Z',
  });
});

test('problems a person can fix at once', () => {
  expect(promoFormProblems({ ...EMPTY_PROMO_FORM, code: 'x', percent_off: '120' })).toEqual({
    code: 'code',
    percent_off: 'percent',
  });
  expect(promoFormProblems({ ...EMPTY_PROMO_FORM, code: 'FIXED', kind: 'fixed', amount_off: '10' })).toEqual({
    market: 'market_for_fixed',
  });
  expect(
    promoFormProblems({
      ...EMPTY_PROMO_FORM,
      code: 'WIN',
      percent_off: '10',
      valid_from: '2030-02-01',
      valid_until: '2030-01-01',
      max_uses_per_client: '0',
    }),
  ).toEqual({
    valid_until: 'until_after_from',
    max_uses_per_client: 'whole',
  });
});

test('editing sends only what changed; an emptied limit or end is removed', async () => {
  const { editFormFrom, promoEditBody, promoEditProblems } = await import('../store/promo-form');
  const before = editFormFrom({
    valid_until: '2030-06-01T00:00:00.000Z',
    max_uses_total: 100,
    max_uses_per_client: null,
    description: 'Spring',
  });
  expect(before).toEqual({
    valid_until: '2030-06-01',
    max_uses_total: '100',
    max_uses_per_client: '',
    description: 'Spring',
  });
  expect(promoEditBody(before, before)).toEqual({});
  expect(
    promoEditBody(
      { ...before, valid_until: '', max_uses_total: '', max_uses_per_client: '2', description: ' Spring sale ' },
      before,
    ),
  ).toEqual({
    valid_until: null,
    max_uses_total: null,
    max_uses_per_client: 2,
    description: 'Spring sale',
  });
  expect(promoEditProblems({ ...before, max_uses_total: '1.5' })).toEqual({ max_uses_total: 'whole' });
});
