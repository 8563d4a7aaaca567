import type { FastifyInstance } from 'fastify';
import { SERVICE_IDS } from '@rozmova/contracts/constants';
import { ApiError } from '../../src/errors';
import { buildTestApp, createUser } from '../helpers';
import { api, createTherapist, hourAhead, makeClientOf, therapistBooks } from './scheduling-helpers';

describe('no double booking, enforced by the database', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('50 therapist bookings of one time for 50 clients: exactly one succeeds, 49 get a clear 409', async () => {
    const therapist = await createTherapist(app);
    const clients = await Promise.all(Array.from({ length: 50 }, () => createUser(app, { role: 'user' })));
    for (const client of clients) await makeClientOf(app, therapist.id, client.id);
    const startsAt = hourAhead(48).toISOString();
    const responses = await Promise.all(
      clients.map((client) => therapistBooks(app, therapist.cookie, client.email, startsAt)),
    );
    const ok = responses.filter((r) => r.statusCode === 200);
    const conflicts = responses.filter((r) => r.statusCode === 409);
    expect(ok).toHaveLength(1);
    expect(conflicts).toHaveLength(49);
    for (const res of conflicts) {
      expect(res.json()).toMatchObject({ error: 'slot_taken', message: expect.stringMatching(/no longer free/) });
    }
    const { rows } = await app.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM bookings WHERE worker_id = $1 AND status IN ('held', 'confirmed') AND starts_at = $2`,
      [therapist.id, startsAt],
    );
    expect(rows[0]!.n).toBe(1);
  });

  it('50 concurrent holds of one free slot (the purchase flow): one hold, 49 slot_taken', async () => {
    const therapist = await createTherapist(app);
    const clients = await Promise.all(Array.from({ length: 50 }, () => createUser(app, { role: 'user' })));
    const startsAt = hourAhead(30).toISOString();
    const results = await Promise.allSettled(
      clients.map((client) =>
        app.db.tx((q) =>
          app.bookings.createHold(q, {
            workerId: therapist.id,
            clientId: client.id,
            serviceId: SERVICE_IDS.personal,
            startsAt,
          }),
        ),
      ),
    );
    const held = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(held).toHaveLength(1);
    expect(refused).toHaveLength(49);
    for (const r of refused) {
      expect(r.reason).toBeInstanceOf(ApiError);
      expect(r.reason).toMatchObject({ statusCode: 409, error: 'slot_taken' });
    }
  });

  it('the constraint itself refuses an overlapping row written past the api, and an expired hold stops blocking', async () => {
    const therapist = await createTherapist(app, { bufferMinutes: 10 });
    const [a, b] = await Promise.all([createUser(app), createUser(app)]);
    const start = hourAhead(20);
    const insert = (clientId: string, startsAt: Date, status: string, holdExpiresAt: Date | null) =>
      app.db.query(
        `INSERT INTO bookings (worker_id, client_id, service_id, service_kind, market, starts_at, ends_at, blocked_until, status,
           hold_expires_at, source, price_minor, currency, room)
         VALUES ($1, $2, $3, 'personal', 'ua', $4, $4::timestamptz + interval '50 minutes', $4::timestamptz + interval '60 minutes', $5, $6,
           'purchase', 100, 'UAH', 'r-' || gen_random_uuid())`,
        [therapist.id, clientId, SERVICE_IDS.personal, startsAt, status, holdExpiresAt],
      );
    await insert(a!.id, start, 'held', new Date(Date.now() - 1000));
    // Inside the buffer of the first row: refused by the exclusion constraint (SQLSTATE 23P01).
    await expect(insert(b!.id, new Date(start.getTime() + 55 * 60_000), 'confirmed', null)).rejects.toMatchObject({
      code: '23P01',
    });
    // Through the service the stale hold is expired in the same transaction, so the slot can be taken.
    const booking = await app.db.tx((q) =>
      app.bookings.createConfirmedBooking(q, {
        workerId: therapist.id,
        clientId: b!.id,
        serviceId: SERVICE_IDS.personal,
        startsAt: start.toISOString(),
        source: 'token',
      }),
    );
    expect(booking.status).toBe('confirmed');
    const { rows } = await app.db.query<{ status: string }>('SELECT status FROM bookings WHERE client_id = $1', [
      a!.id,
    ]);
    expect(rows[0]!.status).toBe('expired');
  });

  it('moves and new bookings onto one time at once: one takes it, every other gets slot_taken', async () => {
    // A move writes a time into the exclusion constraint as an insert does; both go in turn on the therapist's
    // lock, so none of them waits in a circle with another (a deadlock would answer 409 concurrent_update).
    const therapist = await createTherapist(app);
    const clients = await Promise.all(Array.from({ length: 24 }, () => createUser(app, { role: 'user' })));
    for (const client of clients) await makeClientOf(app, therapist.id, client.id);
    const book = (email: string, startsAt: string) => therapistBooks(app, therapist.cookie, email, startsAt);
    const movers = clients.slice(0, 12);
    const booked = await Promise.all(
      movers.map((client, i) => book(client.email, hourAhead(60 + 2 * i).toISOString())),
    );
    for (const res of booked) expect(res.statusCode).toBe(200);
    const target = hourAhead(36).toISOString();
    const responses = await Promise.all([
      ...booked.map((res) =>
        api(app).post('/v4/reschedule_booking', { booking_id: res.json().id, starts_at: target }, therapist.cookie),
      ),
      ...clients.slice(12).map((client) => book(client.email, target)),
    ]);
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const refused = responses.filter((r) => r.statusCode !== 200);
    expect(refused.map((r) => [r.statusCode, r.json().error])).toEqual(refused.map(() => [409, 'slot_taken']));
    const { rows } = await app.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM bookings WHERE worker_id = $1 AND status IN ('held', 'confirmed') AND starts_at = $2`,
      [therapist.id, target],
    );
    expect(rows[0]!.n).toBe(1);
  });

  it('one client booked and moved onto one time by 24 therapists at once: one takes it, the rest get client_busy', async () => {
    // Each therapist holds only their own lock; the client's lock, taken after it, puts the writes of one client in
    // turn. Without it two of them could each find the other's uncommitted row in the client's constraint and wait
    // for each other (on the PostgreSQL server a deadlock: 409 concurrent_update after a second, and 503s behind it).
    const client = await createUser(app);
    for (let round = 0; round < 2; round += 1) {
      const therapists = [];
      for (let i = 0; i < 24; i += 1) therapists.push(await createTherapist(app));
      for (const t of therapists) await makeClientOf(app, t.id, client.id);
      const book = (cookie: string, startsAt: string) => therapistBooks(app, cookie, client.email, startsAt);
      const movers = therapists.slice(0, 12);
      const booked = [];
      for (const [i, t] of movers.entries())
        booked.push(await book(t.cookie, hourAhead(200 + 100 * round + 2 * i).toISOString()));
      for (const res of booked) expect(res.statusCode).toBe(200);
      const target = hourAhead(100 + 30 * round).toISOString();
      const responses = await Promise.all([
        ...booked.map((res, i) =>
          api(app).post('/v4/reschedule_booking', { booking_id: res.json().id, starts_at: target }, movers[i]!.cookie),
        ),
        ...therapists.slice(12).map((t) => book(t.cookie, target)),
      ]);
      expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
      const refused = responses.filter((r) => r.statusCode !== 200);
      expect(refused.map((r) => [r.statusCode, r.json().error])).toEqual(refused.map(() => [409, 'client_busy']));
      const { rows } = await app.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM bookings WHERE client_id = $1 AND status IN ('held', 'confirmed') AND starts_at = $2`,
        [client.id, target],
      );
      expect(rows[0]!.n).toBe(1);
    }
  });

  it('a client cannot be in two sessions at once, even with two therapists', async () => {
    const [t1, t2] = [await createTherapist(app), await createTherapist(app)];
    const client = await createUser(app);
    await makeClientOf(app, t1.id, client.id);
    await makeClientOf(app, t2.id, client.id);
    const startsAt = hourAhead(40).toISOString();
    const first = await therapistBooks(app, t1.cookie, client.email, startsAt);
    expect(first.statusCode).toBe(200);
    const second = await therapistBooks(app, t2.cookie, client.email, startsAt);
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toBe('client_busy');
  });
});
