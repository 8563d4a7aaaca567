import type { FastifyInstance } from 'fastify';
import { SERVICE_IDS } from '@rozmova/contracts/constants';
import { buildTestApp } from '../helpers';
import { client, createClient, payThroughSandbox } from './payments-helpers';

// The invariant checked after every payments test must itself be able to fail: each case breaks the books
// the way a bug would (rows written behind the service's back) and expects the check to say so.
describe('the ledger check notices books that do not add up', () => {
  let app: FastifyInstance;
  beforeEach(async () => {
    app = await buildTestApp();
  });
  afterEach(async () => {
    await app.close();
  });

  async function paidBundle() {
    const buyer = await createClient(app);
    const order = (
      await client(app, buyer.cookie).post('/v4/token_management/initiate_purchase_of_bundle', {
        service_id: SERVICE_IDS.personal,
        quantity: 5,
      })
    ).json();
    await payThroughSandbox(app, order.checkout_url, 'pay');
    expect(await app.ledger.check(app.db)).toEqual([]);
    return { buyer, order };
  }

  it('a credit without the money that paid for it', async () => {
    const { order } = await paidBundle();
    const payment = (
      await app.db.query<{ id: string }>(`SELECT id FROM payments WHERE order_id = $1`, [order.order_id])
    ).rows[0]!;
    await app.db.query(
      `INSERT INTO refunds (payment_id, order_id, amount_minor, currency, destination, reason, status) VALUES ($1, $2, $3, 'UAH', 'payment', 'client_cancelled', 'succeeded')`,
      [payment.id, order.order_id, order.amount_minor],
    );
    const problems = await app.ledger.check(app.db);
    expect(problems.join('\n')).toMatch(/refund to the payment is journalled/);
  });

  it('tokens credited twice for one bundle', async () => {
    const { buyer, order } = await paidBundle();
    const account = (
      await app.db.query<{ id: string }>(`SELECT id FROM token_accounts WHERE client_id = $1`, [buyer.id])
    ).rows[0]!;
    await app.db.query(
      `INSERT INTO token_movements (account_id, delta, reason, order_id) VALUES ($1, 5, 'gift_redemption', $2)`,
      [account.id, order.order_id],
    );
    expect((await app.ledger.check(app.db)).join('\n')).toMatch(/every token movement names what it came from/);
  });

  it('a paid order without its payment, and a balance that is not the sum of its movements', async () => {
    const { buyer, order } = await paidBundle();
    await app.db.query(`UPDATE token_accounts SET balance = balance + 1 WHERE client_id = $1`, [buyer.id]);
    await app.db.query(
      `UPDATE orders SET amount_minor = amount_minor + 1, list_amount_minor = list_amount_minor + 1 WHERE id = $1`,
      [order.order_id],
    );
    const problems = (await app.ledger.check(app.db)).join('\n');
    expect(problems).toMatch(/token balances equal the sum of their movements/);
    expect(problems).toMatch(/currency of its order and, for the first period, for its amount/);
  });

  it('the database itself refuses a negative balance and edits of the journal', async () => {
    const { buyer } = await paidBundle();
    const account = (
      await app.db.query<{ id: string }>(`SELECT id FROM token_accounts WHERE client_id = $1`, [buyer.id])
    ).rows[0]!;
    await expect(
      app.db.query(`INSERT INTO token_movements (account_id, delta, reason) VALUES ($1, -6, 'booking')`, [account.id]),
    ).rejects.toMatchObject({ code: '23514' });
    await expect(app.db.query(`UPDATE ledger_entries SET amount_minor = 1`)).rejects.toMatchObject({ code: '55000' });
    await expect(app.db.query(`DELETE FROM token_movements`)).rejects.toMatchObject({ code: '55000' });
  });
});
