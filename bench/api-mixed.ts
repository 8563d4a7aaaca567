// Mixed load at once (issue 13): signed-in auth checks, the therapist list, 14-day free slots and booking writes,
// four load generators in their own processes against one api process, for BENCH_SECONDS (15) together, with
// /api/health and /api/ready asked meanwhile (issue 29: they answer within 100 ms, never queued). On the
// embedded database it shows the wait line at work: no answer later than DB_QUEUE_MAX_WAIT_MS (800 ms) plus the
// time of the request itself, the overflow answered 503 database_busy (counted under "failed").
//
//   pnpm --filter @rozmova/bench exec tsx api-mixed.ts            # PGlite (files, on a worker thread of the api)
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres pnpm --filter @rozmova/bench exec tsx api-mixed.ts
//
// Booking writes: the therapist books one client into the same slot again and again; the first succeeds, the
// rest run the whole transaction (client and slot checks, the insert the exclusion constraint refuses) and are
// answered 409 slot_taken, so they count under "failed" too and are reported apart.
//
// Every connection opens at once, and a busy Node server accepts one new connection per turn of its event loop
// (libuv/libuv#3696): the first answer on each connection waits for that too. "p99 on open connections" leaves
// each connection's first answer out, and "slowest first answer" shows what the crowd at the door waited.
import { SERVICE_IDS } from '@rozmova/contracts/constants';
import { hashPassword } from '@rozmova/api/plugins/app/accounts/passwords';
import { load, prepareDatabase, startApi, header, type LoadJob } from './lib/harness';
import { seedPastSession } from './lib/compare';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
/** The mix run first, reported apart: the api's first seconds after it starts (BENCH_COLD_SECONDS). */
const COLD_SECONDS = Number(process.env.BENCH_COLD_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 4961);
const THERAPISTS = 20;
const ORIGIN = 'http://localhost:3000';
const PASSWORD = 'Bench-password-2026';

/** The api's latency histogram: answers per route and bucket bound (every method and status together). */
type Histogram = Map<string, Map<string, number>>;

function histogram(metrics: string): Histogram {
  const out: Histogram = new Map();
  const line = /^http_request_duration_seconds_bucket\{le="([^"]+)",method="[A-Z]+",route="([^"]+)"[^}]*\} (\d+)$/gm;
  for (const [, le, route, n] of metrics.matchAll(line)) {
    const counts = out.get(route!) ?? new Map<string, number>();
    counts.set(le!, (counts.get(le!) ?? 0) + Number(n));
    out.set(route!, counts);
  }
  return out;
}

/**
 * The api's own time for a route between two readings of its histogram: the bucket bound (ms) under which 99 % of
 * those answers fell. On two cores the load generators take CPU from the api, and a generator's figure also holds
 * the time a request waited to be read: this is the part from the api taking the request to its answer.
 */
function apiP99(before: Histogram, after: Histogram, route: string): string {
  const counts = [...(after.get(route) ?? new Map<string, number>())].map(
    ([le, n]) => [le, n - (before.get(route)?.get(le) ?? 0)] as const,
  );
  const total = counts.find(([le]) => le === '+Inf')?.[1] ?? 0;
  if (total === 0) return 'n/a';
  const bound = counts.find(([le, n]) => le !== '+Inf' && n >= total * 0.99)?.[0];
  return bound === undefined ? '> 10 000' : `≤ ${Number(bound) * 1000}`;
}

async function main(): Promise<void> {
  const database = await prepareDatabase();
  const hash = await hashPassword(PASSWORD, 17);
  const ids: string[] = [];
  for (let i = 0; i < THERAPISTS; i += 1) {
    const { rows } = await database.db.query<{ id: string }>(
      `INSERT INTO users (email, password_hash, role, locale, name, is_registered)
       VALUES ($1, $2, 'therapist', 'ua', $3, true) RETURNING id`,
      [`mixed-therapist-${i}@bench.example`, hash, `Mixed Therapist ${i}`],
    );
    const id = rows[0]!.id;
    ids.push(id);
    await database.db.query(
      `INSERT INTO therapist_profiles (user_id, market, display_name, bio_ua, languages, specialisations, time_zone, buffer_minutes)
       VALUES ($1, 'ua', $2, 'bench', '{uk}', '{anxiety}', 'Europe/Kyiv', 10)`,
      [id, `Mixed Therapist ${i}`],
    );
    await database.db.query(
      `INSERT INTO weekly_work_intervals (worker_id, weekday, start_minute, end_minute)
       SELECT $1, w, 480, 1200 FROM generate_series(1, 7) AS w`,
      [id],
    );
  }
  // The client, and one past session with the first therapist: a therapist books only their own clients.
  const client = await database.db.query<{ id: string }>(
    `INSERT INTO users (email, password_hash, role, locale, name, is_registered, email_verified_at)
     VALUES ('mixed-client@bench.example', $1, 'user', 'ua', 'Bench', true, now()) RETURNING id`,
    [hash],
  );
  // The client chose this therapist once (a past session): only then may the therapist book them.
  await seedPastSession(database.db, ids[0]!, client.rows[0]!.id);
  await database.db.close();
  const api = await startApi(PORT, { ...database.env, RESTORE_PASSWORD_RATE_LIMIT_PER_15_MIN: '10000' });
  try {
    const json = { origin: ORIGIN, 'content-type': 'application/json' };
    const reg = await fetch(`${api.base}/login?config_id=ua`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email: 'mixed-client@bench.example', password: PASSWORD }),
    });
    const clientSid = /sid=([^;]+)/.exec(reg.headers.get('set-cookie') ?? '')?.[1];
    const login = await fetch(`${api.base}/login?config_id=ua`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email: 'mixed-therapist-0@bench.example', password: PASSWORD }),
    });
    const therapistSid = /sid=([^;]+)/.exec(login.headers.get('set-cookie') ?? '')?.[1];
    if (!clientSid || !therapistSid) throw new Error(`sign-in failed: ${reg.status} ${login.status}`);
    const startsAt = new Date(Math.ceil((Date.now() + 3 * 86_400_000) / 3_600_000) * 3_600_000);
    startsAt.setUTCHours(9);

    const scenarios: Array<{ name: string; route: string; job: LoadJob }> = [
      {
        name: 'GET /api/auth, signed in',
        route: '/api/auth',
        job: { paths: ['/api/auth?config_id=ua'], headers: { cookie: `sid=${clientSid}` } },
      },
      {
        name: 'therapist list (20)',
        route: '/api/get_therapists_data',
        job: { paths: ['/api/get_therapists_data?config_id=ua&per_page=20'] },
      },
      {
        name: '14-day free slots',
        route: '/api/v4/get_free_slots',
        job: { paths: ids.map((id) => `/api/v4/get_free_slots?worker_id=${id}&service_id=${SERVICE_IDS.personal}`) },
      },
      {
        name: 'booking writes (therapist books a client)',
        route: '/api/v4/worker/create_booking',
        job: {
          method: 'POST',
          paths: ['/api/v4/worker/create_booking'],
          headers: { ...json, cookie: `sid=${therapistSid}` },
          body: JSON.stringify({
            client_email: 'mixed-client@bench.example',
            service_id: SERVICE_IDS.personal,
            starts_at: startsAt.toISOString(),
          }),
        },
      },
      // What a load balancer and an orchestrator ask meanwhile: they must never wait in the database's line.
      {
        name: 'GET /api/health (2 connections)',
        route: '/api/health',
        job: { paths: ['/api/health'], connections: 2 },
      },
      { name: 'GET /api/ready (2 connections)', route: '/api/ready', job: { paths: ['/api/ready'], connections: 2 } },
    ];
    const readMetrics = async () => (await fetch(`${api.url}/api/metrics`)).text();
    /** The whole mix at once for `seconds`, as a table: what the generators saw, and the api's own p99. */
    const mix = async (seconds: number): Promise<string> => {
      const before = histogram(await readMetrics());
      const rows = await Promise.all(scenarios.map((s) => load(s.name, api.url, s.job, seconds)));
      const after = histogram(await readMetrics());
      const lines = [
        '| scenario | req/s | p50 ms | p99 ms | max ms | non-2xx | p99 after the first second, ms | ' +
          "p99 on open connections, ms | slowest first answer, ms | the api's own p99 ms | generator's longest stall ms |",
        '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
        ...rows.map(
          (r, i) =>
            `| ${r.name} | ${r.reqPerSec} | ${r.p50} | ${r.p99} | ${r.max} | ${r.failed} | ${r.settledP99 ?? 'n/a'} | ` +
            `${r.openP99 ?? 'n/a'} | ${r.firstAnswerMax ?? 'n/a'} | ` +
            `${apiP99(before, after, scenarios[i]!.route)} | ${r.generatorStallMs ?? 'n/a'} |`,
        ),
      ];
      return `${lines.join('\n')}\n`;
    };

    // The first seconds after the api started: every connection opens at once on code and plans not yet warm.
    const cold = COLD_SECONDS > 0 ? await mix(COLD_SECONDS) : null;
    const started = header(database.label, `4 scenarios at once, ${CONNECTIONS} connections each, ${SECONDS} s`);
    const measured = await mix(SECONDS);
    const metrics = await readMetrics();
    process.stdout.write(
      `${started}\n\n` +
        (cold
          ? `The first ${COLD_SECONDS} s after the api started (the same mix, cold):\n\n${cold}\nThen, measured:\n\n`
          : '') +
        measured,
    );
    const refused = /^db_wait_queue_refused (\d+)/m.exec(metrics)?.[1] ?? 'n/a (server)';
    const longest = /^db_wait_queue_longest_wait_seconds ([\d.e-]+)/m.exec(metrics)?.[1];
    const onEstimate = /^db_wait_queue_refused_on_estimate (\d+)/m.exec(metrics)?.[1];
    const unit = /^db_wait_queue_unit_seconds ([\d.e-]+)/m.exec(metrics)?.[1];
    process.stdout.write(
      `\nrequests refused by the embedded database's wait line (503), since the api started: ${refused}\n`,
    );
    if (onEstimate) process.stdout.write(`of which refused on arrival by the estimate: ${onEstimate}\n`);
    if (unit) process.stdout.write(`the line's estimate of one unit's database time: ${Number(unit) * 1000} ms\n`);
    if (longest) process.stdout.write(`longest wait in that line: ${Math.round(Number(longest) * 1000)} ms\n`);
  } finally {
    await api.stop();
    database.cleanup();
  }
}

void main().catch((err: unknown) => {
  process.stderr.write(`${(err as Error).stack ?? String(err)}\n`);
  process.exit(1);
});
