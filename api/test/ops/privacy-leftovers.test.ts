// Issue 13's privacy leftovers, on both databases: what account deletion leaves in other people's records, the
// reset request that must not tell registered from unknown addresses, and an absurd callback date.
import type { FastifyInstance } from 'fastify';
import type { TxQueryable } from '../../src/plugins/external/db';
import { SERVICE_IDS } from '@rozmova/contracts/constants';
import { buildTestApp, ORIGIN, readMails } from '../helpers';
import {
  client,
  count,
  createClient,
  createTherapist,
  postSandboxWebhook,
  signedSandbox,
} from '../payments/payments-helpers';
import { insertBookingRow } from '../scheduling/scheduling-helpers';

jest.setTimeout(120_000);

describe('privacy leftovers', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it("delete_account takes the client's name and phone out of the therapist's notes and the partner's address out of their couple bookings", async () => {
    const therapist = await createTherapist(app, { market: 'ua' });
    const leaving = await createClient(app);
    await app.db.query('UPDATE users SET name = $2, phone = $3 WHERE id = $1', [
      leaving.id,
      'Ірина Бондар',
      '+380 67 765 43 21',
    ]);
    const staying = await createClient(app);
    const past = new Date(Date.now() - 7 * 86400_000);
    const couple = await insertBookingRow(app, {
      workerId: therapist.id,
      clientId: leaving.id,
      startsAt: past,
      kind: 'couple',
      partnerEmail: 'partner.of.iryna@example.org',
    });
    const other = await insertBookingRow(app, {
      workerId: therapist.id,
      clientId: staying.id,
      startsAt: new Date(past.getTime() + 86400_000),
    });
    await app.db.query('UPDATE bookings SET worker_note = $2 WHERE id = $1', [
      couple,
      'Ірина прийшла з чоловіком; Бондар просила дзвонити на 067-765-43-21. Тема: тривога.',
    ]);
    await app.db.query('UPDATE bookings SET worker_note = $2 WHERE id = $1', [other, 'Ірина Бондар — інша клієнтка?']);

    const deleted = await app.inject({
      method: 'DELETE',
      url: '/api/delete_account?config_id=ua',
      headers: { origin: ORIGIN, cookie: leaving.cookie },
    });
    expect(deleted.statusCode).toBe(200);

    const { rows } = await app.db.query<{ id: string; worker_note: string; partner_email: string | null }>(
      'SELECT id, worker_note, partner_email FROM bookings WHERE id = ANY($1::uuid[])',
      [[couple, other]],
    );
    const mine = rows.find((r) => r.id === couple)!;
    expect(mine.partner_email).toBeNull();
    expect(mine.worker_note).toBe(
      '[removed] прийшла з чоловіком; [removed] просила дзвонити на [removed]. Тема: тривога.',
    );
    // Another client's record is not touched, even where the same name appears in it.
    expect(rows.find((r) => r.id === other)!.worker_note).toBe('Ірина Бондар — інша клієнтка?');
  });

  it('restore_password runs the same statements for a registered and an unknown address', async () => {
    const known = await createClient(app);
    const statements = async (email: string): Promise<string[]> => {
      const seen: string[] = [];
      const record = (sql: string) => seen.push(sql.replace(/\s+/g, ' ').trim());
      const original = app.db.query;
      const originalTx = app.db.tx;
      const spy = jest.spyOn(app.db, 'query').mockImplementation((sql, params, name) => {
        record(sql);
        return original.call(app.db, sql, params, name) as never;
      });
      // Statements inside a transaction go through its own handle: record those too.
      const txSpy = jest.spyOn(app.db, 'tx').mockImplementation(((fn: (q: TxQueryable) => Promise<unknown>) =>
        originalTx.call(app.db, (q) =>
          fn(
            new Proxy(q, {
              get(target, key) {
                if (key === 'query') {
                  return (sql: string, params?: unknown[], name?: string) => {
                    record(sql);
                    return target.query(sql, params, name);
                  };
                }
                const value = Reflect.get(target, key) as unknown;
                return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
              },
            }),
          ),
        )) as never);
      try {
        const res = await app.inject({
          method: 'POST',
          url: '/api/restore_password?config_id=ua',
          headers: { origin: ORIGIN },
          payload: { email },
        });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ ok: true });
      } finally {
        spy.mockRestore();
        txSpy.mockRestore();
      }
      return seen.filter((s) => !/rate_limit_counters/.test(s));
    };
    const mailsBefore = (await readMails(app)).length;
    const forKnown = await statements(known.email);
    const forUnknown = await statements('nobody-here@example.org');
    expect(forKnown.length).toBeGreaterThan(0);
    expect(forUnknown).toEqual(forKnown);
    // Only the registered address got a link, and only it has a reset row.
    expect((await readMails(app)).length).toBe(mailsBefore + 1);
    expect(await count(app, 'password_reset_tokens')).toBe(1);
    const outbox = await app.db.query<{ to_email: string; status: string }>(
      `SELECT to_email, status FROM mail_outbox WHERE purpose = 'restore_password'`,
    );
    expect(outbox.rows).toEqual([{ to_email: known.email, status: 'sent' }]);
  });

  it.each(['+275760-09-13T00:00:00.000Z', '-000001-01-01T00:00:00Z', '0001-01-01T00:00:00Z', '2026-13-45T99:00:00Z'])(
    'refuses a callback dated %s with 400 and writes nothing',
    async (occurredAt) => {
      const buyer = await createClient(app);
      const order = (
        await client(app, buyer.cookie).post('/v4/token_management/initiate_purchase_of_bundle', {
          service_id: SERVICE_IDS.personal,
          quantity: 5,
        })
      ).json() as { order_id: string; amount_minor: number };
      const before = await count(app, 'provider_events');
      const event = signedSandbox(app, {
        order_id: order.order_id,
        amount_minor: order.amount_minor,
        occurred_at: occurredAt,
      });
      const res = await postSandboxWebhook(app, event.rawBody, event.signatureHeader);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'invalid_signature' });
      expect(await count(app, 'provider_events')).toBe(before);
    },
  );
});
