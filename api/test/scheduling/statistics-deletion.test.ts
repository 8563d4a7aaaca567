import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../helpers';
import { api, createClient, createTherapist, hourAhead, insertBookingRow } from './scheduling-helpers';

describe('therapist statistics', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('counts held, cancelled and late-cancelled sessions, distinct clients, hours and revenue per month in the therapist zone', async () => {
    const therapist = await createTherapist(app, { market: 'ua', timeZone: 'Europe/Kiev' });
    const [a, b] = [await createClient(app), await createClient(app)];
    // 31 Jan 2026 23:30 in Kyiv is still January there (21:30 UTC), though 1 Feb in Auckland.
    await insertBookingRow(app, {
      workerId: therapist.id,
      clientId: a.id,
      startsAt: new Date('2026-01-31T21:30:00Z'),
      minutes: 50,
      priceMinor: 100000,
    });
    await insertBookingRow(app, {
      workerId: therapist.id,
      clientId: a.id,
      startsAt: new Date('2026-01-10T08:00:00Z'),
      minutes: 80,
      priceMinor: 150000,
    });
    await insertBookingRow(app, {
      workerId: therapist.id,
      clientId: b.id,
      startsAt: new Date('2026-02-02T08:00:00Z'),
      minutes: 50,
      priceMinor: 100000,
    });
    const late = await insertBookingRow(app, {
      workerId: therapist.id,
      clientId: b.id,
      startsAt: new Date('2026-02-05T08:00:00Z'),
      priceMinor: 100000,
    });
    const free = await insertBookingRow(app, {
      workerId: therapist.id,
      clientId: b.id,
      startsAt: new Date('2026-02-06T08:00:00Z'),
      priceMinor: 100000,
    });
    await app.db.query(
      `UPDATE bookings SET status = 'cancelled', cancelled_at = starts_at - interval '1 hour', cancelled_by = 'client', cancelled_late = (id = $1) WHERE id IN ($1, $2)`,
      [late, free],
    );
    const res = await api(app).get('/v4/get_worker_statistic?from_month=2026-01&to_month=2026-03', therapist.cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ time_zone: 'Europe/Kiev', currency: 'UAH' });
    expect(body.months).toEqual([
      {
        month: '2026-01',
        sessions_held: 2,
        sessions_upcoming: 0,
        cancelled: 0,
        late_cancelled: 0,
        distinct_clients: 1,
        hours: 2.17,
        revenue: 2500,
      },
      {
        month: '2026-02',
        sessions_held: 1,
        sessions_upcoming: 0,
        cancelled: 2,
        late_cancelled: 1,
        distinct_clients: 1,
        hours: 0.83,
        revenue: 2000,
      },
      {
        month: '2026-03',
        sessions_held: 0,
        sessions_upcoming: 0,
        cancelled: 0,
        late_cancelled: 0,
        distinct_clients: 0,
        hours: 0,
        revenue: 0,
      },
    ]);
    expect(body.totals).toEqual({
      sessions_held: 3,
      sessions_upcoming: 0,
      cancelled: 2,
      late_cancelled: 1,
      distinct_clients: 2,
      hours: 3,
      revenue: 4500,
    });
    const bad = await api(app).get('/v4/get_worker_statistic?from_month=2026-05&to_month=2026-01', therapist.cookie);
    expect(bad.statusCode).toBe(400);
  });
});

describe('account deletion', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it("cancels the client's future sessions, frees the therapist's time and forgets the client's notes", async () => {
    const therapist = await createTherapist(app);
    const client = await createClient(app);
    const future = await insertBookingRow(app, {
      workerId: therapist.id,
      clientId: client.id,
      startsAt: hourAhead(40),
    });
    const past = await insertBookingRow(app, {
      workerId: therapist.id,
      clientId: client.id,
      startsAt: new Date(Date.now() - 48 * 3600_000),
    });
    await app.db.query(`UPDATE bookings SET client_note = 'about my family' WHERE client_id = $1`, [client.id]);
    await app.db.tx((q) => app.accountDeletionHooks.runAll(q, client.id));
    const { rows } = await app.db.query<{
      id: string;
      status: string;
      cancelled_by: string | null;
      cancelled_late: boolean | null;
      client_note: string | null;
    }>(
      'SELECT id, status, cancelled_by, cancelled_late, client_note FROM bookings WHERE client_id = $1 ORDER BY starts_at',
      [client.id],
    );
    expect(rows).toEqual([
      { id: past, status: 'confirmed', cancelled_by: null, cancelled_late: null, client_note: null },
      { id: future, status: 'cancelled', cancelled_by: 'client', cancelled_late: false, client_note: null },
    ]);
    const slots = (
      await api(app).get(
        `/v4/get_free_slots?worker_id=${therapist.id}&service_id=default&from=${hourAhead(39).toISOString()}&to=${hourAhead(42).toISOString()}`,
      )
    ).json().slots;
    expect(slots.map((s: { starts_at: string }) => s.starts_at)).toContain(hourAhead(40).toISOString());
  });

  it('a therapist leaving cancels their future sessions for the clients and leaves the public list', async () => {
    const therapist = await createTherapist(app, { market: 'ro' });
    const client = await createClient(app, 'ro');
    const future = await insertBookingRow(app, {
      workerId: therapist.id,
      clientId: client.id,
      startsAt: hourAhead(30),
    });
    expect(
      (await api(app).get('/get_therapists_data?config_id=ro')).json().therapists.map((t: { id: string }) => t.id),
    ).toContain(therapist.id);
    await app.db.tx((q) => app.accountDeletionHooks.runAll(q, therapist.id));
    const { rows } = await app.db.query<{ status: string; cancelled_by: string }>(
      'SELECT status, cancelled_by FROM bookings WHERE id = $1',
      [future],
    );
    expect(rows[0]).toEqual({ status: 'cancelled', cancelled_by: 'therapist' });
    expect(
      (await api(app).get('/get_therapists_data?config_id=ro')).json().therapists.map((t: { id: string }) => t.id),
    ).not.toContain(therapist.id);
  });
});
