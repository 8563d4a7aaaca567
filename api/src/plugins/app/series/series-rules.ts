// What the series area decides without the database: its views and inputs, the service it offers, and the
// wall-clock arithmetic of "the same time N weeks later" in the therapist's zone.
import type { FromSchema } from 'json-schema-to-ts';
import type { MarketLocale } from '@rozmova/contracts/markets';
import type { SeriesPayment, seriesPreviewResponseSchema, seriesSchema } from '@rozmova/contracts/schemas/series';
import { ApiError } from '../../../errors';
import type { Actor } from '../bookings/bookings-contract';
import {
  dayNumberToDate,
  formatClock,
  localDayAt,
  localMinuteOfDay,
  wallTimeToInstant,
} from '../scheduling/scheduling-contract';
import type { SeriesPerson } from './series-repository';

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
export const MAX_ALTERNATIVES = 5;

export type SeriesPreviewView = FromSchema<typeof seriesPreviewResponseSchema>;
export type SeriesView = FromSchema<typeof seriesSchema>;

export interface PreviewInput {
  workerId: string;
  serviceId: string;
  startsAt: string;
  everyWeeks: 1 | 2;
  count: number;
  clientTimeZone?: string;
}

export interface CreateInput {
  workerId: string;
  serviceId: string;
  everyWeeks: 1 | 2;
  occurrences: string[];
  payment: SeriesPayment;
  partnerEmail?: string;
}

/** The order opened for an occurrence (payments' OrderRow, as initiate_purchase answers it). */
export type OpenedOrder = Awaited<ReturnType<import('fastify').FastifyInstance['payments']['open']>>;

export interface SeriesService {
  preview(viewer: Actor | null, input: PreviewInput): Promise<SeriesPreviewView>;
  create(
    client: Actor,
    locale: MarketLocale,
    input: CreateInput,
  ): Promise<{ series: SeriesView; purchase: OpenedOrder | null }>;
  list(actor: Actor, onlyActive: boolean): Promise<SeriesView[]>;
  get(actor: Actor, seriesId: string): Promise<SeriesView>;
  cancel(
    actor: Actor,
    input: {
      bookingId: string;
      scope: 'this' | 'this_and_following';
      refundTo: 'payment' | 'token';
      reason: string | null;
    },
  ): Promise<{ series: SeriesView; cancelled: Array<{ booking_id: string; status: string; late: boolean }> }>;
  move(
    actor: Actor,
    input: { bookingId: string; startsAt: string; scope: 'this' | 'this_and_following' },
  ): Promise<SeriesView>;
  end(actor: Actor, input: { seriesId: string; reason: string | null }): Promise<SeriesView>;
  payOccurrence(client: Actor, locale: MarketLocale, bookingId: string): Promise<OpenedOrder>;
  /** Reminders with the pay link (72 h before) and releases of unpaid occurrences (48 h before); the job's work. */
  runPaymentDeadlines(): Promise<{ reminded: number; released: number }>;
}

export type Person = SeriesPerson;

export const iso = (ms: number | Date) => new Date(ms).toISOString();

export function roleOf(actor: Actor): 'client' | 'therapist' {
  if (actor.role === 'user') return 'client';
  if (actor.role === 'therapist') return 'therapist';
  throw new ApiError(403, 'forbidden', 'Series are for clients and therapists.');
}

/** "YYYY-MM-DDTHH:MM" on a zone's clock. */
export function localText(zone: string, ms: number): string {
  return `${dayNumberToDate(localDayAt(zone, ms))}T${formatClock(localMinuteOfDay(zone, ms))}`;
}

/** The same wall-clock time in `zone`, `weeks` weeks after `first`. */
export function sameTimeWeeksLater(zone: string, first: number, weeks: number): number {
  return wallTimeToInstant(zone, localDayAt(zone, first) + 7 * weeks, localMinuteOfDay(zone, first));
}

/** PostgreSQL gave up one of two transactions waiting for each other (deadlock or serialization failure). */
export function isDeadlock(err: unknown): boolean {
  if (err instanceof ApiError) return err.error === 'concurrent_update';
  const code = (err as { code?: unknown } | null)?.code;
  return code === '40P01' || code === '40001';
}

/**
 * Two series racing for the same occurrences insert several rows each, and the exclusion constraint may make
 * them wait for each other; PostgreSQL then aborts one. Run again, that one finds the winner's occurrences and
 * answers which weeks are taken, as a lost single booking does.
 */
export async function retryOnDeadlock<T>(work: () => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (err) {
      if (attempt >= attempts || !isDeadlock(err)) throw err;
    }
  }
}
