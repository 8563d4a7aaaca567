// The time rules read the app's clock, so a test can stand at any moment: here the same booking is free to
// cancel 25 hours ahead and late 23 hours ahead, and an unpaid order expires when its time has passed, without
// waiting for either.
import type { FastifyInstance } from 'fastify';
import { SERVICE_IDS } from '@rozmova/contracts/constants';
import { buildTestApp } from '../helpers';
import { client, orderStatus } from '../payments/payments-helpers';
import { api, createClient, createTherapist, insertBookingRow, type TestTherapist } from './scheduling-helpers';

const HOUR = 3600_000;

describe('time-dependent rules follow the app clock', () => {
  let app: FastifyInstance;
  let therapist: TestTherapist;
  let now = Date.now();
  beforeAll(async () => {
    app = await buildTestApp({ clock: { now: () => now } });
    therapist = await createTherapist(app);
  });
  beforeEach(() => {
    now = Date.now();
  });
  afterAll(async () => {
    await app.close();
  });

  const startsIn = (hours: number) => new Date(Math.ceil((Date.now() + hours * HOUR) / HOUR) * HOUR);

  it('the 24-hour free cancellation window is measured from the clock', async () => {
    const client = await createClient(app);
    const startsAt = startsIn(30);
    const free = await insertBookingRow(app, { workerId: therapist.id, clientId: client.id, startsAt });
    now = startsAt.getTime() - 25 * HOUR;
    const early = await api(app).post('/v4/cancel_booking', { booking_id: free, refund_to: 'token' }, client.cookie);
    expect(early.json()).toMatchObject({ status: 'cancelled', late: false });

    const late = await insertBookingRow(app, {
      workerId: therapist.id,
      clientId: client.id,
      startsAt: new Date(startsAt.getTime() + HOUR),
    });
    // The real time is still ~30 hours before the start; only the clock says 23.
    now = startsAt.getTime() + HOUR - 23 * HOUR;
    const lateRes = await api(app).post('/v4/cancel_booking', { booking_id: late, refund_to: 'token' }, client.cookie);
    expect(lateRes.json()).toMatchObject({ status: 'cancelled', late: true });
  });

  it('a client may not move a session once the clock is within 24 hours of it', async () => {
    const client = await createClient(app);
    const startsAt = startsIn(40);
    const id = await insertBookingRow(app, { workerId: therapist.id, clientId: client.id, startsAt });
    now = startsAt.getTime() - 20 * HOUR;
    const res = await api(app).post(
      '/v4/reschedule_booking',
      { booking_id: id, starts_at: new Date(startsAt.getTime() + 2 * HOUR).toISOString() },
      client.cookie,
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('reschedule_too_late');
  });

  it('an unpaid order expires once the clock passes its time', async () => {
    const buyer = await createClient(app);
    const order = (
      await client(app, buyer.cookie).post('/v4/token_management/initiate_purchase_of_bundle', {
        service_id: SERVICE_IDS.personal,
        quantity: 5,
      })
    ).json();
    expect((await orderStatus(app, buyer.cookie, order.order_id)).status).toBe('pending');
    now += (app.paymentProviders.config.orderTtlMinutes + 1) * 60_000;
    expect((await orderStatus(app, buyer.cookie, order.order_id)).status).toBe('expired');
  });

  it('free slots are counted from the clock, with the booking notice after it', async () => {
    now = Date.now() + 3 * 24 * HOUR;
    const res = await api(app).get(`/v4/get_free_slots?worker_id=${therapist.id}&service_id=${SERVICE_IDS.personal}`);
    expect(res.statusCode).toBe(200);
    const body = res.json() as { from: string; slots: { starts_at: string }[] };
    expect(body.from).toBe(new Date(now).toISOString());
    expect(body.slots.length).toBeGreaterThan(0);
    // No slot inside the 12-hour notice as the clock sees it (the real time is three days earlier).
    expect(Math.min(...body.slots.map((slot) => Date.parse(slot.starts_at)))).toBeGreaterThanOrEqual(now + 12 * HOUR);
  });
});
