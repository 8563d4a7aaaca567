// `pnpm --filter @rozmova/api test`: the suites on PGlite, then again on the PostgreSQL server when DATABASE_URL
// is set (each test app gets its own schema there, dropped when it closes). Extra args go to jest.
import { spawnSync } from 'node:child_process';

// No --forceExit: every app closes what it opened (the pool, the job queue's workers, the Redis client), so jest
// exits by itself; a handle left open shows as "Jest did not exit" and is a bug to find with --detectOpenHandles.
const args = process.argv.slice(2);
const run = (label, env) => {
  process.stdout.write(`\n== api tests on ${label} ==\n`);
  const r = spawnSync('jest', args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.error) throw r.error;
  return r.status ?? 1;
};

// The race tests (bookings, promo limits, parallel callbacks) only mean something on a real server, so CI may
// not quietly drop that run: without DATABASE_URL under CI=true nothing runs and the script fails.
if (process.env.CI === 'true' && !process.env.DATABASE_URL) {
  process.stderr.write(
    'DATABASE_URL is not set, but CI=true: the api tests must also run on a PostgreSQL server in CI.\n' +
      'Set DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test) and run again.\n',
  );
  process.exit(1);
}

// Both runs always happen, so one report shows whether a failure is driver-specific. The one exception is asked
// for by name: .ci/run sets API_SERVER_RUN=node24 because it runs the server suite itself, under Node 24, right
// after `npm test` (two server runs, one per Node, cost CI ten minutes and test nothing more).
const serverRunElsewhere = process.env.API_SERVER_RUN === 'node24';
let status = run('PGlite', { TEST_DATABASE: 'pglite' });
if (serverRunElsewhere) {
  process.stdout.write('API_SERVER_RUN=node24: the PostgreSQL server run follows under Node 24 (.ci/run).\n');
} else if (process.env.DATABASE_URL) {
  const server = run(`PostgreSQL (${process.env.DATABASE_URL.replace(/\/\/[^@]*@/, '//')})`, {
    TEST_DATABASE: 'postgres',
  });
  status = status || server;
} else {
  process.stdout.write('DATABASE_URL is not set: skipped the PostgreSQL server run.\n');
}
process.exit(status);
