import type { FastifyInstance } from 'fastify';
import { SERVICE_IDS } from '@rozmova/contracts/constants';
import { buildTestApp, createUser } from '../helpers';
import { api, createTherapist, hourAhead } from './scheduling-helpers';

describe('holds while the client pays', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  const slotStarts = async (workerId: string, around: Date) =>
    (
      await api(app).get(
        `/v4/get_free_slots?worker_id=${workerId}&service_id=${SERVICE_IDS.personal}&from=${new Date(around.getTime() - 3600_000).toISOString()}&to=${new Date(around.getTime() + 3600_000).toISOString()}`,
      )
    )
      .json()
      .slots.map((s: { starts_at: string }) => s.starts_at);

  it('a hold takes the slot off the calendar for 15 minutes, then gives it back', async () => {
    const therapist = await createTherapist(app);
    const client = await createUser(app);
    const start = hourAhead(30);
    expect(await slotStarts(therapist.id, start)).toContain(start.toISOString());
    const hold = await app.db.tx((q) =>
      app.bookings.createHold(q, {
        workerId: therapist.id,
        clientId: client.id,
        serviceId: SERVICE_IDS.personal,
        startsAt: start.toISOString(),
      }),
    );
    const minutes = (Date.parse(hold.holdExpiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15);
    expect(hold).toMatchObject({
      startsAt: start.toISOString(),
      endsAt: new Date(start.getTime() + 50 * 60_000).toISOString(),
    });
    expect(await slotStarts(therapist.id, start)).not.toContain(start.toISOString());
    // Time passes: the hold runs out. Readers treat it as free at once, the sweep records it.
    await app.db.query(`UPDATE bookings SET hold_expires_at = now() - interval '1 second' WHERE id = $1`, [
      hold.bookingId,
    ]);
    expect(await slotStarts(therapist.id, start)).toContain(start.toISOString());
    expect(await app.bookings.sweepExpiredHolds()).toBeGreaterThanOrEqual(1);
    const { rows } = await app.db.query<{ status: string }>('SELECT status FROM bookings WHERE id = $1', [
      hold.bookingId,
    ]);
    expect(rows[0]!.status).toBe('expired');
  });

  it('a payment confirms its hold; a late payment still gets the slot if it is free, and 409 if someone took it', async () => {
    const therapist = await createTherapist(app);
    const [a, b, c] = [await createUser(app), await createUser(app), await createUser(app)];
    const first = hourAhead(40);
    const hold = await app.db.tx((q) =>
      app.bookings.createHold(q, {
        workerId: therapist.id,
        clientId: a.id,
        serviceId: SERVICE_IDS.personal,
        startsAt: first.toISOString(),
      }),
    );
    const confirmed = await app.db.tx((q) => app.bookings.confirmHold(q, hold.bookingId, { orderId: 'order-1' }));
    expect(confirmed).toMatchObject({ status: 'confirmed', order_id: 'order-1', hold_expires_at: null });

    const second = hourAhead(44);
    const late = await app.db.tx((q) =>
      app.bookings.createHold(q, {
        workerId: therapist.id,
        clientId: b.id,
        serviceId: SERVICE_IDS.personal,
        startsAt: second.toISOString(),
      }),
    );
    await app.db.query(`UPDATE bookings SET hold_expires_at = now() - interval '1 minute' WHERE id = $1`, [
      late.bookingId,
    ]);
    await app.bookings.sweepExpiredHolds();
    expect((await app.db.tx((q) => app.bookings.confirmHold(q, late.bookingId, { orderId: 'order-2' }))).status).toBe(
      'confirmed',
    );

    const third = hourAhead(48);
    const lost = await app.db.tx((q) =>
      app.bookings.createHold(q, {
        workerId: therapist.id,
        clientId: b.id,
        serviceId: SERVICE_IDS.personal,
        startsAt: third.toISOString(),
      }),
    );
    await app.db.query(`UPDATE bookings SET hold_expires_at = now() - interval '1 minute' WHERE id = $1`, [
      lost.bookingId,
    ]);
    await app.db.tx((q) =>
      app.bookings.createConfirmedBooking(q, {
        workerId: therapist.id,
        clientId: c.id,
        serviceId: SERVICE_IDS.personal,
        startsAt: third.toISOString(),
        source: 'token',
      }),
    );
    await expect(
      app.db.tx((q) => app.bookings.confirmHold(q, lost.bookingId, { orderId: 'order-3' })),
    ).rejects.toMatchObject({ statusCode: 409, error: 'slot_taken' });
  });

  it('a released hold frees the slot and cannot be confirmed any more', async () => {
    const therapist = await createTherapist(app);
    const client = await createUser(app);
    const start = hourAhead(33);
    const hold = await app.db.tx((q) =>
      app.bookings.createHold(q, {
        workerId: therapist.id,
        clientId: client.id,
        serviceId: SERVICE_IDS.personal,
        startsAt: start.toISOString(),
      }),
    );
    await app.db.tx((q) => app.bookings.releaseHold(q, hold.bookingId, 'payment_failed'));
    expect(await slotStarts(therapist.id, start)).toContain(start.toISOString());
    await expect(app.db.tx((q) => app.bookings.confirmHold(q, hold.bookingId, { orderId: 'x' }))).rejects.toMatchObject(
      { statusCode: 409, error: 'hold_not_active' },
    );
  });

  it('refuses holds a client may not make: inside the 12-hour notice, off the grid, a type the therapist does not offer', async () => {
    const therapist = await createTherapist(app, { offersCouple: false });
    const client = await createUser(app);
    const hold = (startsAt: Date, serviceId: string = SERVICE_IDS.personal) =>
      app.db.tx((q) =>
        app.bookings.createHold(q, {
          workerId: therapist.id,
          clientId: client.id,
          serviceId,
          startsAt: startsAt.toISOString(),
        }),
      );
    // Inside the notice is a bookable-never time: it says so (400) instead of "taken".
    await expect(hold(hourAhead(6))).rejects.toMatchObject({
      statusCode: 400,
      error: 'too_short_notice',
      details: [expect.objectContaining({ field: 'starts_at', rule: 'min_notice', notice_minutes: 720 })],
    });
    await expect(hold(new Date(hourAhead(30).getTime() + 20 * 60_000))).rejects.toMatchObject({
      statusCode: 409,
      error: 'slot_taken',
    });
    await expect(hold(hourAhead(30), SERVICE_IDS.couple)).rejects.toMatchObject({
      statusCode: 409,
      error: 'service_not_offered',
    });
    await expect(hold(hourAhead(30), 'nope')).rejects.toMatchObject({ statusCode: 400, error: 'unknown_service_id' });
  });
});
