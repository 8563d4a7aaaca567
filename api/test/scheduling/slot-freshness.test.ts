import type { FastifyInstance } from 'fastify';
import { SERVICE_IDS } from '@rozmova/contracts/constants';
import { buildTestApp, createUser } from '../helpers';
import { secondInstance } from '../second-instance';
import { localDayAt, dayNumberToDate } from '../../src/plugins/app/scheduling/zoned-time';
import {
  api,
  createClient,
  createTherapist,
  hourAhead,
  hours,
  makeClientOf,
  type TestTherapist,
} from './scheduling-helpers';

// The slot query keeps a memo of each day's working hours turned into instants (the expensive part). These tests
// ask for the calendar first, so the memo is warm, then change the schedule through every path there is, and
// check that the very next answer (from either app instance) already shows the change.
describe('the next free-slot answer shows every booking and every change of hours at once', () => {
  let app: FastifyInstance;
  let other: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
    other = await secondInstance(app);
    // Two apps, each running the migrations, on a busy machine.
  }, 120_000);
  afterAll(async () => {
    await other?.close();
    await app?.close();
  });

  const starts = async (
    on: FastifyInstance,
    therapist: TestTherapist,
    from = hourAhead(24),
    days = 14,
  ): Promise<string[]> => {
    const to = new Date(from.getTime() + days * 86_400_000);
    const res = await api(on).get(
      `/v4/get_free_slots?worker_id=${therapist.id}&service_id=${SERVICE_IDS.personal}&from=${from.toISOString()}&to=${to.toISOString()}`,
    );
    expect(res.statusCode).toBe(200);
    return res.json().slots.map((s: { starts_at: string }) => s.starts_at);
  };
  const listed = async (on: FastifyInstance, therapist: TestTherapist): Promise<string | null> => {
    const res = await api(on).get(`/get_therapists_data?config_id=ua&psychologist_id=${therapist.id}`);
    expect(res.statusCode).toBe(200);
    return res.json().therapists[0]?.next_free_slot?.starts_at ?? null;
  };
  /** Both instances have answered (and memoised) the calendar and the list entry before the change. */
  const warm = async (therapist: TestTherapist) => {
    for (const on of [app, other]) {
      await starts(on, therapist);
      await listed(on, therapist);
    }
  };

  it('a client purchase holds the slot: gone from the next answer on both instances', async () => {
    const therapist = await createTherapist(app);
    const client = await createClient(app);
    await warm(therapist);
    const at = (await starts(app, therapist))[3]!;
    const res = await api(app).post(
      '/v4/purchase_rule/initiate_purchase_of_appointment?config_id=ua',
      { worker_id: therapist.id, service_id: SERVICE_IDS.personal, starts_at: at },
      client.cookie,
    );
    expect(res.statusCode).toBe(200);
    expect(await starts(other, therapist)).not.toContain(at);
    expect(await starts(app, therapist)).not.toContain(at);
  });

  it('a hold and a confirmed booking made by the booking service: gone from the next answer', async () => {
    const therapist = await createTherapist(app);
    const [x, y] = [await createUser(app), await createUser(app)];
    await warm(therapist);
    const [first, , second] = await starts(other, therapist);
    await app.db.tx((q) =>
      app.bookings.createHold(q, {
        workerId: therapist.id,
        clientId: x.id,
        serviceId: SERVICE_IDS.personal,
        startsAt: first!,
      }),
    );
    expect(await starts(other, therapist)).not.toContain(first);
    await app.db.tx((q) =>
      app.bookings.createConfirmedBooking(q, {
        workerId: therapist.id,
        clientId: y.id,
        serviceId: SERVICE_IDS.personal,
        startsAt: second!,
        source: 'token',
      }),
    );
    const after = await starts(other, therapist);
    expect(after).not.toContain(first);
    expect(after).not.toContain(second);
  });

  it("the list's next free slot (read with the page) moves on both instances once that slot is booked", async () => {
    // Personal sessions only, so the listed next slot is one a client can buy as a personal session.
    const therapist = await createTherapist(app, { offersCouple: false });
    const client = await createClient(app);
    await warm(therapist);
    const next = await listed(other, therapist);
    expect(next).not.toBeNull();
    const res = await api(app).post(
      '/v4/purchase_rule/initiate_purchase_of_appointment?config_id=ua',
      { worker_id: therapist.id, service_id: SERVICE_IDS.personal, starts_at: next },
      client.cookie,
    );
    expect(res.statusCode).toBe(200);
    for (const on of [other, app]) {
      const after = await listed(on, therapist);
      expect(after).not.toBeNull();
      expect(after).not.toBe(next);
      expect(Date.parse(after!)).toBeGreaterThan(Date.parse(next!));
    }
    // And the held slot is gone from the list filtered by "free within" as well.
    const within = await api(other).get(
      `/get_therapists_data?config_id=ua&psychologist_id=${therapist.id}&free_within_days=28`,
    );
    expect(within.statusCode).toBe(200);
    expect(within.json().therapists[0]?.next_free_slot?.starts_at).not.toBe(next);
  });

  it("the therapist's own booking (worker create_booking) and a reschedule: the next answer follows", async () => {
    const therapist = await createTherapist(app);
    const client = await createClient(app);
    await makeClientOf(app, therapist.id, client.id);
    await warm(therapist);
    // 50 h and more ahead, so the client may still move it (until 24 h before).
    const free = await starts(app, therapist, hourAhead(50));
    const [at, , target] = free;
    const made = await api(app).post(
      '/v4/worker/create_booking',
      { client_email: client.email, service_id: SERVICE_IDS.personal, starts_at: at },
      therapist.cookie,
    );
    expect(made.statusCode).toBe(200);
    expect(await starts(other, therapist, hourAhead(50))).not.toContain(at);
    const moved = await api(other).post(
      '/v4/reschedule_booking',
      { booking_id: made.json().id, starts_at: target },
      client.cookie,
    );
    expect(moved.statusCode).toBe(200);
    const after = await starts(app, therapist, hourAhead(50));
    expect(after).not.toContain(target);
    expect(after).toContain(at);
  });

  it('changed weekly hours and special hours show in the next answer and in the list, on both instances', async () => {
    const therapist = await createTherapist(app, { weekly: hours('09:00', '17:00') });
    await warm(therapist);
    const before = await starts(other, therapist);
    expect(before.length).toBeGreaterThan(0);
    const week = await api(app).post(
      '/v4/time_management/set_weekly_work_time',
      { intervals: hours('18:00', '20:00') },
      therapist.cookie,
    );
    expect(week.statusCode).toBe(200);
    for (const on of [app, other]) {
      const after = await starts(on, therapist);
      expect(after.filter((s) => before.includes(s))).toEqual([]);
      expect(after.length).toBeGreaterThan(0);
      // Kyiv is UTC+2 or +3: 18:00-20:00 there starts at 15:00 or 16:00 UTC.
      for (const s of after) expect(['15', '16', '17', '18']).toContain(s.slice(11, 13));
    }
    const next = await listed(other, therapist);
    expect(next).not.toBeNull();

    // A day off on the date of the next free slot: that date's slots go, on both instances.
    const day = localDayAt('Europe/Kyiv', Date.parse(next!));
    const special = await api(other).post(
      '/v4/time_management/set_special_work_time',
      { days: [{ date: dayNumberToDate(day), intervals: [] }] },
      therapist.cookie,
    );
    expect(special.statusCode).toBe(200);
    for (const on of [app, other]) {
      expect(await starts(on, therapist)).not.toContain(next);
      expect(await listed(on, therapist)).not.toBe(next);
    }
  });

  it('hours changed by any statement, not only through the api, and a new time zone show at once', async () => {
    const therapist = await createTherapist(app, { weekly: hours('09:00', '17:00') });
    await warm(therapist);
    expect(await starts(other, therapist)).not.toEqual([]);
    // A statement outside the api (an operator's fix, a data migration): the stamp moves all the same.
    await app.db.query('DELETE FROM weekly_work_intervals WHERE worker_id = $1', [therapist.id]);
    for (const on of [app, other]) {
      expect(await starts(on, therapist)).toEqual([]);
      expect(await listed(on, therapist)).toBeNull();
    }
    await app.db.query(
      `INSERT INTO weekly_work_intervals (worker_id, weekday, start_minute, end_minute)
       SELECT $1, d, 600, 720 FROM generate_series(1, 7) AS d`,
      [therapist.id],
    );
    const kyiv = await starts(other, therapist);
    expect(kyiv.length).toBeGreaterThan(0);
    // 10:00-12:00 in Kyiv is 07:00-10:00 UTC; the same hours in Lisbon are 09:00-12:00 UTC.
    for (const s of kyiv) expect(['07', '08', '09']).toContain(s.slice(11, 13));
    const moved = await api(app).post(
      '/v4/time_management/set_weekly_work_time',
      { time_zone: 'Europe/Lisbon', intervals: hours('10:00', '12:00') },
      therapist.cookie,
    );
    expect(moved.statusCode).toBe(200);
    for (const on of [app, other]) {
      const lisbon = await starts(on, therapist);
      expect(lisbon.length).toBeGreaterThan(0);
      for (const s of lisbon) expect(['09', '10', '11']).toContain(s.slice(11, 13));
      // The same local hours two hours later in real time: not one instant of the Kyiv answer is left.
      expect(lisbon.filter((s) => kyiv.includes(s))).toEqual([]);
    }
  });
});
