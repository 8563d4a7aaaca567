// Mail once: an api process killed with SIGKILL while the SMTP server has just taken a mail (before the process
// heard "250 OK" and recorded it) leaves that mail to the next process, which sends it again with the same
// Message-ID; no mail goes out twice under two different Message-IDs, and every row ends `sent`.
// PostgreSQL server run only (jest.config.cjs leaves test/replicas/ out of the PGlite run).
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { pgPoolDb } from '../../src/plugins/external/db';
import { testConfig } from '../helpers';
import { startSmtpStandIn, type SmtpStandIn } from '../support/smtp-stand-in';
import {
  sharedDatabase,
  startApiProcesses,
  stopApiProcesses,
  type ApiProcess,
  type SharedDatabase,
} from '../support/processes';

jest.setTimeout(240_000);

/** This suite's ports (the edge branch's range, 6000-6049). */
const PORT_BASE = 6010;
const MAILS = 12;

async function until<T>(what: string, probe: () => Promise<T | null | undefined | false>, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('mail once, across a kill -9 in the middle of a batch', () => {
  let db: SharedDatabase;
  let smtp: SmtpStandIn;
  let seed: FastifyInstance;
  const procs: ApiProcess[] = [];
  const env = () => ({
    SMTP_URL: smtp.url,
    // Short times so the test does not wait minutes: the queue retries a dead job after 3 s, the lease ends after 4.
    JOB_EXPIRE_SECONDS: '3',
    JOB_MAINTENANCE_SECONDS: '1',
    JOB_RETRY_DELAY_SECONDS: '1',
    MAIL_SEND_LEASE_SECONDS: '4',
    LOG_LEVEL: 'info',
  });

  beforeAll(async () => {
    smtp = await startSmtpStandIn({ refusing: false });
    db = await sharedDatabase();
  });
  afterAll(async () => {
    await stopApiProcesses(procs);
    await seed?.close();
    await db?.drop();
    await smtp?.close();
  });

  it('sends each mail under one Message-ID and ends every row sent', async () => {
    // The fourth mail the server takes gets no answer: its sender is killed while it waits.
    let taken = 0;
    smtp.holdAnswer = () => (taken += 1) === 4;
    procs.push(...(await startApiProcesses(1, { db, portBase: PORT_BASE, env: env() })));
    seed = buildApp({
      config: testConfig({ jobWorkers: false }),
      db: pgPoolDb(process.env.DATABASE_URL!, `${db.schema},public`),
    });
    await seed.ready();

    const ids: string[] = [];
    for (let i = 0; i < MAILS; i++) {
      ids.push(
        await seed.db.tx((q) =>
          seed.outbox.enqueue(q, {
            purpose: 'password_changed',
            userId: null,
            to: `once-${i}@test.example`,
            locale: (['ua', 'pl', 'ro', 'en'] as const)[i % 4]!,
            subject: `Mail ${i}`,
            text: `Body ${i}`,
          }),
        ),
      );
    }

    await until('a mail taken by the server and its answer held', async () => smtp.held === 1);
    const [victim] = procs;
    victim!.kill('SIGKILL');
    await victim!.exited;
    smtp.releaseHeld();
    const heldTo = smtp.messages[3]!.to[0]!;

    // The replacement (a restart, or the other replica) finds the dead sender's jobs and leases run out.
    procs.push(...(await startApiProcesses(1, { db, portBase: PORT_BASE + 1, env: env() })));
    const rows = await until('every mail sent', async () => {
      const { rows: r } = await seed.db.query<{
        id: string;
        to_email: string;
        status: string;
        message_id: string;
        attempts: number;
        sent_at: Date | null;
      }>('SELECT id, to_email, status, message_id, attempts, sent_at FROM mail_outbox WHERE id = ANY($1::uuid[])', [
        ids,
      ]);
      return r.length === MAILS && r.every((m) => m.status === 'sent') ? r : null;
    });

    // Every recipient got exactly one Message-ID, the one its row keeps, however many times it was sent.
    for (const row of rows) {
      const caught = smtp.messages.filter((m) => m.to.includes(row.to_email));
      expect(caught.length).toBeGreaterThanOrEqual(1);
      expect(new Set(caught.map((m) => m.messageId))).toEqual(new Set([row.message_id]));
      expect(row.sent_at).not.toBeNull();
    }
    expect(new Set(rows.map((r) => r.message_id)).size).toBe(MAILS);
    // The held mail was taken twice (once before the kill, once after), under one Message-ID; the row counts both
    // tries. Only mails in flight at the kill (at most the worker's two slots) may go twice.
    expect(smtp.messages.filter((m) => m.to.includes(heldTo))).toHaveLength(2);
    expect(rows.find((r) => r.to_email === heldTo)!.attempts).toBe(2);
    expect(smtp.messages.length).toBeLessThanOrEqual(MAILS + 2);
  });
});
