import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { SERVICE_IDS } from '@rozmova/contracts/constants';
import { LEDGER_RULES } from '../../src/plugins/app/ledger/ledger-check';
import { buildTestApp } from '../helpers';
import { client, createClient, createUser, payThroughSandbox } from './payments-helpers';

// One seeded violation per ledger rule: the books are broken the way a bug would break them (rows written
// behind the service's back) and the check must name exactly that rule and the row that breaks it.

interface PaidBundle {
  orderId: string;
  paymentId: string;
  clientId: string;
  accountId: string;
  amountMinor: number;
}

type Seed = (app: FastifyInstance, paid: PaidBundle) => Promise<string | null>;

async function insertOrder(
  app: FastifyInstance,
  clientId: string,
  fields: { kind: string; status: string; amountMinor: number; quantity?: number; workerId?: string },
): Promise<string> {
  const { rows } = await app.db.query<{ id: string }>(
    `INSERT INTO orders (kind, status, client_id, locale, currency, list_amount_minor, amount_minor, worker_id, service_id,
                         quantity, starts_at, provider, expires_at, paid_at)
     VALUES ($1, $2, $3, 'ua', 'UAH', $4, $4, $5, $6, $7, CASE WHEN $1 = 'appointment' THEN now() + interval '2 days' END,
             'none', now() + interval '1 hour', CASE WHEN $2 = 'paid' THEN now() END)
     RETURNING id`,
    [
      fields.kind,
      fields.status,
      clientId,
      fields.amountMinor,
      fields.workerId ?? null,
      SERVICE_IDS.personal,
      fields.quantity ?? 1,
    ],
  );
  return rows[0]!.id;
}

async function insertRefund(
  app: FastifyInstance,
  paid: PaidBundle,
  destination: 'payment' | 'token',
  amountMinor = paid.amountMinor,
): Promise<string> {
  const { rows } = await app.db.query<{ id: string }>(
    // A token refund is only ever the client's choice (refunds_token_only_by_client_choice).
    `INSERT INTO refunds (payment_id, order_id, amount_minor, currency, destination, reason, status,
                          destination_chosen_by)
     VALUES ($1, $2, $3, 'UAH', $4, 'client_cancelled', 'succeeded',
             CASE WHEN $4 = 'token' THEN 'client' ELSE 'rule' END) RETURNING id`,
    [paid.paymentId, paid.orderId, amountMinor, destination],
  );
  return rows[0]!.id;
}

const SEEDS: Record<string, Seed> = {
  'each payment is journalled as money in, once, for its amount and currency': async (app, paid) => {
    // A payment in the wrong currency: the journal says hryvnias, the payment now says zloty.
    await app.db.query(`UPDATE payments SET currency = 'PLN' WHERE id = $1`, [paid.paymentId]);
    return paid.paymentId;
  },
  'per payment: money in = credit - credit reversal + refund out': async (app, paid) => {
    await app.db.query(
      `INSERT INTO ledger_entries (order_id, payment_id, entry, amount_minor, currency) VALUES ($1, $2, 'credit_reversal', 100, 'UAH')`,
      [paid.orderId, paid.paymentId],
    );
    return paid.paymentId;
  },
  'per currency: payments = credits - reversals + refunds out': async (app, paid) => {
    // Per payment the amounts add up, but a reversal booked in zloty and its refund in hryvnias do not.
    await app.db.query(
      `INSERT INTO ledger_entries (order_id, payment_id, entry, amount_minor, currency)
       VALUES ($1, $2, 'credit_reversal', 100, 'PLN'), ($1, $2, 'refund_out', 100, 'UAH')`,
      [paid.orderId, paid.paymentId],
    );
    return 'UAH';
  },
  'a payment is in the currency of its order and, for the first period, for its amount': async (app, paid) => {
    await app.db.query(`UPDATE orders SET currency = 'PLN' WHERE id = $1`, [paid.orderId]);
    return paid.paymentId;
  },
  'a refund to the payment is journalled as refund out for its amount': async (app, paid) =>
    insertRefund(app, paid, 'payment'),
  'a refund to a token credits exactly one token': async (app, paid) => insertRefund(app, paid, 'token'),
  'refunds never exceed the payment': async (app, paid) => insertRefund(app, paid, 'token', paid.amountMinor + 1),
  'a paid appointment has its booking, confirmed or cancelled': async (app, paid) => {
    const therapist = await createUser(app, { role: 'therapist' });
    return insertOrder(app, paid.clientId, {
      kind: 'appointment',
      status: 'paid',
      amountMinor: 0,
      workerId: therapist.id,
    });
  },
  'a credited bundle added its tokens once': async (app, paid) => {
    await app.db.query(`UPDATE orders SET quantity = quantity + 1 WHERE id = $1`, [paid.orderId]);
    return paid.orderId;
  },
  'a credited gift order issued exactly one gift code for its sessions': async (app, paid) =>
    insertOrder(app, paid.clientId, { kind: 'giftcode', status: 'paid', amountMinor: 0, quantity: 3 }),
  'each subscription payment opened one period that credited its sessions': async (app, paid) => {
    await app.db.query(`UPDATE orders SET kind = 'subscription', worker_id = NULL WHERE id = $1`, [paid.orderId]);
    return paid.paymentId;
  },
  'a paid order with a price has a payment': async (app, paid) =>
    insertOrder(app, paid.clientId, { kind: 'giftcode', status: 'paid', amountMinor: 5000 }),
  'a payment of an order that did not go through is refunded to the payment': async (app, paid) => {
    await app.db.query(`UPDATE orders SET status = 'cancelled', closed_at = now() WHERE id = $1`, [paid.orderId]);
    return paid.paymentId;
  },
  'a second charge is refunded whole to the payment and credits nothing': async (app, paid) => {
    // A paid charge taken for a second one: it was credited and nothing went back.
    await app.db.query(`UPDATE payments SET kind = 'second_charge' WHERE id = $1`, [paid.paymentId]);
    return paid.paymentId;
  },
  'token balances equal the sum of their movements and are never negative': async (app, paid) => {
    await app.db.query(`UPDATE token_accounts SET balance = balance + 1 WHERE id = $1`, [paid.accountId]);
    return paid.accountId;
  },
  'every token movement names what it came from': async (app, paid) => {
    const { rows } = await app.db.query<{ id: string }>(
      `INSERT INTO token_movements (account_id, delta, reason, order_id) VALUES ($1, 5, 'gift_redemption', $2) RETURNING id`,
      [paid.accountId, paid.orderId],
    );
    return rows[0]!.id;
  },
  'a redeemed gift code credited its sessions once; an unredeemed one credited nothing': async (app, paid) => {
    const orderId = await insertOrder(app, paid.clientId, {
      kind: 'giftcode',
      status: 'paid',
      amountMinor: 0,
      quantity: 2,
    });
    const { rows } = await app.db.query<{ id: string }>(
      `INSERT INTO gift_codes (code, order_id, purchaser_id, locale, service_id, sessions, expires_at, redeemed_by, redeemed_at)
       VALUES ($1, $2, $3, 'ua', $4, 2, now() + interval '1 year', $3, now()) RETURNING id`,
      [`TEST-${crypto.randomBytes(4).toString('hex').toUpperCase()}`, orderId, paid.clientId, SERVICE_IDS.personal],
    );
    return rows[0]!.id;
  },
  'sessions taken back belong to an admin refund to the payment, one movement per refund': async (app, paid) => {
    // Sessions taken back against a client's own cancellation refund, not an admin's refund of the bundle.
    const refund = await app.db.query<{ id: string }>(
      `INSERT INTO refunds (payment_id, order_id, amount_minor, currency, destination, reason, status)
       VALUES ($1, $2, 100, 'UAH', 'payment', 'client_cancelled', 'pending') RETURNING id`,
      [paid.paymentId, paid.orderId],
    );
    const { rows } = await app.db.query<{ id: string }>(
      `INSERT INTO token_movements (account_id, delta, reason, refund_id) VALUES ($1, -1, 'refund_withdrawal', $2) RETURNING id`,
      [paid.accountId, refund.rows[0]!.id],
    );
    return rows[0]!.id;
  },
  'a token booking took one token and returned it at most once': async (app, paid) => {
    const bookingId = crypto.randomUUID();
    await app.db.query(
      `INSERT INTO token_movements (account_id, delta, reason, booking_id) VALUES ($1, 1, 'booking_returned', $2)`,
      [paid.accountId, bookingId],
    );
    return bookingId;
  },
};

it('has a seeded violation for every rule the ledger check knows', () => {
  expect(Object.keys(SEEDS).sort()).toEqual([...LEDGER_RULES].sort());
});

describe('each ledger rule catches the violation it is there for', () => {
  let app: FastifyInstance;
  beforeEach(async () => {
    app = await buildTestApp();
  });
  afterEach(async () => {
    await app.close();
  });

  async function paidBundle(): Promise<PaidBundle> {
    const buyer = await createClient(app);
    const order = (
      await client(app, buyer.cookie).post('/v4/token_management/initiate_purchase_of_bundle', {
        service_id: SERVICE_IDS.personal,
        quantity: 5,
      })
    ).json();
    await payThroughSandbox(app, order.checkout_url, 'pay');
    const payment = (
      await app.db.query<{ id: string }>(`SELECT id FROM payments WHERE order_id = $1`, [order.order_id])
    ).rows[0]!;
    const account = (
      await app.db.query<{ id: string }>(`SELECT id FROM token_accounts WHERE client_id = $1`, [buyer.id])
    ).rows[0]!;
    expect(await app.ledger.check(app.db)).toEqual([]);
    return {
      orderId: order.order_id,
      paymentId: payment.id,
      clientId: buyer.id,
      accountId: account.id,
      amountMinor: order.amount_minor,
    };
  }

  it.each(LEDGER_RULES.map((rule) => [rule]))('%s', async (rule) => {
    const paid = await paidBundle();
    const offender = await SEEDS[rule]!(app, paid);
    const problems = await app.ledger.check(app.db);
    const line = problems.find((p) => p.startsWith(`${rule}: `));
    expect(line).toBeDefined();
    if (offender) expect(line).toContain(offender);
  });
});
