// A person's own records: the JSON export and the order receipt, with other people's data refused.
import type { FastifyInstance } from 'fastify';
import { SERVICE_IDS } from '@rozmova/contracts/constants';
import { buildTestApp } from '../helpers';
import {
  client,
  createClient,
  createTherapist,
  firstFreeSlot,
  payThroughSandbox,
  type TestTherapist,
} from '../payments/payments-helpers';
import { receiptLines } from '../../src/plugins/app/payments/receipt-pdf';

describe('my data: export and order receipts', () => {
  let app: FastifyInstance;
  let therapist: TestTherapist;
  beforeAll(async () => {
    app = await buildTestApp();
    therapist = await createTherapist(app, { market: 'pl' });
  });
  afterAll(async () => {
    await app.close();
  });

  async function buyAppointment(cookie: string) {
    const startsAt = await firstFreeSlot(app, therapist.id, SERVICE_IDS.personal, 30);
    const res = await client(app, cookie, 'pl').post('/v4/purchase_rule/initiate_purchase_of_appointment', {
      worker_id: therapist.id,
      service_id: SERVICE_IDS.personal,
      starts_at: startsAt,
    });
    expect(res.statusCode).toBe(200);
    const order = res.json();
    await payThroughSandbox(app, order.checkout_url, 'pay');
    return { orderId: order.order_id as string, bookingId: order.booking_id as string, startsAt };
  }

  it('exports the profile, consents, sessions and orders of the signed-in person only, as a download', async () => {
    const me = await createClient(app, 'pl');
    const other = await createClient(app, 'pl');
    const bought = await buyAppointment(me.cookie);
    await buyAppointment(other.cookie);

    const res = await client(app, me.cookie, 'pl').get('/v4/account/export_my_data');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="rozmova-my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = res.json();
    expect(data.profile).toMatchObject({
      id: me.id,
      email: me.email,
      name: me.name,
      locale: 'pl',
      signs_in_with_password: true,
    });
    expect(data.consents).toMatchObject({
      marketing: false,
      email_reminders: true,
      email_booking_updates: true,
      calendar_feed_created_at: null,
    });
    expect(data.consents.terms_accepted_at).toEqual(expect.any(String));
    expect(data.sessions).toEqual([
      expect.objectContaining({
        id: bought.bookingId,
        role: 'client',
        status: 'confirmed',
        paid_with: 'purchase',
        currency: 'PLN',
        starts_at: bought.startsAt,
      }),
    ]);
    expect(data.orders).toEqual([
      expect.objectContaining({
        id: bought.orderId,
        kind: 'appointment',
        status: 'paid',
        currency: 'PLN',
        refunded_amount: 0,
      }),
    ]);
    // Nothing of the other client's.
    expect(JSON.stringify(data)).not.toContain(other.email);
    expect(JSON.stringify(data)).not.toContain(other.id);
  });

  it('says since when a calendar feed address is live, never the address itself', async () => {
    const me = await createClient(app, 'pl');
    const made = await client(app, me.cookie, 'pl').post('/v4/calendar_feed/renew', {});
    expect(made.statusCode).toBe(200);
    const token = new URL(made.json().url).searchParams.get('token')!;
    const res = await client(app, me.cookie, 'pl').get('/v4/account/export_my_data');
    expect(res.json().consents.calendar_feed_created_at).toBe(made.json().created_at);
    expect(res.body).not.toContain(token);
  });

  it('refuses the export without a session', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `${app.config.basePath}/v4/account/export_my_data?config_id=pl`,
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('not_authenticated');
  });

  it('gives the buyer a PDF receipt of a paid order; another client gets 404, bad input a 400 naming the field', async () => {
    const me = await createClient(app, 'pl');
    const stranger = await createClient(app, 'pl');
    const { orderId } = await buyAppointment(me.cookie);

    const pdf = await client(app, me.cookie, 'pl').get(`/v4/payments/order_receipt?order_id=${orderId}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain('attachment');
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const foreign = await client(app, stranger.cookie, 'pl').get(`/v4/payments/order_receipt?order_id=${orderId}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error).toBe('order_not_found');

    const bad = await client(app, me.cookie, 'pl').get('/v4/payments/order_receipt?order_id=not-a-uuid');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual([expect.objectContaining({ field: 'order_id' })]);

    const anonymous = await app.inject({
      method: 'GET',
      url: `${app.config.basePath}/v4/payments/order_receipt?config_id=pl&order_id=${orderId}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('has no receipt for an order not paid yet', async () => {
    const me = await createClient(app, 'pl');
    const startsAt = await firstFreeSlot(app, therapist.id, SERVICE_IDS.personal, 60);
    const res = await client(app, me.cookie, 'pl').post('/v4/purchase_rule/initiate_purchase_of_appointment', {
      worker_id: therapist.id,
      service_id: SERVICE_IDS.personal,
      starts_at: startsAt,
    });
    const receipt = await client(app, me.cookie, 'pl').get(
      `/v4/payments/order_receipt?order_id=${res.json().order_id}`,
    );
    expect(receipt.statusCode).toBe(409);
    expect(receipt.json().error).toBe('order_not_paid');
  });

  it('writes the receipt in the market language with the market currency and time zone', () => {
    const lines = Object.fromEntries(
      receiptLines({
        locale: 'pl',
        orderId: 'o-1',
        kind: 'bundle',
        quantity: 5,
        currency: 'PLN',
        listMinor: 99_500,
        discountMinor: 4_975,
        paidMinor: 94_525,
        refund: null,
        paidAt: new Date('2026-03-29T00:30:00Z'),
        sessionAt: null,
        buyerName: 'Zofia Wójcik',
      }),
    );
    expect(lines).toMatchObject({
      Usługa: 'Pakiet sesji: 5',
      Cena: '995,00 zł',
      Rabat: '−49,75 zł',
      Zapłacono: '945,25 zł',
      Klient: 'Zofia Wójcik',
    });
    // 00:30 UTC is 01:30 in Warsaw that night (still winter time until 02:00).
    expect(lines['Data płatności']).toContain('01:30 czasu warszawskiego');
    expect(lines).not.toHaveProperty('Zwrócono');
  });
});
