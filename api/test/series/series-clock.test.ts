// Series where time matters, on a clock the test moves: the wall-clock time kept in the therapist's zone across
// the DST change of each market zone (and what the client's own clock shows), and pay per occurrence: the pay
// link 72 h before, the release 48 h before with both sides told, paying a held occurrence from the cabinet.
import type { FastifyInstance } from 'fastify';
import { SERVICE_IDS } from '@rozmova/contracts/constants';
import type { MarketLocale } from '@rozmova/contracts/markets';
import { buildTestApp } from '../helpers';
import { createClient, createTherapist, hours } from '../scheduling/scheduling-helpers';
import { expectLedgerBalanced, payThroughSandbox } from '../payments/payments-helpers';
import { activeAt, as, iso, localAt, outboxPurposes, previewQuery } from './series-helpers';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('series across DST changes, on a fixed clock', () => {
  let app: FastifyInstance;
  let now = Date.UTC(2027, 2, 15, 12);
  beforeAll(async () => {
    app = await buildTestApp({ clock: { now: () => now } });
  }, 120_000);
  afterAll(async () => {
    await app.close();
  });

  const cases: Array<{ zone: string; market: MarketLocale; usualUtc: string }> = [
    { zone: 'Europe/Kiev', market: 'ua', usualUtc: '16:00' },
    { zone: 'Europe/Warsaw', market: 'pl', usualUtc: '17:00' },
    { zone: 'Europe/Bucharest', market: 'ro', usualUtc: '16:00' },
    { zone: 'Europe/London', market: 'en', usualUtc: '18:00' },
  ];

  it.each(cases)(
    '$zone: 18:00 every week on the therapist’s clock across 28 March 2027; a UTC client is told of the hour',
    async ({ zone, market, usualUtc }) => {
      now = Date.UTC(2027, 2, 15, 12);
      const therapist = await createTherapist(app, { market, timeZone: zone });
      const client = await createClient(app, market);
      const first = localAt(zone, now, 7, 18); // Monday 22 March 2027
      const res = await as(app, client.cookie, market).get(
        previewQuery({
          workerId: therapist.id,
          serviceId: SERVICE_IDS.personal,
          startsAt: first,
          everyWeeks: 1,
          count: 3,
          clientTimeZone: 'UTC',
        }),
      );
      expect(res.statusCode).toBe(200);
      const occurrences = res.json().occurrences as Array<{
        starts_at: string;
        therapist_local: string;
        client_local: string;
        status: string;
        client_shift: null | { shift_minutes: number; usual_client_time: string; client_time: string };
      }>;
      expect(occurrences.map((o) => o.therapist_local)).toEqual([
        '2027-03-22T18:00',
        '2027-03-29T18:00',
        '2027-04-05T18:00',
      ]);
      expect(occurrences.map((o) => o.status)).toEqual(['free', 'free', 'free']);
      // One hour less of real time across the change, the same time on the therapist's clock.
      expect(Date.parse(occurrences[1]!.starts_at) - Date.parse(occurrences[0]!.starts_at)).toBe(7 * DAY - HOUR);
      expect(Date.parse(occurrences[2]!.starts_at) - Date.parse(occurrences[1]!.starts_at)).toBe(7 * DAY);
      expect(occurrences[0]!.client_shift).toBeNull();
      const earlier = `${String(Number(usualUtc.slice(0, 2)) - 1).padStart(2, '0')}:00`;
      for (const o of occurrences.slice(1)) {
        expect(o.client_shift).toEqual({
          client_time_zone: 'UTC',
          usual_client_time: usualUtc,
          client_time: earlier,
          shift_minutes: -60,
        });
      }
      // Created as previewed: the bookings start at those instants.
      const created = await as(app, client.cookie, market).post('/v4/series/create', {
        worker_id: therapist.id,
        service_id: SERVICE_IDS.personal,
        every_weeks: 1,
        occurrences: occurrences.map((o) => ({ starts_at: o.starts_at })),
        payment: 'pay_per_occurrence',
      });
      expect(created.statusCode).toBe(200);
      expect(created.json().series.occurrences.map((o: { starts_at: string }) => o.starts_at)).toEqual(
        occurrences.map((o) => o.starts_at),
      );
    },
  );

  it('Europe/Kiev every 2 weeks across 31 October 2027: a UTC client is told of +60 min, a Warsaw client of nothing', async () => {
    now = Date.UTC(2027, 9, 20, 12);
    const therapist = await createTherapist(app, { market: 'ua', timeZone: 'Europe/Kiev' });
    const first = localAt('Europe/Kiev', now, 4, 9); // Sunday 24 October 2027, 09:00
    const preview = async (clientTimeZone: string) =>
      (
        await as(app, null).get(
          previewQuery({
            workerId: therapist.id,
            serviceId: SERVICE_IDS.personal,
            startsAt: first,
            everyWeeks: 2,
            count: 2,
            clientTimeZone,
          }),
        )
      ).json().occurrences as Array<{ therapist_local: string; client_shift: null | { shift_minutes: number } }>;
    const utc = await preview('UTC');
    expect(utc.map((o) => o.therapist_local)).toEqual(['2027-10-24T09:00', '2027-11-07T09:00']);
    expect(utc[1]!.client_shift).toMatchObject({ shift_minutes: 60 });
    // Warsaw changes on the same night as Kyiv: the client's time stays the same, nothing to say.
    const warsaw = await preview('Europe/Warsaw');
    expect(warsaw.map((o) => o.client_shift)).toEqual([null, null]);
  });
});

describe('pay per occurrence, on a clock the test moves', () => {
  let app: FastifyInstance;
  let now = Date.now();
  beforeAll(async () => {
    app = await buildTestApp({ clock: { now: () => now } });
  }, 120_000);
  afterEach(async () => {
    await expectLedgerBalanced(app);
  });
  afterAll(async () => {
    await app.close();
  });

  it('the first is paid now; the pay link goes 72 h before; unpaid at 48 h it is released and both sides are told', async () => {
    const zone = 'Europe/Warsaw';
    const therapist = await createTherapist(app, { market: 'pl', timeZone: zone, weekly: hours('09:00', '18:00') });
    const client = await createClient(app, 'pl');
    const starts = [0, 1, 2].map((i) => localAt(zone, now, 3 + 7 * i, 10));
    const created = await as(app, client.cookie, 'pl').post('/v4/series/create', {
      worker_id: therapist.id,
      service_id: SERVICE_IDS.personal,
      every_weeks: 1,
      occurrences: starts.map((s) => ({ starts_at: iso(s) })),
      payment: 'pay_per_occurrence',
    });
    expect(created.statusCode).toBe(200);
    const { series, purchase } = created.json();
    expect(purchase).toMatchObject({ status: 'pending', checkout_url: expect.any(String) });
    expect(series.occurrences.map((o: { status: string; pay_by: string | null }) => [o.status, o.pay_by])).toEqual([
      ['held', iso(starts[0]! - 48 * HOUR)],
      ['held', iso(starts[1]! - 48 * HOUR)],
      ['held', iso(starts[2]! - 48 * HOUR)],
    ]);
    await payThroughSandbox(app, purchase.checkout_url, 'pay');
    const ids = series.occurrences.map((o: { booking_id: string }) => o.booking_id) as string[];
    const statusOf = async () =>
      (
        (await as(app, client.cookie, 'pl').get(`/v4/series/get?series_id=${series.id}`)).json().occurrences as Array<{
          status: string;
          paid: boolean;
        }>
      ).map((o) => [o.status, o.paid]);
    expect(await statusOf()).toEqual([
      ['confirmed', true],
      ['held', false],
      ['held', false],
    ]);

    // 73 h before the second: nothing due yet. 71 h before: its pay link, once, in the client's language.
    now = starts[1]! - 73 * HOUR;
    expect(await app.series.runPaymentDeadlines()).toEqual({ reminded: 0, released: 0 });
    now = starts[1]! - 71 * HOUR;
    expect(await app.series.runPaymentDeadlines()).toEqual({ reminded: 1, released: 0 });
    expect(await app.series.runPaymentDeadlines()).toEqual({ reminded: 0, released: 0 });
    const { rows: reminder } = await app.db.query<{ subject: string; body: string }>(
      `SELECT subject, body FROM mail_outbox WHERE purpose = 'series_pay_reminder' AND booking_id = $1`,
      [ids[1]],
    );
    expect(reminder).toHaveLength(1);
    expect(reminder[0]!.subject).toBe('Opłać kolejną sesję z serii');
    expect(reminder[0]!.body).toContain(`/pl/cabinet/series?pay=${ids[1]}`);

    // 47 h before: released, the time is free again, both sides told; the third stays held.
    now = starts[1]! - 47 * HOUR;
    expect(await app.series.runPaymentDeadlines()).toEqual({ reminded: 0, released: 1 });
    expect(await statusOf()).toEqual([
      ['confirmed', true],
      ['released', false],
      ['held', false],
    ]);
    expect(await activeAt(app, therapist.id, starts[1]!)).toBe(0);
    expect(await outboxPurposes(app, client.id)).toContain('series_released');
    expect(await outboxPurposes(app, therapist.id)).toContain('series_released');
    const late = await as(app, client.cookie, 'pl').post('/v4/series/pay_occurrence', { booking_id: ids[1] });
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe('occurrence_not_payable');

    // The third is paid from the cabinet; an order left unpaid first does not give its time away.
    const abandoned = await as(app, client.cookie, 'pl').post('/v4/series/pay_occurrence', { booking_id: ids[2] });
    expect(abandoned.statusCode).toBe(200);
    await payThroughSandbox(app, abandoned.json().checkout_url, 'cancel');
    expect(await activeAt(app, therapist.id, starts[2]!)).toBe(1);
    const pay = await as(app, client.cookie, 'pl').post('/v4/series/pay_occurrence', { booking_id: ids[2] });
    expect(pay.json()).toMatchObject({ status: 'pending' });
    expect(pay.json().booking_id).toBe(ids[2]);
    await payThroughSandbox(app, pay.json().checkout_url, 'pay');
    expect(await statusOf()).toEqual([
      ['confirmed', true],
      ['released', false],
      ['confirmed', true],
    ]);
    // Someone else's occurrence cannot be paid for (404, as if it did not exist).
    const stranger = await createClient(app, 'pl');
    const probe = await as(app, stranger.cookie, 'pl').post('/v4/series/pay_occurrence', { booking_id: ids[2] });
    expect(probe.statusCode).toBe(404);
  });
});
