import {
  SYNCED_QUERY_PARAMS,
  initialRouteQuery,
  isFalsyParam,
  storeMarketingParams,
  syncedSearch,
} from '../query-rules';

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

test('the address follows what the store changed, for the pair only; a falsy store value removes the param', () => {
  // Nothing changed in the store: the address stays, whatever it holds.
  expect(
    syncedSearch('?psychologist_id=4&utm_source=x', { psychologist_id: '4' }, { psychologist_id: '4' }),
  ).toBeNull();
  // Other params are not the sync's business.
  expect(syncedSearch('?psychologist_id=4&utm_source=x', { utm_source: 'x' }, { utm_source: 'y' })).toBeNull();
  // Removed from the store (patchRouteQuery(..., null)) or set to a falsy text: the param leaves.
  expect(syncedSearch('?psychologist_id=4&utm_source=x', { psychologist_id: '4' }, {})).toBe('?utm_source=x');
  expect(syncedSearch('?service=a', { service: 'a' }, { service: '' })).toBe('');
  expect(syncedSearch('?service=couple', { service: 'couple' }, { service: '0' })).toBe('');
  // New truthy values are written.
  expect(syncedSearch('', {}, { psychologist_id: '9', service: 'couple' })).toBe('?psychologist_id=9&service=couple');
  expect(syncedSearch('?service=personal', { service: 'personal' }, { service: 'couple' })).toBe('?service=couple');
});

test('a store that does not hold a synced param yet never removes it from the address', () => {
  // The first render of a direct therapist link: the store is empty, the address has the id.
  expect(syncedSearch('?psychologist_id=12', {}, {})).toBeNull();
  expect(syncedSearch('?psychologist_id=12&service=couple', {}, { utm_source: 'x' })).toBeNull();
});

test('the store starts from the address bar, without falsy synced params', () => {
  expect(initialRouteQuery('?psychologist_id=12&service=couple&utm_source=x')).toEqual({
    psychologist_id: '12',
    service: 'couple',
    utm_source: 'x',
  });
  expect(initialRouteQuery('?psychologist_id=0&service=&lng=pl')).toEqual({ lng: 'pl' });
  expect(initialRouteQuery('')).toEqual({});
});
