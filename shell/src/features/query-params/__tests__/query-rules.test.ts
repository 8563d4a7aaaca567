import { SYNCED_QUERY_PARAMS, isFalsyParam, storeMarketingParams, syncedSearch } from '../query-rules';

test('utm_source and fbclid go to storage; other params do not', () => {
  const saved = new Map<string, string>();
  storeMarketingParams('?utm_source=fb&fbclid=IwAR1&psychologist_id=3', { setItem: (k, v) => void saved.set(k, v) });
  expect(Object.fromEntries(saved)).toEqual({ utm_source: 'fb', fbclid: 'IwAR1' });
});

test('the synced pair is psychologist_id and service', () => {
  expect(SYNCED_QUERY_PARAMS).toEqual(['psychologist_id', 'service']);
});

test('falsy values', () => {
  for (const value of [null, undefined, '', '0', 'false', 'null', 'undefined']) expect(isFalsyParam(value)).toBe(true);
  expect(isFalsyParam('42')).toBe(false);
});

test('the address follows the store for the pair only; a falsy store value removes the param', () => {
  expect(syncedSearch('?psychologist_id=4&utm_source=x', { psychologist_id: '4', utm_source: 'x' })).toBeNull();
  expect(syncedSearch('?psychologist_id=4&utm_source=x', { utm_source: 'y' })).toBe('?utm_source=x');
  expect(syncedSearch('', { psychologist_id: '9', service: 'couple' })).toBe('?psychologist_id=9&service=couple');
  expect(syncedSearch('?service=a', { service: '' })).toBe('');
});
