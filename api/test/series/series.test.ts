// Recurring series as a client and a therapist meet them (issue 24): every occurrence checked before anything is
// booked, conflicting weeks named with the free times of that week, one transaction for all, racers on one
// occurrence (exactly one wins), "this and all following", ending a series, special hours that collide with a
// booked occurrence, and the calendar feed after a move and a cancellation.
import type { FastifyInstance } from 'fastify';
import { SERVICE_IDS } from '@rozmova/contracts/constants';
import { buildTestApp } from '../helpers';
import {
  createClient,
  createTherapist,
  insertBookingRow,
  hours,
  type TestTherapist,
} from '../scheduling/scheduling-helpers';
import { expectLedgerBalanced, payThroughSandbox } from '../payments/payments-helpers';
import { activeAt, as, iso, localAt, outboxPurposes, parseIcs, previewQuery } from './series-helpers';

const ZONE = 'Europe/Kiev';
const WEEK = 7 * 86_400_000;
const HOUR = 3_600_000;

describe('recurring series', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  }, 120_000);
  afterEach(async () => {
    await expectLedgerBalanced(app);
  });
  afterAll(async () => {
    await app.close();
  });

  const newTherapist = () => createTherapist(app, { market: 'ua', timeZone: ZONE, weekly: hours('09:00', '18:00') });

  async function clientWithTokens(quantity: 5 | 10) {
    const client = await createClient(app, 'ua');
    const res = await as(app, client.cookie).post('/v4/token_management/initiate_purchase_of_bundle', {
      service_id: SERVICE_IDS.personal,
      quantity,
    });
    expect(res.statusCode).toBe(200);
    await payThroughSandbox(app, res.json().checkout_url, 'pay');
    return client;
  }

  async function tokenSeries(therapist: TestTherapist, cookie: string, starts: number[]) {
    const res = await as(app, cookie).post('/v4/series/create', {
      worker_id: therapist.id,
      service_id: SERVICE_IDS.personal,
      every_weeks: 1,
      occurrences: starts.map((s) => ({ starts_at: iso(s) })),
      payment: 'token',
    });
    expect(res.json()).toMatchObject({ series: expect.any(Object) });
    return res.json().series as {
      id: string;
      occurrences: Array<{ booking_id: string; starts_at: string; status: string; index: number }>;
    };
  }

  it('names every conflicting week with that week’s free times; the client drops one, moves one, and all are booked at once', async () => {
    const therapist = await newTherapist();
    const other = await createClient(app);
    const first = localAt(ZONE, Date.now(), 3, 10);
    const week = (i: number) => localAt(ZONE, Date.now(), 3 + 7 * i, 10);
    // Week 1: a day off; week 2: someone else's session at that time.
    const dayOff = new Date(week(1) + 3 * HOUR).toISOString().slice(0, 10);
    const special = await as(app, therapist.cookie).post('/v4/time_management/set_special_work_time', {
      days: [{ date: dayOff, intervals: [] }],
    });
    expect(special.statusCode).toBe(200);
    expect(special.json().collisions).toEqual([]);
    await insertBookingRow(app, { workerId: therapist.id, clientId: other.id, startsAt: new Date(week(2)) });

    const client = await clientWithTokens(5);
    const preview = await as(app, client.cookie).get(
      previewQuery({
        workerId: therapist.id,
        serviceId: SERVICE_IDS.personal,
        startsAt: first,
        everyWeeks: 1,
        count: 4,
      }),
    );
    expect(preview.statusCode).toBe(200);
    const body = preview.json();
    expect(body.time_zone).toBe(ZONE);
    expect(body.occurrences.map((o: { status: string; conflict: string | null }) => [o.status, o.conflict])).toEqual([
      ['free', null],
      ['conflict', 'special_hours'],
      ['conflict', 'booked'],
      ['free', null],
    ]);
    for (const o of body.occurrences) expect(o.therapist_local).toMatch(/T10:00$/);
    // The free times offered for week 2 are that week's, nearest first: the same morning, around the session
    // that took the time (it ends at 10:50, so the grid starts again there).
    const alternatives = body.occurrences[2].alternatives as Array<{ starts_at: string }>;
    expect(alternatives.length).toBe(5);
    expect(Math.abs(Date.parse(alternatives[0]!.starts_at) - week(2))).toBeLessThanOrEqual(HOUR);
    const gaps = alternatives.map((a) => Math.abs(Date.parse(a.starts_at) - week(2)));
    expect(gaps).toEqual([...gaps].sort((a, b) => a - b));
    for (const a of alternatives) expect(Math.abs(Date.parse(a.starts_at) - week(2))).toBeLessThan(WEEK);
    expect(body.occurrences[1].alternatives.length).toBeGreaterThan(0);
    for (const a of body.occurrences[1].alternatives) expect(a.starts_at.slice(0, 10)).not.toBe(dayOff);

    // Keeping the booked week as it was is refused as a whole, naming that occurrence; nothing is written.
    const refused = await as(app, client.cookie).post('/v4/series/create', {
      worker_id: therapist.id,
      service_id: SERVICE_IDS.personal,
      every_weeks: 1,
      occurrences: [week(0), week(2), week(3)].map((s) => ({ starts_at: iso(s) })),
      payment: 'token',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      error: 'series_occurrence_conflict',
      details: [{ field: 'occurrences/1/starts_at', rule: 'booked', starts_at: iso(week(2)) }],
    });
    expect(await activeAt(app, therapist.id, week(0))).toBe(0);

    const moved = Date.parse(alternatives[0]!.starts_at);
    const series = await tokenSeries(therapist, client.cookie, [week(0), moved, week(3)]);
    expect(series.occurrences.map((o) => [o.index, o.starts_at, o.status])).toEqual([
      [0, iso(week(0)), 'confirmed'],
      [2, iso(moved), 'confirmed'],
      [3, iso(week(3)), 'confirmed'],
    ]);
    const balance = await as(app, client.cookie).get('/v4/token_management/get_token_balance');
    expect(balance.json().total).toBe(2);
    expect(await outboxPurposes(app, client.id)).toContain('series_booked');
    expect(await outboxPurposes(app, therapist.id)).toContain('series_booked');
    // Each occurrence is an ordinary booking the therapist sees in the agenda, marked with its series.
    const agenda = await as(app, therapist.cookie).get('/v4/worker/get_bookings?status=upcoming');
    const mine = agenda.json().bookings.filter((b: { series_id: string | null }) => b.series_id === series.id);
    expect(mine).toHaveLength(3);
  });

  it('racers on one occurrence: exactly one series wins, the others book nothing', async () => {
    const therapist = await newTherapist();
    const racers = await Promise.all(Array.from({ length: 6 }, () => createClient(app)));
    const contested = localAt(ZONE, Date.now(), 16, 12);
    const results = await Promise.all(
      racers.map((racer, i) =>
        as(app, racer.cookie).post('/v4/series/create', {
          worker_id: therapist.id,
          service_id: SERVICE_IDS.personal,
          every_weeks: 1,
          // Each racer's series has a week of its own and shares the contested one.
          occurrences: [{ starts_at: iso(localAt(ZONE, Date.now(), 2, 9 + i)) }, { starts_at: iso(contested) }],
          payment: 'pay_per_occurrence',
        }),
      ),
    );
    const won = results.filter((r) => r.statusCode === 200);
    expect(won).toHaveLength(1);
    for (const r of results.filter((x) => x.statusCode !== 200)) {
      expect(r.statusCode).toBe(409);
      expect(r.json().error).toBe('series_occurrence_conflict');
    }
    expect(await activeAt(app, therapist.id, contested)).toBe(1);
    // The losers' own weeks are free again: nothing of a refused series was kept.
    const { rows } = await app.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM bookings WHERE worker_id = $1 AND status IN ('held', 'confirmed')`,
      [therapist.id],
    );
    expect(rows[0]!.n).toBe(2);
  });

  it('this and all following: the client cancels from one week on (each judged alone), the therapist moves the rest later', async () => {
    const therapist = await newTherapist();
    const client = await clientWithTokens(5);
    const starts = [0, 1, 2, 3].map((i) => localAt(ZONE, Date.now(), 2 + 7 * i, 11));
    const series = await tokenSeries(therapist, client.cookie, starts);

    // The therapist moves week 1 and every later one to 15:00 the next day.
    const target = localAt(ZONE, Date.now(), 2 + 7 + 1, 15);
    const moved = await as(app, therapist.cookie).post('/v4/series/move', {
      booking_id: series.occurrences[1]!.booking_id,
      starts_at: iso(target),
      scope: 'this_and_following',
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().occurrences.map((o: { starts_at: string }) => o.starts_at)).toEqual([
      iso(starts[0]!),
      iso(target),
      iso(localAt(ZONE, Date.now(), 2 + 14 + 1, 15)),
      iso(localAt(ZONE, Date.now(), 2 + 21 + 1, 15)),
    ]);

    const cancelled = await as(app, client.cookie).post('/v4/series/cancel', {
      booking_id: series.occurrences[2]!.booking_id,
      scope: 'this_and_following',
      refund_to: 'token',
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().cancelled).toEqual([
      { booking_id: series.occurrences[2]!.booking_id, status: 'cancelled', late: false },
      { booking_id: series.occurrences[3]!.booking_id, status: 'cancelled', late: false },
    ]);
    const statuses = cancelled.json().series.occurrences.map((o: { status: string }) => o.status);
    expect(statuses).toEqual(['confirmed', 'confirmed', 'cancelled', 'cancelled']);
    // Two tokens came back: 5 bought, 4 spent, 2 returned.
    const balance = await as(app, client.cookie).get('/v4/token_management/get_token_balance');
    expect(balance.json().total).toBe(3);

    // The single-booking calls still work on an occurrence.
    const single = await as(app, client.cookie).post('/v4/cancel_booking', {
      booking_id: series.occurrences[1]!.booking_id,
    });
    expect(single.statusCode).toBe(200);

    // Someone else cannot see or touch it: 404 as if it did not exist.
    const stranger = await createClient(app);
    const probe = await as(app, stranger.cookie).get(`/v4/series/get?series_id=${series.id}`);
    expect(probe.statusCode).toBe(404);
  });

  it('a move of the following weeks onto a taken time moves nothing and names the week', async () => {
    const therapist = await newTherapist();
    const client = await clientWithTokens(5);
    const other = await createClient(app);
    const starts = [0, 1, 2].map((i) => localAt(ZONE, Date.now(), 3 + 7 * i, 11));
    const series = await tokenSeries(therapist, client.cookie, starts);
    const blocked = localAt(ZONE, Date.now(), 3 + 14, 14);
    await insertBookingRow(app, { workerId: therapist.id, clientId: other.id, startsAt: new Date(blocked) });
    const res = await as(app, client.cookie).post('/v4/series/move', {
      booking_id: series.occurrences[0]!.booking_id,
      starts_at: iso(localAt(ZONE, Date.now(), 3, 14)),
      scope: 'this_and_following',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      error: 'series_move_conflict',
      details: [{ booking_id: series.occurrences[2]!.booking_id, rule: 'booked', starts_at: iso(blocked) }],
    });
    const after = await as(app, client.cookie).get(`/v4/series/get?series_id=${series.id}`);
    expect(after.json().occurrences.map((o: { starts_at: string }) => o.starts_at)).toEqual(starts.map(iso));
  });

  it('special hours that collide with a booked occurrence are saved with a warning naming it; the session stays', async () => {
    const therapist = await newTherapist();
    const client = await clientWithTokens(5);
    const starts = [0, 1].map((i) => localAt(ZONE, Date.now(), 4 + 7 * i, 10));
    const series = await tokenSeries(therapist, client.cookie, starts);
    const date = new Date(starts[1]! + 3 * HOUR).toISOString().slice(0, 10);
    const res = await as(app, therapist.cookie).post('/v4/time_management/set_special_work_time', {
      days: [{ date, intervals: [{ start: '14:00', end: '18:00' }] }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().days).toContainEqual({ date, intervals: [{ start: '14:00', end: '18:00' }] });
    expect(res.json().collisions).toEqual([
      {
        booking_id: series.occurrences[1]!.booking_id,
        series_id: series.id,
        date,
        starts_at: iso(starts[1]!),
        ends_at: iso(starts[1]! + 50 * 60_000),
        status: 'confirmed',
      },
    ]);
    expect(await activeAt(app, therapist.id, starts[1]!)).toBe(1);
    // Hours that still cover it warn of nothing.
    const fine = await as(app, therapist.cookie).post('/v4/time_management/set_special_work_time', {
      days: [{ date, intervals: [{ start: '08:00', end: '12:00' }] }],
    });
    expect(fine.json().collisions).toEqual([]);
  });

  it('the therapist ends a series: every future occurrence is cancelled, refunded, and the series is ended', async () => {
    const therapist = await newTherapist();
    const client = await clientWithTokens(5);
    const starts = [0, 1, 2].map((i) => localAt(ZONE, Date.now(), 5 + 7 * i, 16));
    const series = await tokenSeries(therapist, client.cookie, starts);
    const res = await as(app, therapist.cookie).post('/v4/series/end', { series_id: series.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ended', ended_by: 'therapist' });
    expect(res.json().occurrences.map((o: { status: string }) => o.status)).toEqual([
      'cancelled',
      'cancelled',
      'cancelled',
    ]);
    const again = await as(app, therapist.cookie).post('/v4/series/end', { series_id: series.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('series_ended');
    // The client cannot end it (a client cancels this and all following instead).
    const byClient = await as(app, client.cookie).post('/v4/series/end', { series_id: series.id });
    expect(byClient.statusCode).toBe(403);
    const listed = await as(app, therapist.cookie).get('/v4/series/list?status=all');
    expect(listed.json().series.map((s: { id: string }) => s.id)).toContain(series.id);
  });

  it('the feed lists every occurrence and follows a move (higher SEQUENCE) and a cancellation (CANCELLED)', async () => {
    const therapist = await newTherapist();
    const client = await clientWithTokens(5);
    const starts = [0, 1, 2].map((i) => localAt(ZONE, Date.now(), 6 + 7 * i, 13));
    const series = await tokenSeries(therapist, client.cookie, starts);
    const renew = await as(app, client.cookie).post('/v4/calendar_feed/renew', {});
    const url = new URL(renew.json().url);
    const read = async () => {
      const res = await app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
      expect(res.statusCode).toBe(200);
      return new Map(parseIcs(res.body).map((e) => [e.UID!, e]));
    };
    const uid = (i: number) => `${series.occurrences[i]!.booking_id}@rozmova`;
    const before = await read();
    for (let i = 0; i < 3; i += 1) expect(before.get(uid(i))).toMatchObject({ SEQUENCE: '0', STATUS: 'CONFIRMED' });

    const newStart = localAt(ZONE, Date.now(), 6 + 7 + 1, 15);
    const moved = await as(app, client.cookie).post('/v4/series/move', {
      booking_id: series.occurrences[1]!.booking_id,
      starts_at: iso(newStart),
      scope: 'this',
    });
    expect(moved.statusCode).toBe(200);
    const cancelled = await as(app, client.cookie).post('/v4/series/cancel', {
      booking_id: series.occurrences[2]!.booking_id,
      scope: 'this',
    });
    expect(cancelled.statusCode).toBe(200);

    const after = await read();
    expect(after.get(uid(0))).toMatchObject({ SEQUENCE: '0', STATUS: 'CONFIRMED' });
    expect(after.get(uid(1))).toMatchObject({ SEQUENCE: '1', STATUS: 'CONFIRMED' });
    expect(after.get(uid(1))!.DTSTART).toMatch(/T150000$/);
    expect(after.get(uid(2))).toMatchObject({ SEQUENCE: '1', STATUS: 'CANCELLED' });
  });
});
