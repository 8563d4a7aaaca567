// The embedded database's wait line, on a real PGlite (and, on the server run, the same burst without one).
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, createUser, loginCookie } from '../helpers';
import { FairQueue, waitContext } from '../../src/plugins/external/db-queue';
import { gate } from '../support/gate';

const BOUND_MS = 400;
jest.setTimeout(120_000);

async function slowRoute(app: FastifyInstance): Promise<void> {
  // Two statements per request, like a real handler: a read, then the work that depends on it.
  app.get('/api/__test/slow/:n', async (request) => {
    const { n } = request.params as { n: string };
    const first = await app.db.query<{ n: number }>('SELECT $1::int AS n, pg_sleep(0.05)', [Number(n)]);
    const second = await app.db.query<{ n: number }>('SELECT $1::int + 1000 AS n', [first.rows[0]!.n]);
    return { n: first.rows[0]!.n, then: second.rows[0]!.n };
  });
}

describe('waiting for the embedded database', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ config: { dbQueueMaxWaitMs: BOUND_MS }, plugins: [slowRoute] });
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers a burst of plain reads with no refusals when it fits in the bound', async () => {
    const burst = await Promise.all(
      Array.from({ length: 20 }, () => app.inject({ method: 'GET', url: '/api/health' })),
    );
    expect(burst.every((r) => r.statusCode === 200)).toBe(true);
    const ready = await Promise.all(Array.from({ length: 20 }, () => app.inject({ method: 'GET', url: '/api/ready' })));
    expect(ready.every((r) => r.statusCode === 200)).toBe(true);
  });

  it('serves a burst first come first served, refuses the overflow with 503 + Retry-After, never halfway', async () => {
    const finished: number[] = [];
    const burst = await Promise.all(
      Array.from({ length: 30 }, (_, n) =>
        app.inject({ method: 'GET', url: `/api/__test/slow/${n}` }).then((res) => {
          if (res.statusCode === 200) finished.push(n);
          return res;
        }),
      ),
    );
    const served = burst.filter((r) => r.statusCode === 200);
    const refused = burst.filter((r) => r.statusCode !== 200);
    // Every admitted request ran both of its statements.
    for (const r of served) expect(r.json().then).toBe(r.json().n + 1000);

    if (app.db.driver === 'pg') {
      // The server has a pool of connections and no such line: the same burst is simply served.
      expect(app.db.waitQueue).toBeUndefined();
      expect(refused).toHaveLength(0);
      return;
    }
    // 30 × 50 ms of sleeping is far more than a 400 ms bound: some are turned away, some are served.
    expect(served.length).toBeGreaterThan(0);
    expect(refused.length).toBeGreaterThan(0);
    for (const r of refused) {
      expect(r.statusCode).toBe(503);
      expect(Number(r.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(r.json()).toMatchObject({ error: 'database_busy' });
    }
    // Served in the order they came: a request that started is finished before a newer one begins.
    expect(finished).toEqual([...finished].sort((a, b) => a - b));
    // The line empties: the next caller is served at once.
    expect((await app.inject({ method: 'GET', url: '/api/__test/slow/99' })).statusCode).toBe(200);
    expect(app.db.waitQueue!.depth()).toBe(0);
  });

  it('answers /ready and /health while a crowd waits in line: they never queue behind it', async () => {
    const servedAt: number[] = [];
    const crowd = Array.from({ length: 5 }, (_, n) =>
      app.inject({ method: 'GET', url: `/api/__test/slow/${n}` }).then((res) => {
        if (res.statusCode === 200) servedAt.push(performance.now());
        return res;
      }),
    );
    // Asked together with the crowd, a moment after it: the crowd is in line first.
    const started = performance.now();
    const [health, ready] = await Promise.all([
      app.inject({ method: 'GET', url: '/api/health' }),
      app.inject({ method: 'GET', url: '/api/ready' }),
    ]);
    const answeredAt = performance.now();
    expect(health.statusCode).toBe(200);
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ready', checks: { database: 'ok', queue: 'ok' } });
    await Promise.all(crowd);
    if (app.db.driver === 'pglite') {
      // Requests of two statements, 50 ms of sleep each: /ready waited at most for the statement running when it
      // came, and the crowd it overtook was served after it.
      expect(servedAt.length).toBeGreaterThanOrEqual(2);
      expect(servedAt.filter((at) => at > answeredAt).length).toBeGreaterThanOrEqual(1);
      expect(answeredAt - started).toBeLessThan(250);
    }
  });

  it('answers /health and /ready to a signed-in browser without looking its session up behind the crowd', async () => {
    const user = await createUser(app);
    const cookie = await loginCookie(app, user.email, user.password);
    const servedAt: number[] = [];
    const crowd = Array.from({ length: 5 }, (_, n) =>
      app.inject({ method: 'GET', url: `/api/__test/slow/${n}` }).then((res) => {
        if (res.statusCode === 200) servedAt.push(performance.now());
        return res;
      }),
    );
    const [health, ready] = await Promise.all([
      app.inject({ method: 'GET', url: '/api/health', headers: { cookie } }),
      app.inject({ method: 'GET', url: '/api/ready', headers: { cookie } }),
    ]);
    const answeredAt = performance.now();
    expect(health.statusCode).toBe(200);
    expect(ready.statusCode).toBe(200);
    await Promise.all(crowd);
    if (app.db.driver === 'pglite') {
      // A session lookup would have taken its turn after every statement of the crowd that came first.
      expect(servedAt.filter((at) => at > answeredAt).length).toBeGreaterThanOrEqual(1);
    }
    // The cookie still signs the person in where it matters.
    const auth = await app.inject({ method: 'GET', url: '/api/auth?config_id=ua', headers: { cookie } });
    expect(auth.json().user.id).toBe(user.id);
  });

  // Last in this app: it adds a readiness check that counts its runs.
  it('repeats a fresh /ready result while work waits for the database, and checks again once it is idle', async () => {
    let runs = 0;
    app.readiness.add('counted', async () => {
      runs += 1;
    });
    expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
    expect(runs).toBe(1);
    // More requests than PGlite's line lets through at once and than the server's pool (10) has connections.
    const crowd = Array.from({ length: 14 }, (_, n) => app.inject({ method: 'GET', url: `/api/__test/slow/${n}` }));
    while (app.db.liveness!.waiting() === 0) await new Promise((resolve) => setImmediate(resolve));
    const busy = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(busy.statusCode).toBe(200);
    expect(busy.json()).toMatchObject({ status: 'ready', checks: { database: 'ok', counted: 'ok' } });
    expect(runs).toBe(1);
    await Promise.all(crowd);
    expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
    expect(runs).toBe(2);
  });
});

describe('FairQueue', () => {
  it('serves older requests first, even their later work, and background work in arrival order', async () => {
    let now = 0;
    const queue = new FairQueue(1_000, () => now);
    const order: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const blocker = queue.run(() => gate);
    const older = { arrivedAt: 10, admitted: true };
    const newer = { arrivedAt: 20, admitted: false };
    const newerWork = waitContext.run(newer, () => queue.run(async () => void order.push('newer')));
    const olderWork = waitContext.run(older, () => queue.run(async () => void order.push('older')));
    now = 30;
    const background = queue.run(async () => void order.push('background'));
    expect(queue.depth()).toBe(3);
    release();
    await Promise.all([blocker, newerWork, olderWork, background]);
    expect(order).toEqual(['older', 'newer', 'background']);
    expect(newer.admitted).toBe(true);
  });

  it('refuses a request that has waited past the bound, but never one the database already started on', async () => {
    let now = 0;
    const queue = new FairQueue(100, () => now);
    let release!: () => void;
    const blocker = queue.run(() => new Promise<void>((r) => (release = r)));
    now = 150;
    const fresh = { arrivedAt: 0, admitted: false };
    await expect(waitContext.run(fresh, () => queue.run(async () => 1))).rejects.toMatchObject({
      statusCode: 503,
      error: 'database_busy',
    });
    const started = { arrivedAt: 0, admitted: true };
    const kept = waitContext.run(started, () => queue.run(async () => 2));
    release();
    await blocker;
    await expect(kept).resolves.toBe(2);
    expect(queue.refused).toBe(1);
  });

  it('does not start work for a caller that has hung up while waiting, unless it already started', async () => {
    const queue = new FairQueue(10_000);
    let release!: () => void;
    const blocker = queue.run(() => new Promise<void>((r) => (release = r)));
    let hungUp = false;
    const ran: string[] = [];
    const waiting = { arrivedAt: performance.now(), admitted: false, gone: () => hungUp };
    const midway = { arrivedAt: performance.now(), admitted: true, gone: () => hungUp };
    const skipped = waitContext.run(waiting, () => queue.run(async () => void ran.push('waiting')));
    const finished = waitContext.run(midway, () => queue.run(async () => void ran.push('midway')));
    hungUp = true;
    release();
    await blocker;
    await expect(skipped).rejects.toMatchObject({ statusCode: 503, error: 'database_busy' });
    await finished;
    expect(ran).toEqual(['midway']);
    // The line goes on: the next caller is served.
    await expect(queue.run(async () => 3)).resolves.toBe(3);
  });

  it('reckons with the time the database reports per unit, not the round trip seen from this thread', async () => {
    // Each unit: 100 ms from handing it over to reading its answer (this thread's lag), 2 ms inside PGlite.
    let now = 0;
    let databaseMs = 0;
    const byRoundTrip = new FairQueue(800, () => now, 'worker');
    const byDatabase = new FairQueue(
      800,
      () => now,
      'worker',
      () => databaseMs,
    );
    for (const queue of [byRoundTrip, byDatabase]) {
      for (let i = 0; i < 60; i += 1) {
        await queue.run(async () => {
          now += 100;
          databaseMs += 2;
        });
      }
    }
    expect(byRoundTrip.unitMs()).toBeGreaterThan(90);
    expect(byDatabase.unitMs()).toBeGreaterThan(1.5);
    expect(byDatabase.unitMs()).toBeLessThan(2.5);

    // 40 units in line: 40 × 100 / 4 in flight is past the 800 ms bound; 40 × 2 ms is far inside it.
    const outcome = async (queue: FairQueue): Promise<string> => {
      let release!: () => void;
      const gate = new Promise<void>((r) => (release = r));
      const crowd = Array.from({ length: 40 }, () => queue.run(() => gate));
      const newcomer = waitContext
        .run({ arrivedAt: now, admitted: false }, () => queue.run(async () => 'served'))
        .catch((err: { error?: string }) => err.error ?? 'failed');
      release();
      await Promise.all(crowd);
      return newcomer;
    };
    await expect(outcome(byRoundTrip)).resolves.toBe('database_busy');
    await expect(outcome(byDatabase)).resolves.toBe('served');
    expect(byDatabase.refused).toBe(0);
    expect(byRoundTrip.refusedOnEstimate).toBe(1);
  });

  it.each([
    ['on this thread, lets timers and I/O have a turn first', 'this-thread', 'second statement, after a turn'],
    ['on a worker thread, does not wait for timers and I/O', 'worker', 'second statement'],
  ] as const)('serves a started request its next statement before newer ones; PGlite %s', async (_, pglite, second) => {
    const queue = new FairQueue(10_000, undefined, pglite);
    const order: string[] = [];
    let turned = false;
    let release!: () => void;
    let releaseOthers!: () => void;
    const others = new Promise<void>((r) => (releaseOthers = r));
    const now = performance.now();
    const started = { arrivedAt: now, admitted: false };
    const newer = { arrivedAt: now + 1, admitted: false };
    const request = waitContext.run(started, async () => {
      await queue.run(() => new Promise<void>((r) => (release = r)));
      await queue.run(async () => void order.push(turned ? 'second statement, after a turn' : 'second statement'));
    });
    // Whatever else the database has been handed (work of later requests) until one more would have to wait.
    const busy: Array<Promise<void>> = [];
    while (queue.depth() === 0 && busy.length < 16) {
      busy.push(waitContext.run({ arrivedAt: now + 1_000, admitted: true }, () => queue.run(() => others)));
    }
    const newerWork = waitContext.run(newer, () => queue.run(async () => void order.push('newer')));
    setImmediate(() => (turned = true));
    release();
    await request;
    releaseOthers();
    await Promise.all([newerWork, ...busy]);
    expect(order).toEqual([second, 'newer']);
  });
  it('on a worker, hands a transaction over alone: after the units in flight, and nothing beside it', async () => {
    const queue = new FairQueue(
      10_000,
      () => performance.now(),
      'worker',
      () => 0,
    );
    const started: string[] = [];
    const turns = () => new Promise((resolve) => setImmediate(resolve));
    const first = gate();
    const query1 = queue.run(async () => {
      started.push('query 1');
      await first.opened;
    });
    const open = gate();
    const transaction = queue.run(
      async () => {
        started.push('transaction');
        await open.opened;
      },
      { alone: true },
    );
    const query2 = queue.run(async () => void started.push('query 2'));
    await turns();
    // Several units may be in flight on a worker, but the transaction waits for query 1 and query 2 waits for it.
    expect(started).toEqual(['query 1']);
    first.open();
    await query1;
    await turns();
    expect(started).toEqual(['query 1', 'transaction']);
    open.open();
    await Promise.all([transaction, query2]);
    expect(started).toEqual(['query 1', 'transaction', 'query 2']);
  });
});
