// restore_password for a registered address and for an unknown one: 400 requests each, alternating, one at a
// time, against the api started as deployed in its own process. Prints the medians (and p90) of each, so the two
// can be compared: the answer must not tell whether an address has an account (api/docs/operations.md).
//
//   pnpm --filter @rozmova/bench exec tsx api-restore-password.ts          # PGlite (files, inside the api process)
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres BENCH_PG_DATABASE=bench_restore \
//     pnpm --filter @rozmova/bench exec tsx api-restore-password.ts
//
// Options (env): BENCH_REQUESTS (400 each), BENCH_PORT (4960). Job workers are off, so the mails the requests ask
// for are not sent during the run: what is measured is the answer, which is what a caller sees.
import { prepareDatabase, startApi } from './lib/harness';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 400);
const PORT = Number(process.env.BENCH_PORT ?? 4960);
const ORIGIN = 'http://localhost:3000';

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

async function main(): Promise<void> {
  const database = await prepareDatabase();
  await database.db.close();
  const api = await startApi(PORT, {
    ...database.env,
    RESTORE_PASSWORD_RATE_LIMIT_PER_15_MIN: '10000',
    JOB_WORKERS: 'false',
  });
  try {
    const known = 'bench-restore@example.com';
    const reg = await fetch(`${api.base}/register?config_id=ua`, {
      method: 'POST',
      headers: { origin: ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({ email: known, password: 'Bench-password-2026', name: 'Bench', oferta_accepted: true }),
    });
    if (reg.status !== 200) throw new Error(`register failed: ${await reg.text()}`);

    const ask = async (email: string): Promise<number> => {
      const started = performance.now();
      const res = await fetch(`${api.base}/restore_password?config_id=ua`, {
        method: 'POST',
        headers: { origin: ORIGIN, 'content-type': 'application/json' },
        body: JSON.stringify({ email }),
      });
      await res.text();
      if (res.status !== 200) throw new Error(`restore_password answered ${res.status}`);
      return performance.now() - started;
    };
    // Unknown addresses as long as the known one, so the bodies weigh the same.
    const unknown = (i: number) => `bench-nobody${String(i % 10)}@example.com`;
    for (let i = 0; i < 50; i++) {
      await ask(known);
      await ask(unknown(i));
    }
    const times = { known: [] as number[], unknown: [] as number[] };
    for (let i = 0; i < REQUESTS; i++) {
      // Alternate which goes first, so neither always follows the other.
      if (i % 2 === 0) {
        times.known.push(await ask(known));
        times.unknown.push(await ask(unknown(i)));
      } else {
        times.unknown.push(await ask(unknown(i)));
        times.known.push(await ask(known));
      }
    }
    console.log(`\nrestore_password, ${database.label}, ${REQUESTS} requests each, ${new Date().toISOString()}`);
    for (const [name, list] of Object.entries(times)) {
      const sorted = [...list].sort((a, b) => a - b);
      console.log(
        `${name.padEnd(8)} median ${quantile(sorted, 0.5).toFixed(2)} ms   p90 ${quantile(sorted, 0.9).toFixed(2)} ms`,
      );
    }
  } finally {
    await api.stop();
    database.cleanup();
  }
}

void main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
