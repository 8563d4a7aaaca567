// PGlite on a worker thread (issue 29): what the api opens when DATABASE_URL is not set. The rest of the suite
// shares one in-process PGlite per file; this file goes through the worker the way `pnpm start` does.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { ensureExtensions, pgliteDb, type Db } from '../../src/plugins/external/db';
import {
  createPGliteWorker,
  supervisePGliteWorker,
  type PGliteWorker,
  type SupervisedPGlite,
} from '../../src/plugins/external/db-pglite-worker';
import { isDatabaseUnreachable } from '../../src/plugins/external/db-unreachable';
import { mapOverlap } from '../../src/plugins/app/bookings/repository/booking-writes';
import { ApiError } from '../../src/errors';
import { testConfig } from '../helpers';
import { gate } from '../support/gate';

jest.setTimeout(120_000);

// The supervised worker the db plugin opens, caught on its way out (every call still runs the real one), so a test
// can stop it as a crash would.
jest.mock('../../src/plugins/external/db-pglite-worker', () => {
  const actual = jest.requireActual<typeof import('../../src/plugins/external/db-pglite-worker')>(
    '../../src/plugins/external/db-pglite-worker',
  );
  return { ...actual, supervisePGliteWorker: jest.fn(actual.supervisePGliteWorker) };
});

/** A query that keeps PGlite busy for a while (the same work in this thread would hold it for as long). */
const HEAVY = `SELECT count(*)::int AS n FROM generate_series(1, 1000000) AS a WHERE a % 7 = 3`;

describe('PGlite on a worker thread', () => {
  let instance: PGliteWorker;
  let db: Db;
  beforeAll(async () => {
    instance = await createPGliteWorker(null);
    db = pgliteDb(instance, true);
    await ensureExtensions(db);
    await db.script(`
      CREATE TABLE people (id serial PRIMARY KEY, email text NOT NULL CONSTRAINT people_email_key UNIQUE);
      CREATE TABLE rooms (room int NOT NULL, during tstzrange NOT NULL,
        CONSTRAINT rooms_no_overlap EXCLUDE USING gist (room WITH =, during WITH &&));
    `);
  });
  afterAll(async () => {
    await db.close();
  });

  it('answers a query with the same JS types as PGlite in this thread: int8 number, date string, Date', async () => {
    const { rows, rowCount } = await db.query<{ n: unknown; d: unknown; t: unknown; j: unknown }>(
      `SELECT $1::int8 AS n, '2026-11-28'::date AS d, '2026-11-28T10:30:00Z'::timestamptz AS t, '{"a":[1]}'::jsonb AS j`,
      [42],
    );
    expect(rowCount).toBe(1);
    const row = rows[0]!;
    expect(row.n).toBe(42);
    expect(row.d).toBe('2026-11-28');
    // A Date of this thread's realm (jest's own Date is another one: compare the type tag and the instant).
    expect(Object.prototype.toString.call(row.t)).toBe('[object Date]');
    expect((row.t as Date).toISOString()).toBe('2026-11-28T10:30:00.000Z');
    expect(row.j).toEqual({ a: [1] });
    // A Date passed as a parameter arrives as the same instant.
    const back = await db.query<{ same: boolean }>(`SELECT $1::timestamptz = '2026-11-28T10:30:00Z' AS same`, [
      new Date('2026-11-28T10:30:00Z'),
    ]);
    expect(back.rows[0]!.same).toBe(true);
  });

  it('commits a transaction, and rolls one back when its function throws, rethrowing the same error', async () => {
    const kept = await db.tx(async (q) => {
      await q.query(`INSERT INTO people (email) VALUES ($1)`, ['kept@example.org']);
      const inside = await q.query<{ n: number }>(`SELECT count(*)::int AS n FROM people WHERE email = $1`, [
        'kept@example.org',
      ]);
      return inside.rows[0]!.n;
    });
    expect(kept).toBe(1);

    const thrown = new Error('changed my mind');
    await expect(
      db.tx(async (q) => {
        await q.query(`INSERT INTO people (email) VALUES ($1)`, ['dropped@example.org']);
        throw thrown;
      }),
    ).rejects.toBe(thrown);

    const { rows } = await db.query<{ email: string }>(`SELECT email FROM people ORDER BY email`);
    expect(rows.map((r) => r.email)).toEqual(['kept@example.org']);
  });

  it('serves a query sent while a transaction is open after that transaction ends, never inside it', async () => {
    // The api's line hands the worker several units at once: a plain query must not see or share an open one.
    let outside: Promise<{ rows: Array<{ n: number }> }> | undefined;
    await expect(
      db.tx(async (q) => {
        await q.query(`INSERT INTO people (email) VALUES ('inside@example.org')`);
        outside = db.query<{ n: number }>(`SELECT count(*)::int AS n FROM people WHERE email = 'inside@example.org'`);
        await q.query('SELECT 1');
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect((await outside!).rows[0]!.n).toBe(0);
  });

  it('gives a refused write its code and constraint, so the api maps it to the same 409', async () => {
    const duplicate = await db.query(`INSERT INTO people (email) VALUES ($1)`, ['kept@example.org']).then(
      () => null,
      (err: unknown) => err as Record<string, unknown>,
    );
    expect(duplicate).toMatchObject({ code: '23505', constraint: 'people_email_key', table: 'people' });
    expect(duplicate!.message).toMatch(/duplicate key value violates unique constraint "people_email_key"/);
    expect(duplicate!.detail).toMatch(/already exists/);

    await db.query(`INSERT INTO rooms VALUES (1, tstzrange('2026-12-01 09:00Z', '2026-12-01 10:00Z'))`);
    // Inside a transaction too: the refusal reaches the caller, which may go on (a savepoint) or give up.
    const overlap = await db
      .tx((q) => q.query(`INSERT INTO rooms VALUES (1, tstzrange('2026-12-01 09:30Z', '2026-12-01 10:30Z'))`))
      .then(
        () => null,
        (err: unknown) => err,
      );
    expect(overlap).toMatchObject({ code: '23P01', constraint: 'rooms_no_overlap' });
    const mapped = mapOverlap(overlap);
    expect(mapped).toBeInstanceOf(ApiError);
    expect(mapped).toMatchObject({ statusCode: 409, error: 'slot_taken' });
    expect(isDatabaseUnreachable(overlap)).toBe(false);
  });

  it('hears a NOTIFY, sent on its own or by a committed transaction', async () => {
    const heard: Array<string | undefined> = [];
    const states: boolean[] = [];
    let wake: () => void = () => undefined;
    const next = () => new Promise<void>((resolve) => (wake = resolve));
    const stop = await db.listen('worker_test', {
      notify: (payload) => {
        heard.push(payload);
        wake();
      },
      state: (listening) => states.push(listening),
    });
    expect(states).toEqual([true]);

    let arrived = next();
    await db.query(`NOTIFY worker_test, 'plain'`);
    await arrived;
    arrived = next();
    await db.tx((q) => q.query(`SELECT pg_notify('worker_test', 'from a transaction')`));
    await arrived;
    expect(heard).toEqual(['plain', 'from a transaction']);

    await stop();
    await db.query(`NOTIFY worker_test, 'after stopping'`);
    await db.query('SELECT 1');
    expect(heard).toEqual(['plain', 'from a transaction']);
  });

  it('reports the time PGlite itself was occupied, not the wait for this thread to read the answer', async () => {
    await db.query('SELECT 1');
    const before = instance.engine.busyMs();
    const answered = db.query('SELECT 1');
    // This thread busy for half a second: the answer is read that late, the database took a few ms of it.
    const until = performance.now() + 500;
    while (performance.now() < until);
    await answered;
    const quick = instance.engine.busyMs() - before;
    expect(quick).toBeGreaterThan(0);
    expect(quick).toBeLessThan(500);
    // A heavy query counts in full, and so does a transaction held open by this side (nothing else runs meanwhile).
    const beforeHeavy = instance.engine.busyMs();
    await db.query(HEAVY);
    expect(instance.engine.busyMs() - beforeHeavy).toBeGreaterThan(quick);
    const beforeTx = instance.engine.busyMs();
    await db.tx(async (q) => {
      await q.query('SELECT 1');
      await new Promise((resolve) => setTimeout(resolve, 300));
      await q.query('SELECT 1');
    });
    expect(instance.engine.busyMs() - beforeTx).toBeGreaterThanOrEqual(300);
    expect(instance.engine.alive()).toBe(true);
  });

  it("keeps this thread's event loop turning while a long query runs on the worker", async () => {
    let ticks = 0;
    let running = true;
    const spin = () => {
      ticks += 1;
      if (running) setImmediate(spin);
    };
    let ticksWhenAnswered = 0;
    const query = db.query<{ n: number }>(HEAVY).then((r) => {
      ticksWhenAnswered = ticks;
      return r;
    });
    setImmediate(spin);
    const { rows } = await query;
    running = false;
    expect(rows[0]!.n).toBeGreaterThan(0);
    // In this thread the query would run to its end before any setImmediate callback: no tick in between.
    expect(ticksWhenAnswered).toBeGreaterThan(10);
  });

  it('answers a statement slower than the blocking wait the usual way, and the transaction goes on', async () => {
    const order: string[] = [];
    const n = await db.tx(async (q) => {
      setImmediate(() => order.push('a turn of the event loop'));
      await q.query('SELECT pg_sleep(0.2)');
      order.push('the slow answer');
      const { rows } = await q.query<{ n: number }>(`SELECT $1::int + 1 AS n`, [41]);
      return rows[0]!.n;
    });
    expect(n).toBe(42);
    expect(order).toEqual(['a turn of the event loop', 'the slow answer']);
  });
});

describe('a transaction on the worker', () => {
  it("goes on from each answer at once, without waiting for a turn of this thread's event loop", async () => {
    // A wait long enough for any loaded machine: this asserts the path, not a time.
    const instance = await createPGliteWorker(null, { statementWaitMs: 10_000 });
    const db = pgliteDb(instance, true);
    try {
      const order: string[] = [];
      const sum = await db.tx(async (q) => {
        setImmediate(() => order.push('a turn of the event loop'));
        const a = await q.query<{ n: number }>('SELECT 1 AS n');
        order.push('first answer');
        const b = await q.query<{ n: number }>('SELECT 2 AS n');
        order.push('second answer');
        return a.rows[0]!.n + b.rows[0]!.n;
      });
      expect(sum).toBe(3);
      expect(order.slice(0, 2)).toEqual(['first answer', 'second answer']);
      // A refusal inside it still reaches the caller with its code, and the transaction is rolled back.
      await db.script(`CREATE TABLE seats (id int PRIMARY KEY)`);
      const refused = await db
        .tx(async (q) => {
          await q.query(`INSERT INTO seats VALUES (1)`);
          await q.query(`INSERT INTO seats VALUES (1)`);
        })
        .then(
          () => null,
          (err: unknown) => err,
        );
      expect(refused).toMatchObject({ code: '23505' });
      expect((await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM seats`)).rows[0]!.n).toBe(0);
    } finally {
      await db.close();
    }
  });
});

describe('a database worker that stops', () => {
  it('fails the pending call and every later one as unreachable, not by hanging', async () => {
    const instance = await createPGliteWorker(null);
    const db = pgliteDb(instance, true);
    const pending = db.query(HEAVY).then(
      () => null,
      (err: unknown) => err,
    );
    await instance.worker.terminate();
    const err = await pending;
    expect(err).toBeInstanceOf(Error);
    expect(isDatabaseUnreachable(err)).toBe(true);
    expect(instance.closed).toBe(true);
    expect(instance.engine.alive()).toBe(false);

    const later = await db.query('SELECT 1').then(
      () => null,
      (e: unknown) => e,
    );
    expect(isDatabaseUnreachable(later)).toBe(true);
    await db.close();
  });
});

describe('the api on PGlite, opened by the db plugin itself', () => {
  let app: FastifyInstance;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rozmova-worker-'));
    // No db passed and no DATABASE_URL: the plugin opens PGlite in DATA_DIR on its worker, as `pnpm start` does.
    app = buildApp({ config: testConfig({ databaseUrl: null }, dataDir) });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('runs its migrations, answers health, ready and a database route, with its wait line in front', async () => {
    expect(app.db.driver).toBe('pglite');
    expect(app.db.waitQueue).toBeDefined();
    expect(fs.existsSync(path.join(dataDir, 'pglite'))).toBe(true);
    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
    const ready = await app.inject({ url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ready', checks: { database: 'ok' } });
    // A burst: the line hands the worker several units at once; every one is answered.
    const lists = await Promise.all(
      Array.from({ length: 12 }, () => app.inject({ url: '/api/get_therapists_data?config_id=ua' })),
    );
    expect(lists.map((r) => r.statusCode)).toEqual(Array.from({ length: 12 }, () => 200));
  });

  it('answers health and ready from what it holds while the database is held busy, never from its line', async () => {
    expect((await app.inject({ url: '/api/ready' })).statusCode).toBe(200);
    // A transaction held open: every other query, a readiness probe's included, waits until it ends.
    const release = gate();
    const held = gate();
    const holder = app.db.tx(async (q) => {
      await q.query('SELECT 1');
      held.open();
      await release.opened;
    });
    await held.opened;
    // Answered before the transaction is let go: a probe in the database's line would wait for it, or time out.
    const [health, ready] = await Promise.all([app.inject({ url: '/api/health' }), app.inject({ url: '/api/ready' })]);
    release.open();
    await holder;
    expect(health.statusCode).toBe(200);
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ready', checks: { database: 'ok' } });
  });
});

describe('the api on a database worker that stops', () => {
  it('says /ready 503 at once, from the worker having stopped, without asking the database', async () => {
    const instance = await createPGliteWorker(null);
    const db = pgliteDb(instance, true);
    await ensureExtensions(db);
    const app = buildApp({ config: testConfig(), db });
    await app.ready();
    try {
      expect((await app.inject({ url: '/api/ready' })).json()).toMatchObject({ checks: { database: 'ok' } });
      await instance.worker.terminate();
      const ready = await app.inject({ url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ error: 'not_ready', checks: { database: 'failed' } });
      expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await app.close().catch(() => undefined);
    }
  });
});

describe('a supervised database worker that stops (what the api opens on its files)', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rozmova-supervised-'));
  });
  afterEach(() => {
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('is opened again on the same files: committed rows are there, a transaction cut off left nothing', async () => {
    const events: string[] = [];
    const instance = await supervisePGliteWorker(dataDir, {
      restartDelayMs: 50,
      onEvent: ({ kind }) => events.push(kind),
    });
    const db = pgliteDb(instance, true);
    try {
      await db.script('CREATE TABLE notes (id int PRIMARY KEY, body text NOT NULL)');
      await db.query(`INSERT INTO notes VALUES (1, 'kept')`);
      const heard: Array<string | undefined> = [];
      const states: boolean[] = [];
      await db.listen('supervised_test', {
        notify: (payload) => heard.push(payload),
        state: (listening) => states.push(listening),
      });
      // A transaction that has written and not committed when the worker stops.
      const letGo = gate();
      const cutOff = db
        .tx(async (tx) => {
          await tx.query(`INSERT INTO notes VALUES (2, 'never committed')`);
          await letGo.opened;
          await tx.query('SELECT 1');
        })
        .then(
          () => null,
          (err: unknown) => err,
        );
      await new Promise((resolve) => setTimeout(resolve, 50));
      await instance.worker.terminate();
      letGo.open();
      expect(isDatabaseUnreachable(await cutOff)).toBe(true);

      // While it is down: unreachable at once, not a hang, and not alive for /ready.
      const during = await db.query('SELECT 1').then(
        () => null,
        (err: unknown) => err,
      );
      expect(isDatabaseUnreachable(during)).toBe(true);
      expect(instance.engine.alive()).toBe(false);
      expect(instance.closed).toBe(false);

      await instance.whenServing();
      expect(instance.engine.alive()).toBe(true);
      const { rows } = await db.query<{ id: number; body: string }>('SELECT id, body FROM notes ORDER BY id');
      expect(rows).toEqual([{ id: 1, body: 'kept' }]);
      expect(events).toEqual(['stopped', 'restarted']);
      // The listener was told of the loss, then of the return with a call for whatever it missed; and hears again.
      expect(states).toEqual([true, false, true]);
      expect(heard).toEqual([undefined]);
      await db.query(`SELECT pg_notify('supervised_test', 'after')`);
      for (let i = 0; i < 50 && heard.length < 2; i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(heard).toEqual([undefined, 'after']);
    } finally {
      await db.close();
    }
  });

  it('keeps trying when the files cannot be opened, and serves once they can', async () => {
    const events: string[] = [];
    const failedOnce = gate();
    const files = path.join(dataDir, 'pglite');
    const instance = await supervisePGliteWorker(files, {
      restartDelayMs: 20,
      onEvent: ({ kind }) => {
        events.push(kind);
        if (kind === 'restart_failed') failedOnce.open();
      },
    });
    try {
      await instance.worker.terminate();
      // A plain file where the files were: opening fails until it is gone.
      fs.rmSync(files, { recursive: true, force: true });
      fs.writeFileSync(files, 'not a database');
      await failedOnce.opened;
      expect(instance.engine.alive()).toBe(false);
      fs.rmSync(files);
      await instance.whenServing();
      expect(instance.engine.alive()).toBe(true);
      expect(events[0]).toBe('stopped');
      expect(events).toContain('restart_failed');
      expect(events[events.length - 1]).toBe('restarted');
      const { rows } = await instance.query<{ n: number }>('SELECT 1 AS n');
      expect(rows).toEqual([{ n: 1 }]);
    } finally {
      await instance.close();
    }
  });

  it('is not started again once the api has closed it', async () => {
    const events: string[] = [];
    const instance = await supervisePGliteWorker(dataDir, {
      restartDelayMs: 10,
      onEvent: ({ kind }) => events.push(kind),
    });
    await instance.close();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(events).toEqual([]);
    expect(instance.closed).toBe(true);
    expect(instance.engine.alive()).toBe(false);
  });
});

describe('the api on its own files when the database worker stops', () => {
  it('answers 503 meanwhile, then serves again from the same files without a restart of the api', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rozmova-worker-restart-'));
    const supervise = jest.mocked(supervisePGliteWorker);
    supervise.mockClear();
    const app = buildApp({ config: testConfig({ databaseUrl: null }, dataDir) });
    try {
      await app.ready();
      expect(supervise).toHaveBeenCalledTimes(1);
      const worker = (await supervise.mock.results[0]!.value) as SupervisedPGlite;
      const list = '/api/get_therapists_data?config_id=ua';
      const before = await app.inject({ url: list });
      expect(before.statusCode).toBe(200);

      await worker.worker.terminate();
      const ready = await app.inject({ url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ checks: { database: 'failed' } });

      // Checks that failed meanwhile (the job queue's asks the database) run again on the new worker at once:
      // ready as soon as it serves.
      await worker.whenServing();
      const readyAgain = await app.inject({ url: '/api/ready' });
      expect(readyAgain.statusCode).toBe(200);
      expect(readyAgain.json()).toMatchObject({ status: 'ready', checks: { database: 'ok', queue: 'ok' } });
      const after = await app.inject({ url: list });
      expect(after.statusCode).toBe(200);
      expect(after.json()).toEqual(before.json());
    } finally {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
