// Degrade, don't die: two api processes share their rate limits through Redis. When Redis vanishes from the
// network (connections neither refused nor answered), both stay ready, the login limit still holds across them
// (counted in the PostgreSQL table meanwhile), each says so once in its log and in its metrics, and they stop
// asking Redis for a while instead of waiting on it for every request. When Redis is back, they count there again.
// PostgreSQL server run only (jest.config.cjs leaves test/replicas/ out of the PGlite run).
import crypto from 'node:crypto';
import {
  sharedDatabase,
  startApiProcesses,
  stopApiProcesses,
  type ApiProcess,
  type SharedDatabase,
} from '../support/processes';
import { startTcpSwitch, type TcpSwitch } from '../support/tcp-switch';
import { ORIGIN } from '../helpers';

jest.setTimeout(240_000);

/** This suite's ports (the edge branch's range, 6000-6049). */
const PORT_BASE = 6020;
const REDIS = new URL(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');

async function until<T>(what: string, probe: () => Promise<T | null | undefined | false>, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const metric = async (p: ApiProcess, name: string): Promise<number> => {
  const text = await (await fetch(`${p.baseUrl}/metrics`)).text();
  const m = new RegExp(`^${name} (\\S+)$`, 'm').exec(text);
  if (!m) throw new Error(`no metric ${name}`);
  return Number(m[1]);
};

const login = (p: ApiProcess, email: string) =>
  fetch(`${p.baseUrl}/login?config_id=ua`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN },
    body: JSON.stringify({ email, password: 'not-the-password' }),
  }).then((r) => r.status);

describe('two replicas while Redis is unreachable', () => {
  let db: SharedDatabase;
  let redis: TcpSwitch;
  let procs: ApiProcess[] = [];

  beforeAll(async () => {
    redis = await startTcpSwitch({ host: REDIS.hostname, port: Number(REDIS.port || 6379) });
    db = await sharedDatabase();
    procs = await startApiProcesses(2, {
      db,
      portBase: PORT_BASE,
      env: {
        REDIS_URL: `redis://127.0.0.1:${redis.port}`,
        RATE_LIMIT_NAMESPACE: `rl-down-${crypto.randomBytes(4).toString('hex')}:`,
        LOGIN_RATE_LIMIT_PER_MINUTE: '4',
        REDIS_RETRY_AFTER_SECONDS: '2',
        // The relay runs in this test's process, which shares two cores with the other suites: a stall of it
        // past the default 50 ms would send one count to PostgreSQL while Redis is up, and split the limit this
        // test asserts. A second is far past any stall, and the cut below fails at once (no offline queue).
        REDIS_TIMEOUT_MS: '1000',
        JOB_WORKERS: 'false',
        LOG_LEVEL: 'info',
      },
    });
  });
  afterAll(async () => {
    await stopApiProcesses(procs);
    await db?.drop();
    await redis?.close();
  });

  it('stay ready, hold the login limit in PostgreSQL, and go back to Redis when it returns', async () => {
    const [a, b] = procs as [ApiProcess, ApiProcess];
    // With Redis: one limit for both.
    const before: number[] = [];
    for (let i = 0; i < 6; i++) before.push(await login(i % 2 ? b : a, `up-${i}@example.org`));
    expect(before).toEqual([401, 401, 401, 401, 429, 429]);
    for (const p of procs) {
      expect(await metric(p, 'rate_limit_redis_up')).toBe(1);
      expect(await metric(p, 'rate_limit_redis_failures_total')).toBe(0);
    }

    redis.cut();
    // A new client address: the per-address count starts afresh in the fallback table (other port: other key).
    const during: number[] = [];
    for (let i = 0; i < 6; i++) {
      during.push(
        await fetch(`${(i % 2 ? b : a).baseUrl}/login?config_id=ua`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: ORIGIN },
          body: JSON.stringify({ email: `down-${i}@example.org`, password: 'x' }),
        }).then((r) => r.status),
      );
    }
    // Still one limit for both: the PostgreSQL table counts what Redis would have. (Its window started afresh,
    // so the requests counted in Redis before the cut are not in it.)
    expect(during).toEqual([401, 401, 401, 401, 429, 429]);
    for (const p of procs) {
      const ready = await fetch(`${p.baseUrl}/ready`);
      expect(ready.status).toBe(200);
      expect(await metric(p, 'rate_limit_redis_up')).toBe(0);
      expect(await metric(p, 'rate_limit_fallback_total')).toBe(3);
      // Three limited requests each, one try of Redis: the circuit skipped it for the others.
      expect(await metric(p, 'rate_limit_redis_failures_total')).toBe(1);
      expect(p.logs.filter((l) => /^redis unreachable/.test(String(l.msg)))).toHaveLength(1);
    }

    redis.mend();
    // Past REDIS_RETRY_AFTER_SECONDS the next limited request asks Redis again; poll until each has.
    for (const p of procs) {
      await until('rate limits back in Redis', async () => {
        await login(p, `back-${crypto.randomBytes(3).toString('hex')}@example.org`);
        return (await metric(p, 'rate_limit_redis_up')) === 1;
      });
      expect(p.logs.some((l) => l.msg === 'redis answers again: rate limits count in redis')).toBe(true);
    }
  });
});
