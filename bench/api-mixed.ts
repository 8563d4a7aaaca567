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
import { SERVICE_IDS } from '@rozmova/contracts/constants';
import { hashPassword } from '@rozmova/api/plugins/app/accounts/passwords';
import { load, prepareDatabase, startApi, header, type Row } from './lib/harness';
import { seedPastSession } from './lib/compare';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 4961);
const THERAPISTS = 20;
const ORIGIN = 'http://localhost:3000';
const PASSWORD = 'Bench-password-2026';

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

    const started = header(database.label, `4 scenarios at once, ${CONNECTIONS} connections each, ${SECONDS} s`);
    const rows: Array<Row & { max: number }> = await Promise.all([
      load(
        'GET /api/auth, signed in',
        api.url,
        { paths: ['/api/auth?config_id=ua'], headers: { cookie: `sid=${clientSid}` } },
        SECONDS,
      ),
      load('therapist list (20)', api.url, { paths: ['/api/get_therapists_data?config_id=ua&per_page=20'] }, SECONDS),
      load(
        '14-day free slots',
        api.url,
        { paths: ids.map((id) => `/api/v4/get_free_slots?worker_id=${id}&service_id=${SERVICE_IDS.personal}`) },
        SECONDS,
      ),
      load(
        'booking writes (therapist books a client)',
        api.url,
        {
          method: 'POST',
          paths: ['/api/v4/worker/create_booking'],
          headers: { ...json, cookie: `sid=${therapistSid}` },
          body: JSON.stringify({
            client_email: 'mixed-client@bench.example',
            service_id: SERVICE_IDS.personal,
            starts_at: startsAt.toISOString(),
          }),
        },
        SECONDS,
      ),
      // What a load balancer and an orchestrator ask meanwhile: they must never wait in the database's line.
      load('GET /api/health (2 connections)', api.url, { paths: ['/api/health'], connections: 2 }, SECONDS),
      load('GET /api/ready (2 connections)', api.url, { paths: ['/api/ready'], connections: 2 }, SECONDS),
    ]);
    const metrics = await (await fetch(`${api.url}/api/metrics`)).text();
    const refused = /^db_wait_queue_refused (\d+)/m.exec(metrics)?.[1] ?? 'n/a (server)';
    const longest = /^db_wait_queue_longest_wait_seconds ([\d.e-]+)/m.exec(metrics)?.[1];
    const onEstimate = /^db_wait_queue_refused_on_estimate (\d+)/m.exec(metrics)?.[1];
    const unit = /^db_wait_queue_unit_seconds ([\d.e-]+)/m.exec(metrics)?.[1];
    process.stdout.write(
      `${started}\n\n| scenario | req/s | p50 ms | p99 ms | max ms | non-2xx |\n|---|---:|---:|---:|---:|---:|\n`,
    );
    for (const r of rows) {
      process.stdout.write(`| ${r.name} | ${r.reqPerSec} | ${r.p50} | ${r.p99} | ${r.max} | ${r.failed} |\n`);
    }
    process.stdout.write(`\nrequests refused by the embedded database's wait line (503): ${refused}\n`);
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
