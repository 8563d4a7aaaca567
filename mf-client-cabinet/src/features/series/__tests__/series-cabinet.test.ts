// The series page's rules, and its request slices with their sagas run whole against a fake api.
import { ApiError } from '@rozmova/web/api-client';
import type { Series, SeriesApi, SeriesCancelResult } from '../api/series-api';
import { canPayNow, occurrenceTerms, thisAndFollowing } from '../lib/series-rules';
import {
  cancelOccurrenceSlice,
  payOccurrenceSlice,
  seriesListSlice,
  seriesSagas,
  seriesSlices,
} from '../store/series-slices';
import { settle, sliceStore, unexpected } from '../../../test-support/slice-store';

const NOW = Date.parse('2027-05-03T12:00:00Z');
const hours = (h: number) => new Date(NOW + h * 3_600_000).toISOString();

function occurrence(index: number, startsIn: number, status: 'held' | 'confirmed' | 'cancelled', paid: boolean) {
  return {
    booking_id: `b-${index}`,
    index,
    starts_at: hours(startsIn),
    ends_at: hours(startsIn + 1),
    status,
    paid,
    pay_by: status === 'held' ? hours(startsIn - 48) : null,
    reschedule_count: 0,
    cancelled_by: null,
  };
}

const SERIES: Series = {
  id: 's-1',
  status: 'active',
  worker_id: 'w-1',
  worker_name: 'Anna Kowalska',
  client: null,
  service_id: 'personal',
  every_weeks: 1,
  payment: 'pay_per_occurrence',
  time_zone: 'Europe/Warsaw',
  created_at: hours(-100),
  ended_at: null,
  ended_by: null,
  occurrences: [
    occurrence(0, 10, 'confirmed', true),
    occurrence(1, 178, 'held', false),
    occurrence(2, 346, 'held', false),
    occurrence(3, -158, 'confirmed', true),
  ],
};

describe('series rules', () => {
  it('pays a held occurrence only before its pay-by deadline', () => {
    expect(canPayNow(SERIES.occurrences[1]!, NOW)).toBe(true);
    expect(canPayNow(SERIES.occurrences[1]!, Date.parse(SERIES.occurrences[1]!.pay_by!))).toBe(false);
    expect(canPayNow(SERIES.occurrences[0]!, NOW)).toBe(false);
  });

  it('judges each occurrence by the 24 h rule; an unpaid one costs nothing to cancel', () => {
    expect(occurrenceTerms(SERIES.occurrences[0]!, NOW).kind).toBe('late');
    expect(occurrenceTerms(SERIES.occurrences[1]!, NOW).kind).toBe('unpaid');
    expect(occurrenceTerms({ ...SERIES.occurrences[1]!, paid: true }, NOW).kind).toBe('free_until');
  });

  it('"this and all following" takes the later booked ones, never a past one', () => {
    expect(thisAndFollowing(SERIES, SERIES.occurrences[1]!, NOW).map((o) => o.booking_id)).toEqual(['b-1', 'b-2']);
  });
});

function setup(api: Partial<SeriesApi>) {
  const left: string[] = [];
  let lists = 0;
  const full: SeriesApi = {
    listSeries: async () => {
      lists += 1;
      return [SERIES];
    },
    cancelSeriesOccurrence: unexpected('cancelSeriesOccurrence'),
    payOccurrence: unexpected('payOccurrence'),
    ...api,
  };
  const store = sliceStore(
    [seriesListSlice, ...seriesSlices],
    seriesSagas(full, (url: string) => left.push(url)),
  );
  const read = <S>(slice: { select: (root: unknown) => S }) => slice.select(store.getState());
  return { store, left, read, lists: () => lists };
}

it('cancelling "this and following" shows the series the api answers with and how many went late', async () => {
  const after: SeriesCancelResult = {
    series: {
      ...SERIES,
      occurrences: SERIES.occurrences.map((o) => (o.index === 1 || o.index === 2 ? { ...o, status: 'released' } : o)),
    },
    cancelled: [
      { booking_id: 'b-1', status: 'released', late: false },
      { booking_id: 'b-2', status: 'released', late: false },
    ],
  };
  const asked: unknown[] = [];
  const { store, read } = setup({
    cancelSeriesOccurrence: async (...args) => {
      asked.push(args);
      return after;
    },
  });
  store.dispatch(seriesListSlice.request('pl'));
  await settle();
  store.dispatch(cancelOccurrenceSlice.request({ locale: 'pl', bookingId: 'b-1', scope: 'this_and_following' }));
  await settle();
  expect(asked).toEqual([['pl', 'b-1', 'this_and_following']]);
  expect(read(seriesListSlice).data![0]!.occurrences.map((o) => o.status)).toEqual([
    'confirmed',
    'released',
    'released',
    'confirmed',
  ]);
  // The page says "2 sessions cancelled", none late.
  expect(read(cancelOccurrenceSlice).data?.cancelled.map((c) => c.late)).toEqual([false, false]);
});

it('"pay now" leaves for the provider page; a refusal says why and reloads the series', async () => {
  const ok = setup({
    payOccurrence: async () => ({
      order_id: 'o',
      status: 'pending',
      checkout_url: 'https://pay.example/o',
      expires_at: hours(1),
      price_for_user: 199,
      amount_minor: 19900,
      currency: 'PLN',
    }),
  });
  ok.store.dispatch(payOccurrenceSlice.request({ locale: 'pl', bookingId: 'b-1' }));
  await settle();
  expect(ok.left).toEqual(['https://pay.example/o']);
  expect(ok.lists()).toBe(0);

  const refused = setup({
    payOccurrence: async () => {
      throw new ApiError(409, { error: 'occurrence_not_payable', message: 'paid' });
    },
  });
  refused.store.dispatch(payOccurrenceSlice.request({ locale: 'pl', bookingId: 'b-1' }));
  await settle();
  expect(refused.left).toEqual([]);
  expect(refused.read(payOccurrenceSlice)).toMatchObject({
    status: 'failed',
    error: { error: 'occurrence_not_payable' },
  });
  expect(refused.lists()).toBe(1);
  expect(refused.read(seriesListSlice)).toMatchObject({ status: 'ready', data: [SERIES] });
});

it('a zero-price occurrence is paid at once: no provider page, the series is read again', async () => {
  const { store, left, lists } = setup({
    payOccurrence: async () => ({
      order_id: 'o',
      status: 'paid',
      checkout_url: null,
      expires_at: hours(1),
      price_for_user: 0,
      amount_minor: 0,
      currency: 'PLN',
    }),
  });
  store.dispatch(payOccurrenceSlice.request({ locale: 'pl', bookingId: 'b-1' }));
  await settle();
  expect(left).toEqual([]);
  expect(lists()).toBe(1);
});
