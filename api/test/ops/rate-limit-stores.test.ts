// Rate limits shared by replicas: two apps on one database (what two replicas behind nginx are) count together,
// with the counters in PostgreSQL (no Redis) or in Redis. The memory store is per process by design and is
// covered by test/core/passwords.test.ts.
import crypto from 'node:crypto';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import type { Config } from '../../src/config';
import { pgPoolDb, type Db } from '../../src/plugins/external/db';
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
