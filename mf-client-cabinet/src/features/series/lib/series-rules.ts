// What the series page offers for an occurrence, from its own times and state (the api decides again on
// every call): paying a held one, cancelling one still to come, and which of them "this and all following" takes.
import { cancellationTerms, type CancellationTerms } from '@rozmova/contracts/booking-terms';
import type { Series, SeriesOccurrence } from '../api/series-api';

const ACTIVE = new Set(['held', 'confirmed']);

/** Held for the client, not paid, and still before its pay-by deadline. */
export function canPayNow(occurrence: SeriesOccurrence, now: number): boolean {
  return (
    occurrence.status === 'held' &&
    !occurrence.paid &&
    occurrence.pay_by !== null &&
    Date.parse(occurrence.pay_by) > now
  );
}

/** Booked (paid or held) and not started yet. */
export function isUpcoming(occurrence: SeriesOccurrence, now: number): boolean {
  return ACTIVE.has(occurrence.status) && Date.parse(occurrence.starts_at) > now;
}

/** The occurrences "this and all following" cancels: this one and every later one still booked. */
export function thisAndFollowing(series: Series, occurrence: SeriesOccurrence, now: number): SeriesOccurrence[] {
  const from = Date.parse(occurrence.starts_at);
  return series.occurrences.filter((o) => isUpcoming(o, now) && Date.parse(o.starts_at) >= from);
}

/**
 * The 24 h rule per occurrence (contracts' booking-terms): each is free until 24 h before it. A held one was never
 * paid, so cancelling it costs nothing at any time.
 */
export function occurrenceTerms(occurrence: SeriesOccurrence, now: number): CancellationTerms | { kind: 'unpaid' } {
  if (!occurrence.paid) return { kind: 'unpaid' };
  return cancellationTerms(occurrence.starts_at, now);
}
