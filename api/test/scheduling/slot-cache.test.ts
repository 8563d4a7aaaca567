// The in-process memory of therapists' calendars behind the free-slot query (scheduling/slot-cache.ts, SLOT_CACHE_MS,
// issue 29): remembered far longer than any test here waits, yet a taken time is never shown free, on the app that
// took it (at once) nor on another replica (once the database's notification of the change has arrived).
import type { FastifyInstance } from 'fastify';
import { SERVICE_IDS } from '@rozmova/contracts/constants';
import { buildTestApp, createUser } from '../helpers';
import { secondInstance } from '../second-instance';
import {
  api,
  bookForNewClient,
  createTherapist,
  hourAhead,
  insertBookingRow,
  onceHeard,
  type TestTherapist,
} from './scheduling-helpers';

const LONG_TTL_MS = 5_000;
jest.setTimeout(60_000);

async function freeStarts(app: FastifyInstance, therapist: TestTherapist): Promise<string[]> {
  const from = hourAhead(24);
  const to = new Date(from.getTime() + 7 * 86_400_000);
  const res = await api(app).get(
    `/v4/get_free_slots?worker_id=${therapist.id}&service_id=${SERVICE_IDS.personal}` +
      `&from=${from.toISOString()}&to=${to.toISOString()}`,
  );
  expect(res.statusCode).toBe(200);
  return (res.json().slots as Array<{ starts_at: string }>).map((s) => s.starts_at);
}

/** The other replica's free times once the notification had time to arrive (a database round trip, not the TTL). */
const freeStartsOnceHeard = (app: FastifyInstance, therapist: TestTherapist, taken: string) =>
  onceHeard(
    () => freeStarts(app, therapist),
    (starts) => !starts.includes(taken),
  );

describe('remembered calendars, one app', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ config: { slotCacheMs: LONG_TTL_MS } });
  }, 120_000);
  afterAll(async () => {
    await app?.close();
  });

  it('the booking just made is gone from the very next answer', async () => {
    const therapist = await createTherapist(app);
    const before = await freeStarts(app, therapist);
    const taken = before[5]!;
    expect((await bookForNewClient(app, therapist, taken)).statusCode).toBe(200);
    const after = await freeStarts(app, therapist);
    expect(after).not.toContain(taken);
    expect(after).toContain(before[4]);
  });

  it('a booking written behind the api back is gone once its notification arrives', async () => {
    const therapist = await createTherapist(app);
    const taken = (await freeStarts(app, therapist))[3]!;
    const client = await createUser(app, { role: 'user' });
    await insertBookingRow(app, { workerId: therapist.id, clientId: client.id, startsAt: new Date(taken) });
    expect(await freeStartsOnceHeard(app, therapist, taken)).not.toContain(taken);
  });

  /**
   * A time of a new therapist's, remembered as free, then booked behind the api's back without the database's
   * notification (the trigger off in this test's schema): only the memory's own rules can forget it.
   */
  async function takenUnheard(index: number, then: (therapist: TestTherapist, taken: string) => Promise<void>) {
    const therapist = await createTherapist(app);
    const taken = (await freeStarts(app, therapist))[index]!;
    await app.db.query('ALTER TABLE bookings DISABLE TRIGGER bookings_slots_changed');
    try {
      const client = await createUser(app, { role: 'user' });
      await insertBookingRow(app, { workerId: therapist.id, clientId: client.id, startsAt: new Date(taken) });
      await then(therapist, taken);
    } finally {
      await app.db.query('ALTER TABLE bookings ENABLE TRIGGER bookings_slots_changed');
    }
  }

  it('remembers between requests, and forgets before a state-changing answer leaves', async () => {
    await takenUnheard(2, async (therapist, taken) => {
      expect(await freeStarts(app, therapist)).toContain(taken);
      // Any state-changing request (here one that changes nothing) forgets every calendar of this app.
      const res = await api(app).post('/logout?config_id=ua', {});
      expect(res.statusCode).toBeLessThan(500);
      expect(await freeStarts(app, therapist)).not.toContain(taken);
    });
  });

  it('keeps its calendars across writes that touch nothing they hold (product events, error reports)', async () => {
    await takenUnheard(4, async (therapist, taken) => {
      const event = await api(app).post('/analytics/track_mixpanel?config_id=ua', { event: 'page_view' });
      expect(event.statusCode).toBe(200);
      expect((await api(app).post('/v4/frontend_error?config_id=ua', { stack_trace: 'Error: x' })).statusCode).toBe(
        200,
      );
      // Still remembered (the booking written behind its back unseen), until a write that may change slots.
      expect(await freeStarts(app, therapist)).toContain(taken);
      expect((await api(app).post('/logout?config_id=ua', {})).statusCode).toBeLessThan(500);
      expect(await freeStarts(app, therapist)).not.toContain(taken);
    });
  });
});

// Two replicas on one database, each remembering calendars far longer than any test waits: only the notification of
// the change (sent by the database at its commit) can make the other forget before the TTL.
describe('remembered calendars on two replicas', () => {
  let a: FastifyInstance;
  let b: FastifyInstance;
  beforeAll(async () => {
    a = await buildTestApp({ config: { slotCacheMs: LONG_TTL_MS } });
    b = await secondInstance(a, { slotCacheMs: LONG_TTL_MS });
  }, 120_000);
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('a booking made on one replica is not shown free on the other', async () => {
    const therapist = await createTherapist(a);
    const onB = await freeStarts(b, therapist);
    const taken = onB[6]!;
    expect((await bookForNewClient(a, therapist, taken)).statusCode).toBe(200);
    const after = await freeStartsOnceHeard(b, therapist, taken);
    expect(after).not.toContain(taken);
    expect(after).toContain(onB[5]);
  });

  it('a cancellation on one replica frees the time on the other', async () => {
    const therapist = await createTherapist(a);
    const taken = (await freeStarts(a, therapist))[4]!;
    const booked = await bookForNewClient(a, therapist, taken);
    expect(booked.statusCode).toBe(200);
    expect(await freeStarts(b, therapist)).not.toContain(taken);
    const id = (booked.json() as { id: string }).id;
    await a.db.query(
      "UPDATE bookings SET status = 'cancelled', cancelled_at = now(), cancelled_by = 'therapist', cancelled_late = false WHERE id = $1",
      [id],
    );
    let starts: string[] = [];
    for (let i = 0; i < 40 && !starts.includes(taken); i += 1) {
      starts = await freeStarts(b, therapist);
      if (!starts.includes(taken)) await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(starts).toContain(taken);
  });

  it('changed hours on one replica show on the other', async () => {
    const therapist = await createTherapist(a);
    const taken = (await freeStarts(b, therapist))[0]!;
    // No weekly hours any more (the stamp of the hours changes with them, and the profile's change is announced).
    await a.db.query('DELETE FROM weekly_work_intervals WHERE worker_id = $1', [therapist.id]);
    expect(await freeStartsOnceHeard(b, therapist, taken)).toEqual([]);
  });
});
