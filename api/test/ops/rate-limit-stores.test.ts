// Rate limits shared by replicas: two apps on one database (what two replicas behind nginx are) count together,
// with the counters in PostgreSQL (no Redis) or in Redis. The memory store is per process by design and is
// covered by test/core/passwords.test.ts.
import crypto from 'node:crypto';
import { Writable } from 'node:stream';
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import Redis from 'ioredis';
import { buildApp } from '../../src/app';
import type { Config } from '../../src/config';
import { pgPoolDb, type Db } from '../../src/plugins/external/db';
import { circuit, resilientStore } from '../../src/plugins/external/rate-limit-stores';
import { buildTestApp, createUser, ORIGIN, testConfig } from '../helpers';

jest.setTimeout(120_000);

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A second replica of `first`: its own pool on the same schema (server), or the same handle (PGlite). */
async function replicaOf(first: FastifyInstance, overrides: Partial<Config>): Promise<FastifyInstance> {
  let db: Db;
  if (first.db.driver === 'pg') {
    const { rows } = await first.db.query<{ schema: string }>('SELECT current_schema() AS schema');
    db = pgPoolDb(process.env.DATABASE_URL!, `${rows[0]!.schema},public`);
  } else {
    db = { ...first.db, close: async () => undefined };
  }
  const app = buildApp({ config: testConfig(overrides), db });
  await app.ready();
  return app;
}

const login = (app: FastifyInstance, email: string, password: string) =>
  app.inject({
    method: 'POST',
    url: '/api/login?config_id=ua',
    headers: { origin: ORIGIN },
    remoteAddress: '198.51.100.7',
    payload: { email, password },
  });

describe.each([
  ['postgres', {}],
  ['redis', { redisUrl: REDIS_URL }],
] as const)('login limit shared by two replicas, counters in %s', (store, extra) => {
  let one: FastifyInstance;
  let two: FastifyInstance;
  const overrides: Partial<Config> = {
    ...extra,
    rateLimitStore: store,
    // Each run counts on its own in the shared Redis.
    rateLimitNamespace: `rl-test-${crypto.randomBytes(4).toString('hex')}:`,
    loginRateLimitPerMinute: 4,
  };
  beforeAll(async () => {
    one = await buildTestApp({ config: overrides });
    two = await replicaOf(one, overrides);
  });
  afterAll(async () => {
    await two.close();
    await one.close();
  });

  it('refuses the fifth try in a minute whichever replica gets it', async () => {
    const user = await createUser(one);
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await login(i % 2 === 0 ? one : two, user.email, `guess-${i}`);
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([401, 401, 401, 401, 429, 429]);
    const refused = await login(two, user.email, user.password);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: 'rate_limited' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('counts parallel tries exactly: four of twenty get through', async () => {
    const user = await createUser(one);
    const burst = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        (i % 2 === 0 ? one : two).inject({
          method: 'POST',
          url: '/api/login?config_id=ua',
          headers: { origin: ORIGIN },
          remoteAddress: '198.51.100.8',
          payload: { email: user.email, password: `guess-${i}` },
        }),
      ),
    );
    expect(burst.filter((r) => r.statusCode === 401)).toHaveLength(4);
    expect(burst.filter((r) => r.statusCode === 429)).toHaveLength(16);
  });

  it('is ready, and says in the metrics where it counts', async () => {
    const res = await one.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    const metrics = await one.inject({ method: 'GET', url: '/api/metrics', remoteAddress: '127.0.0.1' });
    if (store === 'redis') {
      expect(metrics.body).toContain('rate_limit_redis_up 1');
      expect(metrics.body).toContain('rate_limit_fallback_total 0');
    }
  });
});

describe('a Redis that cannot be reached', () => {
  it('keeps the limits in the fallback store, stays ready, and says so in a log line and the metrics', async () => {
    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk: Buffer, _enc, cb) {
        lines.push(...chunk.toString().split('\n').filter(Boolean));
        cb();
      },
    });
    const app = await buildTestApp({
      config: {
        rateLimitStore: 'redis',
        redisUrl: 'redis://127.0.0.1:1',
        loginRateLimitPerMinute: 2,
        logLevel: 'warn',
      },
      logStream,
    });
    try {
      const user = await createUser(app);
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) codes.push((await login(app, user.email, user.password)).statusCode);
      // Counted in the database's table (server) or in memory (embedded database): the limit still holds.
      expect(codes).toEqual([200, 200, 429, 429]);
      const ready = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(200);
      const metrics = await app.inject({ method: 'GET', url: '/api/metrics', remoteAddress: '127.0.0.1' });
      expect(metrics.body).toContain('rate_limit_redis_up 0');
      expect(metrics.body).toContain('rate_limit_fallback_total 4');
      const outage = lines
        .map((l) => JSON.parse(l) as { msg: string; fallback?: string })
        .filter((l) => /^redis unreachable/.test(l.msg));
      // One line per outage, not one per request.
      expect(outage).toHaveLength(1);
      expect(outage[0]!.fallback).toBe(app.db.driver === 'pg' ? 'postgres' : 'memory');
    } finally {
      await app.close();
    }
  });
});

describe('Redis counting when this process stalls', () => {
  // The api's own store over the plugin's Redis store, as rate-limit.ts builds it, on the real Redis.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const RedisStore = require('@fastify/rate-limit/store/RedisStore') as new (
    ...args: unknown[]
  ) => FastifyRateLimitStore;
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const LocalStore = require('@fastify/rate-limit/store/LocalStore') as new (
    ...args: unknown[]
  ) => FastifyRateLimitStore;
  type Incr = (
    key: string,
    cb: (err: Error | null, result?: { current: number }) => void,
    w: number,
    m: number,
  ) => void;

  it('takes an answer that came during the stall, and counts nothing in the fallback', async () => {
    const redis = new Redis(REDIS_URL, { commandTimeout: 1_000, maxRetriesPerRequest: 0 });
    try {
      await redis.ping();
      const failures: Error[] = [];
      let fellBack = 0;
      const state = circuit(60_000, { opened: () => undefined, recovered: () => undefined, failed: () => undefined });
      const tripping = { ...state, trip: (err: Error) => (failures.push(err), state.trip(err)) };
      const namespace = `rl-stall-${crypto.randomBytes(4).toString('hex')}:`;
      const store = resilientStore(
        new RedisStore(false, false, redis, namespace),
        new LocalStore(false, false, 5000),
        tripping,
        { fellBack: () => (fellBack += 1) },
        50,
      ) as unknown as { incr: Incr };
      const counted = new Promise<number>((resolve, reject) =>
        store.incr('198.51.100.9', (err, result) => (err ? reject(err) : resolve(result!.current)), 60_000, 10),
      );
      // The command is on its way; this process now does not run for four times the bound, while Redis answers.
      const until = Date.now() + 200;
      while (Date.now() < until) {
        /* a synchronous stall */
      }
      expect(await counted).toBe(1);
      expect(failures).toEqual([]);
      expect(fellBack).toBe(0);
      expect(state.up).toBe(true);
    } finally {
      redis.disconnect();
    }
  });
});
