import type { FastifyInstance } from 'fastify';
import { SERVICE_IDS } from '@rozmova/contracts/constants';
import { buildTestApp, readMails } from '../helpers';
import {
  api,
  createClient,
  createTherapist,
  hourAhead,
  insertBookingRow,
  makeClientOf,
  type TestTherapist,
} from './scheduling-helpers';

type CancelEvent = { bookingId: string; cancelledBy: string; late: boolean; refundTo: string };

describe('cancelling and rescheduling', () => {
  let app: FastifyInstance;
  let therapist: TestTherapist;
  const cancelEvents: CancelEvent[] = [];
  beforeAll(async () => {
    app = await buildTestApp();
    therapist = await createTherapist(app, { bufferMinutes: 10 });
    // Watch what scheduling tells the areas that listen to its booking events (payments among them).
    app.bookingEvents.onCancelled('test-watch', async (_q, event) => {
      cancelEvents.push(event);
    });
  });
  afterAll(async () => {
    await app.close();
  });

  const lastEvent = () => (app.hasDecorator('payments') ? cancelEvents[cancelEvents.length - 1] : undefined);

  it('a client cancels free of charge more than 24 h ahead', async () => {
    const client = await createClient(app);
    const id = await insertBookingRow(app, { workerId: therapist.id, clientId: client.id, startsAt: hourAhead(30) });
    const res = await api(app).post('/v4/cancel_booking', { booking_id: id, refund_to: 'token' }, client.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      booking_id: id,
      status: 'cancelled',
      cancelled_by: 'client',
      late: false,
      refund_to: 'token',
    });
    if (app.hasDecorator('payments'))
      expect(lastEvent()).toEqual({
        bookingId: id,
        cancelledBy: 'client',
        late: false,
        refundTo: 'token',
        refundChosenBy: 'client',
      });
    const again = await api(app).post('/v4/cancel_booking', { booking_id: id }, client.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('booking_not_cancellable');
  });

  it('a client cancelling within 24 h is recorded as late; the therapist cancelling never is', async () => {
    const client = await createClient(app);
    const late = await insertBookingRow(app, { workerId: therapist.id, clientId: client.id, startsAt: hourAhead(5) });
    const res = await api(app).post('/v4/cancel_booking', { booking_id: late }, client.cookie);
    expect(res.json()).toMatchObject({ late: true, cancelled_by: 'client', refund_to: 'payment' });
    if (app.hasDecorator('payments')) expect(lastEvent()).toMatchObject({ bookingId: late, late: true });
    const byTherapist = await insertBookingRow(app, {
      workerId: therapist.id,
      clientId: client.id,
      startsAt: hourAhead(3),
    });
    const res2 = await api(app).post(
      '/v4/cancel_booking',
      { booking_id: byTherapist, reason: 'Хвороба' },
      therapist.cookie,
    );
    expect(res2.json()).toMatchObject({ late: false, cancelled_by: 'therapist' });
    const past = (await api(app).get('/v4/entities/get-cabinet-appointment-list?kind=past', client.cookie)).json();
    expect(past.appointments.map((a: { id: string; cancelled_late: boolean }) => [a.id, a.cancelled_late])).toEqual(
      expect.arrayContaining([
        [late, true],
        [byTherapist, false],
      ]),
    );
  });

  it('a started session cannot be cancelled', async () => {
    const client = await createClient(app);
    const id = await insertBookingRow(app, {
      workerId: therapist.id,
      clientId: client.id,
      startsAt: new Date(Date.now() - 10 * 60_000),
    });
    const res = await api(app).post('/v4/cancel_booking', { booking_id: id }, client.cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('booking_already_started');
  });

  it('a client moves a session to another free slot until 24 h before, not later, and not onto a taken slot', async () => {
    const client = await createClient(app);
    await makeClientOf(app, therapist.id, client.id);
    const first = await api(app).post(
      '/v4/worker/create_booking',
      { client_email: client.email, service_id: SERVICE_IDS.personal, starts_at: hourAhead(50).toISOString() },
      therapist.cookie,
    );
    const id = first.json().id;
    const target = hourAhead(74).toISOString();
    const moved = await api(app).post('/v4/reschedule_booking', { booking_id: id, starts_at: target }, client.cookie);
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ id, starts_at: target, reschedule_count: 1, status: 'confirmed' });
    expect(Date.parse(moved.json().ends_at) - Date.parse(target)).toBe(50 * 60_000);
    // Another client's booking at 76 h: moving onto it is refused.
    const other = await createClient(app);
    await insertBookingRow(app, { workerId: therapist.id, clientId: other.id, startsAt: hourAhead(76) });
    const onto = await api(app).post(
      '/v4/reschedule_booking',
      { booking_id: id, starts_at: hourAhead(76).toISOString() },
      client.cookie,
    );
    expect(onto.statusCode).toBe(409);
    expect(onto.json().error).toBe('slot_taken');
    // Off the published grid (slots start on the hour here): refused for a client.
    const offGrid = await api(app).post(
      '/v4/reschedule_booking',
      { booking_id: id, starts_at: new Date(hourAhead(80).getTime() + 25 * 60_000).toISOString() },
      client.cookie,
    );
    expect(offGrid.statusCode).toBe(409);
    const soon = await insertBookingRow(app, { workerId: therapist.id, clientId: client.id, startsAt: hourAhead(10) });
    const tooLate = await api(app).post(
      '/v4/reschedule_booking',
      { booking_id: soon, starts_at: hourAhead(90).toISOString() },
      client.cookie,
    );
    expect(tooLate.statusCode).toBe(409);
    expect(tooLate.json().error).toBe('reschedule_too_late');
    // The therapist may still move it, to any free time on the 5-minute grid.
    const byTherapist = await api(app).post(
      '/v4/reschedule_booking',
      { booking_id: soon, starts_at: new Date(hourAhead(90).getTime() + 25 * 60_000).toISOString() },
      therapist.cookie,
    );
    expect(byTherapist.statusCode).toBe(200);
  });

  it('worker bookings list by range and status', async () => {
    const res = await api(app).get(`/v4/worker/get_bookings?status=cancelled`, therapist.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().bookings.length).toBeGreaterThanOrEqual(3);
    expect(res.json().bookings.every((b: { status: string }) => b.status === 'cancelled')).toBe(true);
    const upcoming = await api(app).get(
      `/v4/worker/get_bookings?status=upcoming&from=${new Date().toISOString()}`,
      therapist.cookie,
    );
    const starts = upcoming.json().bookings.map((b: { starts_at: string }) => b.starts_at);
    expect(starts).toEqual([...starts].sort());
    expect(upcoming.json().bookings[0].client).toEqual(
      expect.objectContaining({ email: expect.stringContaining('@') }),
    );
  });

  it('the therapist creating a booking: unknown client e-mail, past time and off-grid time are clear 4xx', async () => {
    const post = (body: object) =>
      api(app).post('/v4/worker/create_booking', { service_id: SERVICE_IDS.personal, ...body }, therapist.cookie);
    expect(
      (await post({ client_email: 'nobody@nowhere.example', starts_at: hourAhead(30).toISOString() })).json().error,
    ).toBe('client_not_found');
    const client = await createClient(app);
    await makeClientOf(app, therapist.id, client.id);
    const past = await post({ client_email: client.email, starts_at: new Date(Date.now() - 3600_000).toISOString() });
    expect(past.statusCode).toBe(400);
    const offGrid = await post({
      client_email: client.email,
      starts_at: new Date(hourAhead(30).getTime() + 2 * 60_000).toISOString(),
    });
    expect(offGrid.json().details[0]).toMatchObject({ rule: 'grid_5_minutes' });
  });

  it('a time that can never be booked says why (past, too soon, too far ahead), never "slot taken"', async () => {
    const client = await createClient(app);
    await makeClientOf(app, therapist.id, client.id);
    const created = await api(app).post(
      '/v4/worker/create_booking',
      { client_email: client.email, service_id: SERVICE_IDS.personal, starts_at: hourAhead(60).toISOString() },
      therapist.cookie,
    );
    const id = created.json().id;
    const move = (startsAt: string, cookie = client.cookie) =>
      api(app).post('/v4/reschedule_booking', { booking_id: id, starts_at: startsAt }, cookie);
    const expectRefusal = (
      res: { statusCode: number; json(): { error: string; details: Array<{ field: string; rule: string }> } },
      error: string,
      rule: string,
    ) => {
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(error);
      expect(res.json().details).toEqual([expect.objectContaining({ field: 'starts_at', rule })]);
    };
    expectRefusal(await move(new Date(Date.now() - 3 * 3600_000).toISOString()), 'starts_in_past', 'future');
    expectRefusal(await move(hourAhead(2).toISOString()), 'too_short_notice', 'min_notice');
    expectRefusal(await move('2999-12-31T23:00:00-05:00'), 'beyond_horizon', 'horizon');
    expectRefusal(await move(new Date(Date.now() + 400 * 86_400_000).toISOString()), 'beyond_horizon', 'horizon');
    expectRefusal(await move('2999-12-31T23:00:00Z', therapist.cookie), 'beyond_horizon', 'horizon');
    // Years no calendar column can hold (or no driver round-trips) never reach the database.
    for (const year of ['0000-01-01T10:00:00Z', '9999-12-31T23:00:00Z', '9999-12-31T23:00:00-05:00']) {
      const res = await move(year, therapist.cookie);
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toEqual([expect.objectContaining({ field: 'starts_at', rule: 'pattern' })]);
    }
    const farQuery = await api(app).get('/v4/worker/get_bookings?from=9999-12-31T23:59:59-05:00', therapist.cookie);
    expect(farQuery.statusCode).toBe(400);
    expect(farQuery.json().details).toContainEqual(expect.objectContaining({ field: 'from', rule: 'pattern' }));

    const far = await api(app).post(
      '/v4/worker/create_booking',
      { client_email: client.email, service_id: SERVICE_IDS.personal, starts_at: '2999-12-31T23:00:00Z' },
      therapist.cookie,
    );
    expectRefusal(far, 'beyond_horizon', 'horizon');
    const past = await api(app).post(
      '/v4/worker/create_booking',
      {
        client_email: client.email,
        service_id: SERVICE_IDS.personal,
        starts_at: new Date(Date.now() - 3600_000).toISOString(),
      },
      therapist.cookie,
    );
    expectRefusal(past, 'starts_in_past', 'future');
    const booking = await app.db.query<{ starts_at: Date }>('SELECT starts_at FROM bookings WHERE id = $1', [id]);
    expect(booking.rows[0]!.starts_at.toISOString()).toBe(hourAhead(60).toISOString());
  });

  it('list pages are bounded integers: huge or infinite page numbers are a 400 naming page', async () => {
    const client = await createClient(app);
    for (const page of ['1e20', 'Infinity', '99999999999999999999', '0', '1.5']) {
      const res = await api(app).get(
        `/v4/entities/get-cabinet-appointment-list?config_id=ua&page=${page}`,
        client.cookie,
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toContainEqual(expect.objectContaining({ field: 'page' }));
      const worker = await api(app).get(`/v4/worker/get_bookings?page=${page}`, therapist.cookie);
      expect(worker.statusCode).toBe(400);
      expect(worker.json().details).toContainEqual(expect.objectContaining({ field: 'page' }));
    }
    expect(
      (await api(app).get('/v4/entities/get-cabinet-appointment-list?config_id=ua&page=10000', client.cookie))
        .statusCode,
    ).toBe(200);
  });

  it('the other side hears about a cancellation or a move by e-mail, in their own language', async () => {
    const t = await createTherapist(app, { market: 'ro', name: 'Ioana Test' });
    const client = await createClient(app, 'en');
    const id = await insertBookingRow(app, { workerId: t.id, clientId: client.id, startsAt: hourAhead(60) });
    const target = hourAhead(84).toISOString();
    expect(
      (await api(app).post('/v4/reschedule_booking', { booking_id: id, starts_at: target }, client.cookie)).statusCode,
    ).toBe(200);
    const toTherapist = (await readMails(app)).filter((m) => m.to.includes(t.email));
    expect(toTherapist.map((m) => m.subject)).toEqual(['Ședința a fost mutată']);
    expect(toTherapist[0]!.text).toContain(client.name);
    // The zone named as people say it, once, never as an IANA id.
    expect(toTherapist[0]!.text).toContain('ora României');
    expect(toTherapist[0]!.text.match(/ora României/g)).toHaveLength(1);
    expect(toTherapist[0]!.text).not.toContain('Europe/');
    expect((await api(app).post('/v4/cancel_booking', { booking_id: id }, t.cookie)).statusCode).toBe(200);
    const toClient = (await readMails(app)).filter((m) => m.to.includes(client.email));
    // Their own move confirmed, then the therapist's cancellation.
    expect(toClient.map((m) => m.subject)).toEqual(['Your session has been moved', 'Your session has been cancelled']);
    expect(toClient[1]!.text).toContain('Ioana Test');
    expect(toClient[1]!.text).toContain('Bucharest time');
    expect(toClient[1]!.text).not.toContain('Europe/');
    expect(toClient[1]!.text).toContain(`/en/therapists?psychologist_id=${t.id}`);
  });

  it('when the therapist cancels a couple session, the invited partner hears about it too', async () => {
    const t = await createTherapist(app, { market: 'pl' });
    const client = await createClient(app, 'pl');
    const id = await insertBookingRow(app, {
      workerId: t.id,
      clientId: client.id,
      startsAt: hourAhead(70),
      minutes: 80,
      kind: 'couple',
      partnerEmail: 'partnerka@example.org',
    });
    await app.db.query(`UPDATE bookings SET market = 'pl', currency = 'PLN' WHERE id = $1`, [id]);
    expect((await api(app).post('/v4/cancel_booking', { booking_id: id }, t.cookie)).statusCode).toBe(200);
    const subjects = (await readMails(app)).filter((m) => m.to.includes('partnerka@example.org')).map((m) => m.subject);
    expect(subjects).toEqual(['Sesja została odwołana']);
  });
});
