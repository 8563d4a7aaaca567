// A session paid with a gift code's token reads "gift" to the therapist and the client, not "session token":
// gift tokens are spent first, and a cancelled gift session gives its gift token back.
import type { FastifyInstance } from 'fastify';
import { SERVICE_IDS } from '@rozmova/contracts/constants';
import { buildTestApp } from '../helpers';
import {
  api,
  client,
  createClient,
  createTherapist,
  expectLedgerBalanced,
  hourAhead,
  payThroughSandbox,
} from './payments-helpers';

describe('sessions paid by a gift code', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('are gifts in the agenda while gift tokens last, then tokens; a cancellation returns a gift token', async () => {
    const therapist = await createTherapist(app);
    const giver = await createClient(app);
    const gift = (
      await client(app, giver.cookie).post('/v4/giftcode/initiate_purchase_of_giftcode', {
        service_id: SERVICE_IDS.personal,
        sessions: 1,
        recipient_name: 'Olha',
      })
    ).json();
    await payThroughSandbox(app, gift.checkout_url, 'pay');
    const { rows } = await app.db.query<{ code: string }>('SELECT code FROM gift_codes WHERE order_id = $1', [
      gift.order_id,
    ]);
    const recipient = await createClient(app);
    // The recipient also has a bundle: its tokens and the gift's share one balance.
    const bundle = (
      await client(app, recipient.cookie).post('/v4/token_management/initiate_purchase_of_bundle', {
        service_id: SERVICE_IDS.personal,
        quantity: 5,
      })
    ).json();
    await payThroughSandbox(app, bundle.checkout_url, 'pay');
    expect((await client(app, recipient.cookie).post('/v4/giftcode/redeem', { code: rows[0]!.code })).statusCode).toBe(
      200,
    );

    const book = async (hours: number) => {
      const res = await client(app, recipient.cookie).post('/v4/token_management/use_token', {
        worker_id: therapist.id,
        service_id: SERVICE_IDS.personal,
        starts_at: hourAhead(hours).toISOString(),
      });
      expect(res.statusCode).toBe(200);
      return res.json().booking_id as string;
    };
    const agenda = async () =>
      Object.fromEntries(
        (await api(app).get('/v4/worker/get_bookings?status=upcoming', therapist.cookie))
          .json()
          .bookings.map((b: { id: string; source: string }) => [b.id, b.source]),
      );

    const first = await book(30);
    const second = await book(34);
    expect(await agenda()).toMatchObject({ [first]: 'gift', [second]: 'token' });

    // The gift session is cancelled in time: the gift token comes back, and is what the next booking spends.
    const cancelled = await api(app).post('/v4/cancel_booking', { booking_id: first }, recipient.cookie);
    expect(cancelled.statusCode).toBe(200);
    const third = await book(38);
    expect((await agenda())[third]).toBe('gift');
    await expectLedgerBalanced(app);
  });
});
