// Test fixtures for the scheduling suites: therapists with profiles and hours, written straight to the
// database the way the seed does, and small request helpers.
import type { FastifyInstance } from 'fastify';
import { SERVICE_IDS } from '@rozmova/contracts/constants';
import type { MarketLocale } from '@rozmova/contracts/markets';
import { MARKETS } from '@rozmova/contracts/markets';
import { therapistsRepository } from '../../src/plugins/app/therapists/therapists-repository';
import { workTimeRepository } from '../../src/plugins/app/scheduling/work-time-repository';
import type { WeeklyInterval } from '../../src/plugins/app/scheduling/slots';
import { newRoomName } from '../../src/plugins/app/video-call/jitsi-token';
import { ORIGIN, createUser, loginCookie, type TestUser } from '../helpers';

export const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7];

export function hours(start: string, end: string, days: number[] = EVERY_DAY): WeeklyInterval[] {
  return days.map((weekday) => ({ weekday, start, end }));
}

export interface TestTherapist extends TestUser {
  cookie: string;
}

export async function createTherapist(
  app: FastifyInstance,
  opts: {
    market?: MarketLocale;
    timeZone?: string;
    weekly?: WeeklyInterval[];
    bufferMinutes?: number;
    languages?: string[];
    personalPriceMinor?: number | null;
    offersCouple?: boolean;
    name?: string;
  } = {},
): Promise<TestTherapist> {
  const market = opts.market ?? 'ua';
  const user = await createUser(app, { role: 'therapist', locale: market, ...(opts.name ? { name: opts.name } : {}) });
  await therapistsRepository.create(app.db, user.id, {
    market,
    displayName: user.name,
    bios: { [market]: 'Test bio' },
    languages: opts.languages ?? ['uk'],
    specialisations: ['anxiety'],
    timeZone: opts.timeZone ?? MARKETS[market].timezone,
    bufferMinutes: opts.bufferMinutes ?? 10,
    personalPriceMinor: opts.personalPriceMinor ?? null,
    offersCouple: opts.offersCouple ?? true,
  });
  await workTimeRepository.replaceWeekly(app.db, user.id, opts.weekly ?? hours('00:00', '24:00'));
  return { ...user, cookie: await loginCookie(app, user.email, user.password, market) };
}

export async function createClient(
  app: FastifyInstance,
  locale: MarketLocale = 'ua',
): Promise<TestUser & { cookie: string }> {
  const user = await createUser(app, { role: 'user', locale });
  return { ...user, cookie: await loginCookie(app, user.email, user.password, locale) };
}

export function api(app: FastifyInstance) {
  const base = app.config.basePath;
  return {
    get: (path: string, cookie?: string) =>
      app.inject({ method: 'GET', url: `${base}${path}`, headers: cookie ? { cookie } : {} }),
    post: (path: string, payload: unknown, cookie?: string) =>
      app.inject({
        method: 'POST',
        url: `${base}${path}`,
        payload: payload as object,
        headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
      }),
  };
}

/** The next instant on the hour at least `hoursAhead` from now. */
export function hourAhead(hoursAhead: number): Date {
  const t = Date.now() + hoursAhead * 3600_000;
  return new Date(Math.ceil(t / 3600_000) * 3600_000);
}

/** A confirmed booking written directly (e.g. one already running, which no api call may create). */
export async function insertBookingRow(
  app: FastifyInstance,
  row: {
    workerId: string;
    clientId: string;
    startsAt: Date;
    minutes?: number;
    kind?: 'personal' | 'couple';
    partnerEmail?: string | null;
    /** The partner's account, as if they had accepted the invitation. */
    partnerId?: string | null;
    status?: string;
    priceMinor?: number;
  },
): Promise<string> {
  const minutes = row.minutes ?? 50;
  const { rows } = await app.db.query<{ id: string }>(
    `INSERT INTO bookings (worker_id, client_id, service_id, service_kind, market, starts_at, ends_at, blocked_until, status,
       source, price_minor, currency, room, partner_email, partner_id)
     VALUES ($1, $2, $3, $4, 'ua', $5, $6, $6, $7, 'worker', $8, 'UAH', $10, $9, $11) RETURNING id`,
    [
      row.workerId,
      row.clientId,
      row.kind === 'couple' ? '8d3a5e0b7c1f4e2a9b6d0c4f1a8e3b75' : '2f6b1c9e4a7d4b0f9c3e8a51d7e2b6c4',
      row.kind ?? 'personal',
      row.startsAt,
      new Date(row.startsAt.getTime() + minutes * 60_000),
      row.status ?? 'confirmed',
      row.priceMinor ?? 139000,
      row.partnerEmail ?? null,
      newRoomName(),
      row.partnerId ?? null,
    ],
  );
  return rows[0]!.id;
}

let pastSessions = 0;
/**
 * Makes `clientId` a client of the therapist (client-relationship.ts) the way life does: a confirmed session with
 * them in the past. Each call takes a time slot of its own, years back, so they never overlap.
 */
export async function makeClientOf(app: FastifyInstance, workerId: string, clientId: string): Promise<string> {
  pastSessions += 1;
  const startsAt = new Date(Date.UTC(2020, 0, 6) + pastSessions * 2 * 3600_000);
  return insertBookingRow(app, { workerId, clientId, startsAt });
}

/** The therapist (signed in with `cookie`) books a confirmed personal session at `startsAt` for their client. */
export function therapistBooks(app: FastifyInstance, cookie: string, clientEmail: string, startsAt: string) {
  return api(app).post(
    '/v4/worker/create_booking',
    { client_email: clientEmail, service_id: SERVICE_IDS.personal, starts_at: startsAt },
    cookie,
  );
}

/** The therapist books a confirmed session at `startsAt` for a new client of theirs (`create_booking`). */
export async function bookForNewClient(app: FastifyInstance, therapist: TestTherapist, startsAt: string) {
  const client = await createUser(app, { role: 'user' });
  await makeClientOf(app, therapist.id, client.id);
  return therapistBooks(app, therapist.cookie, client.email, startsAt);
}

/**
 * What another replica answers once the database's notification had time to arrive: `read` again until `heard`
 * says the answer changed (a round trip or a few, never the memory's lifetime), else its last answer.
 */
export async function onceHeard<T>(read: () => Promise<T>, heard: (answer: T) => boolean): Promise<T> {
  for (let i = 0; i < 40; i += 1) {
    const answer = await read();
    if (heard(answer)) return answer;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return read();
}
