// Fixtures for the series suites: a therapist's week laid out in their own zone, the series calls with a market,
// and the feed parser the calendar-feed suite uses.
import type { FastifyInstance } from 'fastify';
import type { MarketLocale } from '@rozmova/contracts/markets';
import { localDayAt, wallTimeToInstant } from '../../src/plugins/app/scheduling/zoned-time';
import { ORIGIN } from '../helpers';

/** The instant of `hh:mm` on the therapist's clock, `daysAhead` local days after the day `now` falls on. */
export function localAt(zone: string, now: number, daysAhead: number, hh: number, mm = 0): number {
  return wallTimeToInstant(zone, localDayAt(zone, now) + daysAhead, hh * 60 + mm);
}

export const iso = (ms: number) => new Date(ms).toISOString();

/** Calls with a session cookie and `config_id` (what the web apps' api client adds). */
export function as(app: FastifyInstance, cookie: string | null, locale: MarketLocale = 'ua') {
  const base = app.config.basePath;
  const url = (path: string) => `${base}${path}${path.includes('?') ? '&' : '?'}config_id=${locale}`;
  const headers = cookie ? { cookie } : {};
  return {
    get: (path: string) => app.inject({ method: 'GET', url: url(path), headers }),
    post: (path: string, payload: unknown) =>
      app.inject({
        method: 'POST',
        url: url(path),
        payload: payload as object,
        headers: { ...headers, origin: ORIGIN },
      }),
  };
}

export function previewQuery(p: {
  workerId: string;
  serviceId: string;
  startsAt: number;
  everyWeeks: 1 | 2;
  count: number;
  clientTimeZone?: string;
}): string {
  const params = new URLSearchParams({
    worker_id: p.workerId,
    service_id: p.serviceId,
    starts_at: iso(p.startsAt),
    every_weeks: String(p.everyWeeks),
    count: String(p.count),
    ...(p.clientTimeZone ? { client_time_zone: p.clientTimeZone } : {}),
  });
  return `/v4/series/preview?${params.toString()}`;
}

export type IcsEvent = Record<string, string>;

export function parseIcs(ics: string): IcsEvent[] {
  const lines = ics.replace(/\r\n[ \t]/g, '').split('\r\n');
  const events: IcsEvent[] = [];
  let current: IcsEvent | null = null;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') current = {};
    else if (line === 'END:VEVENT') {
      events.push(current!);
      current = null;
    } else if (current) {
      const colon = line.indexOf(':');
      const head = line.slice(0, colon);
      current[head.split(';')[0]!] = line.slice(colon + 1);
    }
  }
  return events;
}

export async function activeAt(app: FastifyInstance, workerId: string, startsAt: number): Promise<number> {
  const { rows } = await app.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM bookings WHERE worker_id = $1 AND starts_at = $2
        AND (status = 'confirmed' OR (status = 'held' AND hold_expires_at > now()))`,
    [workerId, new Date(startsAt)],
  );
  return rows[0]!.n;
}

export async function outboxPurposes(app: FastifyInstance, userId: string): Promise<string[]> {
  const { rows } = await app.db.query<{ purpose: string }>(
    'SELECT purpose FROM mail_outbox WHERE user_id = $1 ORDER BY created_at',
    [userId],
  );
  return rows.map((r) => r.purpose);
}
