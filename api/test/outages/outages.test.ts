// Care through outages (issue 27, api/docs/outages.md), against the local alert-feed and schedule stand-ins and an
// injectable clock: an alert in either party's oblast from 15 minutes before a session to its end waives the 24 h
// rule once; "I lost power or connection" moves are counted against the monthly limit; a session outside any alert
// keeps the normal rules; with nothing configured nothing is contacted and the endpoints say the feature is off.
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, createUser, loginCookie, ORIGIN, readMails, type ReadMail } from '../helpers';
import {
  api,
  createClient,
  createTherapist,
  insertBookingRow,
  type TestTherapist,
} from '../scheduling/scheduling-helpers';
import { ALERTS_PATH, createAlertsStandIn, type AlertsStandIn } from '../../stand-ins/alerts/server';
import { createOutageScheduleStandIn } from '../../stand-ins/outage-schedule/server';
import { fetchActiveAlerts, parseAlerts } from '../../src/plugins/app/outages/alerts-feed';
import { kyivMonth } from '../../src/plugins/app/outages';
import { localDayAt, wallTimeToInstant } from '../../src/plugins/app/scheduling/zoned-time';

jest.setTimeout(240_000);

const KYIV = 'Europe/Kyiv';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const TOKEN = 'stand-in-token-0123';

// A recorded answer in alerts.in.ua's documented format: an oblast-wide alert, a raion and a hromada in other
// oblasts, a city, and one that has finished.
const RECORDED = {
  alerts: [
    {
      id: 8757,
      location_title: 'Луганська область',
      location_type: 'oblast',
      started_at: '2022-04-04T16:45:39.000Z',
      finished_at: null,
      updated_at: '2023-10-29T18:22:37.357Z',
      alert_type: 'air_raid',
      location_uid: '16',
      location_oblast: 'Луганська область',
      location_oblast_uid: 16,
      location_raion: null,
      notes: null,
      calculated: null,
    },
    {
      id: 28288,
      location_title: 'Бердянський район',
      location_type: 'raion',
      started_at: '2023-10-29T14:20:00.000Z',
      finished_at: null,
      updated_at: '2023-10-29T14:20:00.000Z',
      alert_type: 'air_raid',
      location_uid: '57',
      location_oblast: 'Запорізька область',
      location_oblast_uid: 12,
      location_raion: 'Бердянський район',
      notes: null,
      calculated: false,
    },
    {
      id: 28290,
      location_title: 'Нікопольська територіальна громада',
      location_type: 'hromada',
      started_at: '2023-10-29T15:00:00.000Z',
      finished_at: null,
      updated_at: '2023-10-29T15:00:00.000Z',
      alert_type: 'artillery_shelling',
      location_uid: '351',
      location_oblast: 'Дніпропетровська область',
      location_oblast_uid: 9,
      location_raion: 'Нікопольський район',
      notes: null,
      calculated: false,
    },
    {
      id: 28291,
      location_title: 'м. Київ',
      location_type: 'city',
      started_at: '2023-10-29T15:10:00.000Z',
      finished_at: null,
      updated_at: '2023-10-29T15:10:00.000Z',
      alert_type: 'air_raid',
      location_uid: '31',
      location_oblast: 'м. Київ',
      location_oblast_uid: 31,
      location_raion: null,
      notes: null,
      calculated: false,
    },
    {
      id: 28200,
      location_title: 'Львівська область',
      location_type: 'oblast',
      started_at: '2023-10-29T10:00:00.000Z',
      finished_at: '2023-10-29T10:40:00.000Z',
      updated_at: '2023-10-29T10:40:00.000Z',
      alert_type: 'air_raid',
      location_uid: '27',
      location_oblast: 'Львівська область',
      location_oblast_uid: 27,
      location_raion: null,
      notes: null,
      calculated: false,
    },
  ],
  meta: { last_updated_at: '2023/10/29 18:22:37 +0000', type: 'full' },
  disclaimer: 'If you use this API, you must put a link to alerts.in.ua',
};

const listen = async (server: import('node:http').Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

describe('the alert feed adapter (documented format)', () => {
  it('reads active alerts per oblast from oblast, raion, hromada and city records, skipping finished ones', () => {
    const alerts = parseAlerts(RECORDED, Date.now())!;
    expect(alerts.map((a) => a.oblastId).sort()).toEqual(['dnipropetrovska', 'kyiv', 'luhanska', 'zaporizka']);
    expect(parseAlerts({ nothing: true }, Date.now())).toBeNull();
  });

  it('sends the token, answers 304 to If-Modified-Since, and reports 429 with its Retry-After', async () => {
    const now = Date.now();
    const standIn = createAlertsStandIn({ token: TOKEN, now: () => now });
    const base = await listen(standIn.server);
    try {
      standIn.setAlerts(['kharkivska']);
      const first = await fetchActiveAlerts(`${base}${ALERTS_PATH}`, TOKEN, null, { now });
      expect(first).toMatchObject({ kind: 'changed', alerts: [{ oblastId: 'kharkivska' }] });
      const lastModified = (first as { lastModified: string }).lastModified;
      expect(lastModified).toEqual(expect.any(String));
      expect(await fetchActiveAlerts(`${base}${ALERTS_PATH}`, TOKEN, lastModified, { now })).toEqual({
        kind: 'not_modified',
      });
      expect(await fetchActiveAlerts(`${base}${ALERTS_PATH}`, 'wrong-token', null, { now })).toMatchObject({
        kind: 'failed',
      });
      await fetch(`${base}/test/rate_limited`, { method: 'POST' });
      expect(await fetchActiveAlerts(`${base}${ALERTS_PATH}`, TOKEN, null, { now })).toEqual({
        kind: 'rate_limited',
        retryAfterMs: 60_000,
      });
    } finally {
      standIn.server.close();
    }
  });
});

describe('care through outages', () => {
  let app: FastifyInstance;
  let standIn: AlertsStandIn;
  let schedule: ReturnType<typeof createOutageScheduleStandIn>;
  let now = Date.now();
  let standInBase = '';
  beforeAll(async () => {
    standIn = createAlertsStandIn({ token: TOKEN, now: () => now });
    schedule = createOutageScheduleStandIn();
    const alertsBase = await listen(standIn.server);
    standInBase = alertsBase;
    const scheduleBase = await listen(schedule.server);
    app = await buildTestApp({
      clock: { now: () => now },
      config: {
        alertsApiUrl: `${alertsBase}${ALERTS_PATH}`,
        alertsApiToken: TOKEN,
        outageScheduleUrl: `${scheduleBase}/schedule`,
        outageMovesPerMonth: 2,
      },
    });
  });
  afterAll(async () => {
    await app.close();
    standIn.server.close();
    schedule.server.close();
  });

  const put = (path: string, payload: unknown, cookie: string) =>
    app.inject({
      method: 'PUT',
      url: `${app.config.basePath}${path}`,
      payload: payload as object,
      headers: { origin: ORIGIN, cookie },
    });
  const seen = new Set<string>();
  const newMails = async (): Promise<ReadMail[]> => {
    const fresh = (await readMails(app)).filter((m) => !seen.has(m.file));
    for (const m of fresh) seen.add(m.file);
    return fresh;
  };
  /** A fresh feed read: the poller asks at most once a minute, so the clock moves past that. */
  const poll = async () => {
    now += 61_000;
    return app.outages.pollAlerts();
  };
  /** 10:00 in Kyiv `days` days after the clock's today. */
  const kyivAt = (days: number, minute = 10 * 60) =>
    new Date(wallTimeToInstant(KYIV, localDayAt(KYIV, now) + days, minute));

  async function pair(clientOblast: string | null, therapistOblast: string | null) {
    const therapist = await createTherapist(app, { market: 'ua', timeZone: KYIV });
    const client = await createClient(app, 'ua');
    if (clientOblast)
      expect(
        (await put('/v4/outages/profile', { oblast_id: clientOblast, outage_group: null }, client.cookie)).statusCode,
      ).toBe(200);
    if (therapistOblast)
      expect(
        (await put('/v4/outages/profile', { oblast_id: therapistOblast, outage_group: null }, therapist.cookie))
          .statusCode,
      ).toBe(200);
    return { therapist, client };
  }
  const careState = async (bookingId: string, cookie: string) =>
    (await api(app).get(`/v4/outages/care_state?config_id=ua&booking_id=${bookingId}`, cookie)).json();

  it('keeps the oblast and group in the ua market only, and checks them', async () => {
    const me = await createClient(app, 'ua');
    expect((await api(app).get('/v4/outages/profile', me.cookie)).json()).toEqual({
      oblast_id: null,
      outage_group: null,
      alerts_enabled: true,
      planned_outages_enabled: true,
    });
    const set = await put('/v4/outages/profile', { oblast_id: 'odeska', outage_group: '3.2' }, me.cookie);
    expect(set.json()).toMatchObject({ oblast_id: 'odeska', outage_group: '3.2' });
    const bad = await put('/v4/outages/profile', { oblast_id: 'atlantis', outage_group: null }, me.cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('validation_failed');
    const polish = await createClient(app, 'pl');
    const refused = await api(app).get('/v4/outages/profile', polish.cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('outages_not_in_market');
  });

  it('an alert 10 minutes before a session waives the fee once; the therapist learns the oblast, the client never the therapist’s', async () => {
    now = Math.max(now, Date.now());
    standIn.setAlerts([]);
    await poll();
    const { therapist, client } = await pair('kyivska', 'lvivska');
    const startsAt = new Date(now + 2 * MINUTE + 10 * MINUTE);
    const booking = await insertBookingRow(app, { workerId: therapist.id, clientId: client.id, startsAt });
    // No alert yet: normal rules.
    expect(await careState(booking, client.cookie)).toMatchObject({
      fee_waived: false,
      my_alert: null,
      other_alert: null,
    });
    standIn.setAlerts(['kyivska', 'lvivska']);
    expect(await poll()).toBe('changed');
    const mine = await careState(booking, client.cookie);
    expect(mine).toMatchObject({
      viewer: 'client',
      in_alert_window: true,
      my_alert: { oblast_id: 'kyivska' },
      other_alert: { oblast_id: null },
      fee_waived: true,
      waiver_used: false,
    });
    const theirs = await careState(booking, therapist.cookie);
    expect(theirs).toMatchObject({
      viewer: 'therapist',
      my_alert: { oblast_id: 'lvivska' },
      other_alert: { oblast_id: 'kyivska' },
      fee_waived: true,
    });
    // A stranger sees nothing.
    const stranger = await createClient(app, 'ua');
    expect((await api(app).get(`/v4/outages/care_state?booking_id=${booking}`, stranger.cookie)).statusCode).toBe(404);

    await newMails();
    const to = kyivAt(3);
    const moved = await api(app).post(
      '/v4/outages/move_for_alert',
      { booking_id: booking, starts_at: to.toISOString() },
      client.cookie,
    );
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ outcome: 'moved', starts_at: to.toISOString(), token_credited: false });
    // The therapist is told by mail.
    expect((await newMails()).some((m) => m.to === therapist.email)).toBe(true);
    // Once: the waiver is used.
    const again = await api(app).post(
      '/v4/outages/move_for_alert',
      { booking_id: booking, starts_at: kyivAt(4).toISOString() },
      client.cookie,
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('alert_waiver_used');
  });

  it('an alert during a session waives the fee even after the alert ends', async () => {
    now = Math.max(now, Date.now());
    standIn.setAlerts([]);
    await poll();
    const { therapist, client } = await pair(null, 'kharkivska');
    const booking = await insertBookingRow(app, {
      workerId: therapist.id,
      clientId: client.id,
      startsAt: new Date(now - 20 * MINUTE),
    });
    standIn.setAlerts(['kharkivska']);
    await poll();
    standIn.setAlerts([]);
    await poll();
    const state = await careState(booking, client.cookie);
    expect(state).toMatchObject({ my_alert: null, other_alert: null, fee_waived: true });
    const moved = await api(app).post(
      '/v4/outages/move_for_alert',
      { booking_id: booking, starts_at: kyivAt(5).toISOString() },
      client.cookie,
    );
    expect(moved.statusCode).toBe(200);
  });

  it('after a 429 the poller waits as long as Retry-After says, asking nothing meanwhile', async () => {
    now += 61_000;
    await fetch(`${standInBase}/test/rate_limited`, { method: 'POST' });
    expect(await app.outages.pollAlerts()).toBe('rate_limited');
    const asked = standIn.requests();
    now += 30_000;
    expect(await app.outages.pollAlerts()).toBe('waiting');
    expect(standIn.requests()).toBe(asked);
    now += 31_000;
    expect(['changed', 'not_modified']).toContain(await app.outages.pollAlerts());
    expect(standIn.requests()).toBe(asked + 1);
  });

  it('a session outside any alert window keeps the normal rules', async () => {
    now = Math.max(now, Date.now());
    const { therapist, client } = await pair('poltavska', null);
    standIn.setAlerts(['poltavska']);
    await poll();
    const booking = await insertBookingRow(app, {
      workerId: therapist.id,
      clientId: client.id,
      startsAt: new Date(now + 3 * HOUR),
    });
    expect(await careState(booking, client.cookie)).toMatchObject({ in_alert_window: false, fee_waived: false });
    const move = await api(app).post(
      '/v4/outages/move_for_alert',
      { booking_id: booking, starts_at: kyivAt(3, 14 * 60).toISOString() },
      client.cookie,
    );
    expect(move.statusCode).toBe(409);
    expect(move.json().error).toBe('no_alert_for_session');
    const ordinary = await api(app).post(
      '/v4/reschedule_booking',
      { booking_id: booking, starts_at: kyivAt(3, 14 * 60).toISOString() },
      client.cookie,
    );
    expect(ordinary.statusCode).toBe(409);
    expect(ordinary.json().error).toBe('reschedule_too_late');
  });

  it('"I lost power" moves or cancels free, counted per month in Kyiv time; the limit answers 409', async () => {
    now = Math.max(now, Date.now());
    const { therapist, client } = await pair(null, null);
    const soon = (h: number) =>
      insertBookingRow(app, { workerId: therapist.id, clientId: client.id, startsAt: new Date(now + h * HOUR) });
    const first = await soon(1);
    const second = await soon(3);
    const third = await soon(5);
    const far = await soon(24 * 9);
    const notYet = await api(app).post('/v4/outages/lost_power', { booking_id: far }, client.cookie);
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json().error).toBe('outage_report_not_open');

    await newMails();
    const moved = await api(app).post(
      '/v4/outages/lost_power',
      { booking_id: first, starts_at: kyivAt(6, 9 * 60).toISOString() },
      client.cookie,
    );
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ outcome: 'moved', outage_moves_left: 1 });
    expect((await newMails()).some((m) => m.to === therapist.email)).toBe(true);
    const cancelled = await api(app).post('/v4/outages/lost_power', { booking_id: second }, client.cookie);
    expect(cancelled.json()).toMatchObject({ outcome: 'cancelled', outage_moves_left: 0 });
    const status = await app.db.query<{ status: string; cancelled_late: boolean }>(
      'SELECT status, cancelled_late FROM bookings WHERE id = $1',
      [second],
    );
    expect(status.rows[0]).toEqual({ status: 'cancelled', cancelled_late: false });
    expect((await newMails()).some((m) => m.to === therapist.email)).toBe(true);
    const refused = await api(app).post('/v4/outages/lost_power', { booking_id: third }, client.cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('outage_move_limit_reached');
    // The therapist's own moves are counted apart.
    expect((await careState(third, therapist.cookie)).outage_moves_left).toBe(2);
    expect((await careState(third, client.cookie)).outage_moves_left).toBe(0);
    // A new calendar month in Kyiv gives the moves back.
    const month = kyivMonth(now);
    await app.db.query(`UPDATE outage_moves SET month = '2000-01' WHERE user_id = $1 AND month = $2`, [
      client.id,
      month,
    ]);
    expect((await careState(third, client.cookie)).outage_moves_left).toBe(2);
  });

  it('reports sent at once never pass the monthly limit', async () => {
    now = Math.max(now, Date.now());
    const { therapist, client } = await pair(null, null);
    const bookings = await Promise.all(
      [1, 3, 5].map((h) =>
        insertBookingRow(app, { workerId: therapist.id, clientId: client.id, startsAt: new Date(now + h * HOUR) }),
      ),
    );
    const answers = await Promise.all(
      bookings.map((id) => api(app).post('/v4/outages/lost_power', { booking_id: id }, client.cookie)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 409]);
    const { rows } = await app.db.query<{ n: string | number }>(
      `SELECT count(*) AS n FROM bookings WHERE id = ANY($1::uuid[]) AND status = 'cancelled'`,
      [bookings],
    );
    expect(Number(rows[0]!.n)).toBe(2);
  });

  it('the reminder’s signed link reports without signing in', async () => {
    now = Math.max(now, Date.now());
    const { therapist, client } = await pair(null, null);
    const booking = await insertBookingRow(app, {
      workerId: therapist.id,
      clientId: client.id,
      startsAt: new Date(now + 2 * HOUR),
    });
    const url = await app.db.tx(async (q) => {
      const row = (
        await q.query<{ id: string; ends_at: Date }>('SELECT id, ends_at FROM bookings WHERE id = $1', [booking])
      ).rows[0]!;
      return app.outages.reportUrl(q, row, therapist.id, 'ua');
    });
    const token = new URL(url).searchParams.get('token')!;
    const view = await api(app).get(`/v4/outages/lost_power_link?config_id=ua&token=${token}`);
    expect(view.json()).toMatchObject({ booking_id: booking, reporter: 'therapist', outage_report_open: true });
    expect((await api(app).get('/v4/outages/lost_power_link?token=' + 'x'.repeat(43))).json().error).toBe(
      'invalid_outage_link',
    );
    await newMails();
    const moved = await api(app).post('/v4/outages/lost_power', { token, starts_at: kyivAt(7).toISOString() });
    expect(moved.json()).toMatchObject({ outcome: 'moved' });
    expect((await newMails()).some((m) => m.to === client.email)).toBe(true);
  });

  it('the reminder carries each side’s own signed lost-power link', async () => {
    now = Math.max(now, Date.now());
    const { therapist, client } = await pair(null, null);
    const booking = await insertBookingRow(app, {
      workerId: therapist.id,
      clientId: client.id,
      startsAt: new Date(now + 50 * MINUTE),
    });
    await app.reminders.scan(new Date(now));
    const { rows: mails } = await app.db.query<{ to_email: string; body: string }>(
      `SELECT to_email, body FROM mail_outbox WHERE booking_id = $1 AND purpose = 'reminder'`,
      [booking],
    );
    expect(mails.map((m) => m.to_email).sort()).toEqual([client.email, therapist.email].sort());
    const links = mails.map((m) => /outage-report\?token=([A-Za-z0-9_-]{43})/.exec(m.body)?.[1]);
    expect(links.every(Boolean)).toBe(true);
    const views = await Promise.all(
      links.map(async (token) => (await api(app).get(`/v4/outages/lost_power_link?token=${token}`)).json()),
    );
    expect(views.map((v) => v.reporter).sort()).toEqual(['client', 'therapist']);
    expect(views.every((v) => v.booking_id === booking)).toBe(true);
  });

  it('the admin sees moves per month and market', async () => {
    const admin = await createUser(app, { role: 'admin', locale: 'ua' });
    const cookie = await loginCookie(app, admin.email, admin.password, 'ua');
    const res = await api(app).get(`/v4/admin/outages/stats?config_id=ua&from=1999-01&to=2999-12`, cookie);
    expect(res.statusCode).toBe(200);
    const ua = res.json().rows.filter((r: { market: string }) => r.market === 'ua');
    const total = (key: string) => ua.reduce((n: number, r: Record<string, number>) => n + r[key]!, 0);
    expect(total('alert_moves')).toBe(2);
    expect(total('outage_moves')).toBe(2);
    expect(total('outage_cancellations')).toBe(3);
    const client = await createClient(app, 'ua');
    expect((await api(app).get('/v4/admin/outages/stats', client.cookie)).statusCode).toBe(403);
  });

  it('free slots in a planned cut of the therapist’s group, or of the asking client’s, are marked', async () => {
    now = Math.max(now, Date.now());
    const therapist: TestTherapist = await createTherapist(app, { market: 'ua', timeZone: KYIV });
    await put('/v4/outages/profile', { oblast_id: null, outage_group: '1.1' }, therapist.cookie);
    const day = localDayAt(KYIV, now) + 2;
    const date = new Date(day * 86_400_000).toISOString().slice(0, 10);
    schedule.setSchedule({
      '1.1': { today: { date: `${date}T00:00:00+02:00`, slots: [{ start: 600, end: 720, type: 'Definite' }] } },
      '2.1': { today: { date: `${date}T00:00:00+02:00`, slots: [{ start: 480, end: 540, type: 'Definite' }] } },
    });
    const from = new Date(wallTimeToInstant(KYIV, day, 8 * 60)).toISOString();
    const to = new Date(wallTimeToInstant(KYIV, day, 14 * 60)).toISOString();
    const res = await api(app).get(
      `/v4/get_free_slots?worker_id=${therapist.id}&service_id=2f6b1c9e4a7d4b0f9c3e8a51d7e2b6c4&from=${from}&to=${to}`,
    );
    expect(res.statusCode).toBe(200);
    const slots = res.json().slots as { starts_at: string; planned_outage?: boolean }[];
    const at = (minute: number) =>
      slots.find((s) => s.starts_at === new Date(wallTimeToInstant(KYIV, day, minute)).toISOString());
    expect(at(10 * 60)?.planned_outage).toBe(true);
    expect(at(8 * 60)?.planned_outage).toBeUndefined();

    // A signed-in ua client in group 2.1 also sees the 08:00 time marked (their own cut); the therapist's stays.
    const client = await createClient(app, 'ua');
    expect((await put('/v4/outages/profile', { oblast_id: null, outage_group: '2.1' }, client.cookie)).statusCode).toBe(
      200,
    );
    const query = `worker_id=${therapist.id}&service_id=2f6b1c9e4a7d4b0f9c3e8a51d7e2b6c4&from=${from}&to=${to}`;
    const mine = await api(app).get(`/v4/get_free_slots?config_id=ua&${query}`, client.cookie);
    expect(mine.statusCode).toBe(200);
    const marked = (minute: number) =>
      (mine.json().slots as { starts_at: string; planned_outage?: boolean }[]).find(
        (s) => s.starts_at === new Date(wallTimeToInstant(KYIV, day, minute)).toISOString(),
      )?.planned_outage;
    expect(marked(8 * 60)).toBe(true);
    expect(marked(10 * 60)).toBe(true);
    expect(marked(12 * 60)).toBeUndefined();
    // Another client without a group sees only the therapist's cut.
    const other = await createClient(app, 'ua');
    const theirs = (await api(app).get(`/v4/get_free_slots?config_id=ua&${query}`, other.cookie)).json().slots as {
      starts_at: string;
      planned_outage?: boolean;
    }[];
    expect(theirs.filter((s) => s.planned_outage).map((s) => s.starts_at)).toEqual(
      slots.filter((s) => s.planned_outage).map((s) => s.starts_at),
    );
  });
});

describe('with no feed configured', () => {
  it('contacts nothing and answers outages_off', async () => {
    const standIn = createAlertsStandIn({ token: TOKEN });
    await listen(standIn.server);
    const app = await buildTestApp();
    try {
      expect(await app.outages.pollAlerts()).toBe('off');
      const client = await createClient(app, 'ua');
      const profile = await api(app).get('/v4/outages/profile', client.cookie);
      expect(profile.statusCode).toBe(404);
      expect(profile.json().error).toBe('outages_off');
      const therapist = await createTherapist(app, { market: 'ua', timeZone: KYIV });
      const booking = await insertBookingRow(app, {
        workerId: therapist.id,
        clientId: client.id,
        startsAt: new Date(Date.now() + 5 * MINUTE),
      });
      const move = await api(app).post(
        '/v4/outages/move_for_alert',
        { booking_id: booking, starts_at: new Date(Date.now() + 72 * HOUR).toISOString() },
        client.cookie,
      );
      expect(move.statusCode).toBe(404);
      expect(move.json().error).toBe('outages_off');
      expect((await api(app).get(`/v4/outages/care_state?booking_id=${booking}`, client.cookie)).json()).toMatchObject({
        alerts_enabled: false,
        fee_waived: false,
      });
      expect(standIn.requests()).toBe(0);
    } finally {
      await app.close();
      standIn.server.close();
    }
  });
});
