// The client's active series, for the series page and for the "part of a series" marker on the sessions list
// (an appointment does not say which series it belongs to; the series list does). One request slice, read by
// both features; src/app/store.ts runs its saga.
import { useMemo } from 'react';
import { call } from '@rozmova/web/api-client';
import * as seriesEndpoints from '@rozmova/contracts/endpoints/series';
import type { MarketLocale } from '@rozmova/contracts/markets';
import type { Series } from '@rozmova/contracts/schemas/series';
import { createRequestSlice } from '@rozmova/web/store/request-slice';
import { useRequest } from '@rozmova/web/store/use-slice';
import { STORE_KEY } from './store-key';

export async function listSeries(locale: MarketLocale): Promise<Series[]> {
  const { series } = await call(seriesEndpoints.listSeries, { query: { status: 'active' } }, { configId: locale });
  return series;
}

/** The active series of the client, asked by market locale. */
export const seriesListSlice = createRequestSlice<MarketLocale, Series[]>(STORE_KEY, 'series-list');

/** Every booking id of the client's active series, with its series. */
export function seriesByBooking(series: readonly Series[]): Map<string, Series> {
  const ids = new Map<string, Series>();
  for (const s of series) for (const o of s.occurrences) ids.set(o.booking_id, s);
  return ids;
}

/** The series marker's lookup; empty until loaded, and empty when the list cannot be read (the marker is extra). */
export function useSeriesByBooking(locale: MarketLocale): Map<string, Series> {
  const { data } = useRequest(seriesListSlice, locale);
  return useMemo(() => seriesByBooking(data ?? []), [data]);
}
