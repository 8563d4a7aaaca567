// Two api processes on one PostgreSQL database, both running job workers: background work happens once,
// and a process killed with SIGKILL in the middle of a job leaves the work to the other. Runs only on the
// PostgreSQL server run (jest.config.cjs leaves test/replicas/ out of the PGlite run: PGlite is one
// process's database). The processes are started by test/support/processes.ts.
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { SERVICE_IDS } from '@rozmova/contracts/constants';
import { buildApp } from '../../src/app';
import { pgPoolDb } from '../../src/plugins/external/db';
import { testConfig } from '../helpers';
import {
  client,
  createClient,
  createTherapist,
  hourAhead,
  payThroughSandbox,
  signedSandbox,
  type TestTherapist,
} from '../payments/payments-helpers';
import { insertBookingRow } from '../scheduling/scheduling-helpers';
import {
  sharedDatabase,
  startApiProcesses,
  stopApiProcesses,
  type ApiProcess,
  type SharedDatabase,
} from '../support/processes';

jest.setTimeout(240_000);

/** Port base of this suite's processes (the jobs branch's range, 4100–4149). */
const PORT_BASE = 4140;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Polls `probe` until it returns something truthy; fails after `timeoutMs`. */
async function until<T>(
  what: string,
  probe: () => Promise<T | null | undefined | false>,
  timeoutMs = 90_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(300);
  }
}

describe('two api processes on one database', () => {
  let db: SharedDatabase;
  let procs: ApiProcess[] = [];
  let seed: FastifyInstance;
  let therapist: TestTherapist;
  let smtp: SMTPServer;
  const delivered: string[] = [];
  const hang = new Set<string>();
  const hanging: string[] = [];

  beforeAll(async () => {
    smtp = new SMTPServer({
      disabledCommands: ['AUTH', 'STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const rcpts = session.envelope.rcptTo.map((r) => r.address);
        stream.resume();
        stream.on('end', () => {
          // A held mail never gets its answer: the sending process is killed while it waits.
          if (rcpts.some((r) => hang.has(r))) {
            hanging.push(...rcpts);
            return;
          }
          delivered.push(...rcpts);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const smtpPort = (smtp.server.address() as AddressInfo).port;
    db = await sharedDatabase();
    procs = await startApiProcesses(2, {
      db,
      portBase: PORT_BASE,
      env: {
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        JOB_EXPIRE_SECONDS: '8',
        JOB_MAINTENANCE_SECONDS: '2',
        JOB_RETRY_DELAY_SECONDS: '1',
      },
    });
    // The test's own app on the same schema, without workers: it writes the data and sends the jobs.
    seed = buildApp({
      config: testConfig({ jobWorkers: false, jobExpireSeconds: 8 }),
      db: pgPoolDb(process.env.DATABASE_URL!, `${db.schema},public`),
    });
    await seed.ready();
    therapist = await createTherapist(seed, { market: 'ua' });
  });
  afterAll(async () => {
    await stopApiProcesses(procs);
    await seed?.close();
    await db?.drop();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  const linesOf = (msg: string) => procs.flatMap((p) => p.logs.filter((l) => l.msg === msg));

  /** Due jobs in one of `states`, of the queue `name` or of any queue. */
  const jobCount = async (states: readonly string[], name: string | null = null): Promise<number> => {
    const { rows } = await seed.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${seed.jobs.schema}.job
        WHERE state::text = ANY($1) AND start_after <= now() AND ($2::text IS NULL OR name = $2)`,
      [states, name],
    );
    return rows[0]!.n;
  };
  /**
   * Waits until no process has anything left to do: every due job has ended. Whatever a duplicate would have
   * done (a second mail, refund or charge) has then happened, so the counts that follow are final.
   */
  const queueSettled = () =>
    until('the job queue to settle', async () => (await jobCount(['created', 'retry', 'active'])) === 0);
  /**
   * Sends `count` sweeps one after another, each once a process has taken the one before: with the queue's
   * "stately" policy a sweep sent while one still waits is dropped, so this is how several sweeps overlap.
   */
  const sweeps = async (count: number) => {
    for (let i = 0; i < count; i += 1) {
      await seed.jobs.send(seed.db, 'payments.sweep');
      await until('a process to take the sweep', async () => (await jobCount(['created'], 'payments.sweep')) === 0);
    }
  };

  it('each reminder is sent once, however many scans run at once', async () => {
    const clients = await Promise.all([createClient(seed), createClient(seed), createClient(seed)]);
    const partner = `partner-${seed.clock.now()}@test.example`;
    for (const [i, c] of clients.entries()) {
      await insertBookingRow(seed, {
        workerId: therapist.id,
        clientId: c.id,
        startsAt: hourAhead(3 + i * 2),
        ...(i === 0 ? { kind: 'couple' as const, partnerEmail: partner } : {}),
      });
    }
    // Both processes scan (jobs), and so does this process, all at once.
    await Promise.all([
      seed.jobs.send(seed.db, 'reminders.scan'),
      seed.reminders.scan(),
      seed.reminders.scan(),
      seed.jobs.send(seed.db, 'reminders.scan'),
    ]);
    const expected = [...clients.map((c) => c.email), partner, therapist.email, therapist.email, therapist.email];
    await until('7 reminder mails', async () => delivered.length >= expected.length);
    await queueSettled();
    expect([...delivered].sort()).toEqual([...expected].sort());
  });

  it('an expired order is released once and a refund is sent once', async () => {
    const buyer = await createClient(seed);
    const res = await client(seed, buyer.cookie).post('/v4/purchase_rule/initiate_purchase_of_appointment', {
      worker_id: therapist.id,
      service_id: SERVICE_IDS.personal,
      starts_at: hourAhead(60).toISOString(),
    });
    expect(res.statusCode).toBe(200);
    const unpaid = res.json() as { order_id: string; booking_id: string };
    await seed.db.query(`UPDATE orders SET expires_at = now() - interval '1 minute' WHERE id = $1`, [unpaid.order_id]);

    // A paid order that is charged five more times: five refunds to send, by whichever process gets there.
    const paidRes = await client(seed, buyer.cookie).post('/v4/purchase_rule/initiate_purchase_of_appointment', {
      worker_id: therapist.id,
      service_id: SERVICE_IDS.personal,
      starts_at: hourAhead(64).toISOString(),
    });
    const paid = paidRes.json() as { order_id: string; amount_minor: number };
    const callbacks = Array.from({ length: 6 }, (_, i) =>
      signedSandbox(seed, {
        order_id: paid.order_id,
        amount_minor: paid.amount_minor,
        payment_id: `sbx_pay_twice_${i}`,
      }),
    );
    const answers = await Promise.all(
      callbacks.map((c, i) =>
        fetch(`${procs[i % 2]!.baseUrl}/v4/payments/webhook/sandbox`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-sandbox-signature': c.signatureHeader! },
          body: c.rawBody,
        }).then(async (r) => ((await r.json()) as { outcome: string }).outcome),
      ),
    );
    expect(answers.sort()).toEqual(['paid', ...Array(5).fill('refunded_second_charge')].sort());

    await sweeps(4);
    await until('the unpaid order to expire', async () => {
      const { rows } = await seed.db.query<{ status: string }>('SELECT status FROM orders WHERE id = $1', [
        unpaid.order_id,
      ]);
      return rows[0]!.status === 'expired';
    });
    const { rows: held } = await seed.db.query<{ status: string }>('SELECT status FROM bookings WHERE id = $1', [
      unpaid.booking_id,
    ]);
    expect(['released', 'expired']).toContain(held[0]!.status);
    await queueSettled();
    const expiredBySweeps = () => linesOf('payments sweep').reduce((n, l) => n + Number(l.expired ?? 0), 0);
    await until('the sweep that expired it to log', async () => expiredBySweeps() >= 1);
    expect(expiredBySweeps()).toBe(1);

    const refunds = await until('five refunds sent', async () => {
      const { rows } = await seed.db.query<{ id: string; provider_refund_id: string | null }>(
        `SELECT id, provider_refund_id FROM refunds WHERE order_id = $1`,
        [paid.order_id],
      );
      return rows.length === 5 && rows.every((r) => r.provider_refund_id) ? rows : null;
    });
    await queueSettled();
    // A process writes its log line before its job ends; the line may still be on its way through the pipe.
    await until('a log line per refund', async () => linesOf('refund sent to the provider').length >= refunds.length);
    const sent = linesOf('refund sent to the provider').map((l) => l.refundId as string);
    expect(sent.sort()).toEqual(refunds.map((r) => r.id).sort());
  });

  it('a subscription renewal is charged once', async () => {
    const buyer = await createClient(seed);
    const res = await client(seed, buyer.cookie).post('/v4/subscription_management/initiate_purchase_of_subscription', {
      worker_id: therapist.id,
      service_id: SERVICE_IDS.personal,
      sessions_per_month: 2,
    });
    expect(res.statusCode).toBe(200);
    const order = res.json() as { order_id: string; checkout_url: string };
    await payThroughSandbox(seed, order.checkout_url, 'pay');
    // The paid month is over: the next sweep, in whichever process, charges the next one.
    await seed.db.query(
      `UPDATE subscriptions SET current_period_end = now() - interval '1 minute' WHERE order_id = $1`,
      [order.order_id],
    );
    await sweeps(4);
    await until('the renewal', async () => {
      const { rows } = await seed.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM payments WHERE order_id = $1 AND period_index = 2',
        [order.order_id],
      );
      return rows[0]!.n === 1;
    });
    await queueSettled();
    const { rows } = await seed.db.query<{ n: number }>('SELECT count(*)::int AS n FROM payments WHERE order_id = $1', [
      order.order_id,
    ]);
    expect(rows[0]!.n).toBe(2);
    const periods = await seed.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM subscription_periods sp JOIN subscriptions s ON s.id = sp.subscription_id
        WHERE s.order_id = $1`,
      [order.order_id],
    );
    expect(periods.rows[0]!.n).toBe(2);
    expect(await seed.ledger.check(seed.db)).toEqual([]);
  });

  it('kill -9 of the process sending a mail: the other one sends it', async () => {
    const victim = await createClient(seed);
    hang.add(victim.email);
    const bookingId = await insertBookingRow(seed, {
      workerId: therapist.id,
      clientId: victim.id,
      startsAt: hourAhead(20),
    });
    await seed.reminders.scan();
    const { rows } = await seed.db.query<{ id: string }>(
      `SELECT m.id FROM session_reminders r JOIN mail_outbox m ON m.id = r.mail_id
        WHERE r.booking_id = $1 AND r.recipient = 'client'`,
      [bookingId],
    );
    const mailId = rows[0]!.id;
    await until('the mail to hang mid-delivery', async () => hanging.includes(victim.email));
    const sender = procs.find((p) =>
      p.logs.some((l) => l.msg === 'job started' && (l.data as { id?: string } | undefined)?.id === mailId),
    )!;
    expect(sender).toBeDefined();
    sender.kill('SIGKILL');
    await sender.exited;
    hang.delete(victim.email);
    const other = procs.find((p) => p !== sender)!;
    await until(
      'the other process to send it',
      async () => {
        const { rows: m } = await seed.db.query<{ status: string }>('SELECT status FROM mail_outbox WHERE id = $1', [
          mailId,
        ]);
        return m[0]!.status === 'sent';
      },
      120_000,
    );
    expect(delivered.filter((d) => d === victim.email)).toHaveLength(1);
    expect(
      other.logs.some((l) => l.msg === 'job started' && (l.data as { id?: string } | undefined)?.id === mailId),
    ).toBe(true);
  });
});
