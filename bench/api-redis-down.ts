// A rate-limited route (restore_password) while Redis answers, and while it has vanished from the network
// (connections neither refused nor answered: the worst case for a client). Redis sits behind a relay this script
// cuts. Prints median, p99 and max of each phase: what a limited route adds while Redis is down.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres BENCH_PG_DATABASE=bench_redis_down \
//     pnpm --filter @rozmova/bench exec tsx api-redis-down.ts
//
// Options (env): BENCH_REQUESTS (300 per phase), BENCH_PORT (4970), REDIS_URL (redis://127.0.0.1:6379).
import crypto from 'node:crypto';
import { startTcpSwitch } from '../api/test/support/tcp-switch';
import { prepareDatabase, startApi } from './lib/harness';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const PORT = Number(process.env.BENCH_PORT ?? 4970);
const REDIS = new URL(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
const ORIGIN = 'http://localhost:3000';

const q = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;

async function main(): Promise<void> {
  const database = await prepareDatabase();
  await database.db.close();
  // Redis behind a relay that `cut()` turns into a black hole.
  const redis = await startTcpSwitch({ host: REDIS.hostname, port: Number(REDIS.port || 6379) });
  const api = await startApi(PORT, {
    ...database.env,
    REDIS_URL: `redis://127.0.0.1:${redis.port}`,
    RATE_LIMIT_NAMESPACE: `bench-${crypto.randomBytes(4).toString('hex')}:`,
    RESTORE_PASSWORD_RATE_LIMIT_PER_15_MIN: '10000',
    JOB_WORKERS: 'false',
  });
  try {
    const ask = async (i: number): Promise<number> => {
      const started = performance.now();
      const res = await fetch(`${api.base}/restore_password?config_id=ua`, {
        method: 'POST',
        headers: { origin: ORIGIN, 'content-type': 'application/json' },
        body: JSON.stringify({ email: `bench-${i % 10}@example.com` }),
      });
      await res.text();
      if (res.status !== 200) throw new Error(`restore_password answered ${res.status}`);
      return performance.now() - started;
    };
    const phase = async (name: string) => {
      const times: number[] = [];
      for (let i = 0; i < REQUESTS; i++) times.push(await ask(i));
      const sorted = times.sort((a, b) => a - b);
      console.log(
        `${name.padEnd(12)} median ${q(sorted, 0.5).toFixed(2)} ms   p99 ${q(sorted, 0.99).toFixed(2)} ms   max ${sorted.at(-1)!.toFixed(2)} ms`,
      );
    };
    for (let i = 0; i < 50; i++) await ask(i);
    console.log(
      `\nrestore_password (rate-limited), ${database.label}, ${REQUESTS} requests per phase, ${new Date().toISOString()}`,
    );
    await phase('redis up');
    redis.cut();
    await phase('redis down');
  } finally {
    await api.stop();
    await redis.close();
    database.cleanup();
  }
}

void main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
