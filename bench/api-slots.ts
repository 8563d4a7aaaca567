// Free-slot query and booking-creation throughput of the api, beside a hello-world route in the same process
// and run, on a database seeded with 500 therapists and 50 000 bookings.
//
//   pnpm --filter @rozmova/bench exec tsx api-slots.ts            # PGlite in memory
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test pnpm --filter @rozmova/bench exec tsx api-slots.ts
//
// Options (env): BENCH_THERAPISTS (500), BENCH_BOOKINGS (50000), BENCH_SECONDS (10), BENCH_CONNECTIONS (10),
// BENCH_CREATE (2000 bookings created through the service), BENCH_CREATE_CONCURRENCY (8).
import crypto from 'node:crypto';
import os from 'node:os';
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { SERVICE_IDS } from '@rozmova/contracts/constants';
import { MARKETS, MARKET_LOCALES } from '@rozmova/contracts/markets';
import { buildApp } from '@rozmova/api/app';
import { loadConfig } from '@rozmova/api/config';
import { createPGlite, ensureExtensions, pgliteDb, pgPoolDb, type Db } from '@rozmova/api/plugins/external/db';
import { computeFreeSlots } from '@rozmova/api/plugins/app/scheduling/slots';
import { therapistsRepository } from '@rozmova/api/plugins/app/therapists/therapists-repository';

const THERAPISTS = Number(process.env.BENCH_THERAPISTS ?? 500);
const BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 50_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const CREATE = Number(process.env.BENCH_CREATE ?? 2000);
const CREATE_CONCURRENCY = Number(process.env.BENCH_CREATE_CONCURRENCY ?? 8);
const DAY = 86_400_000;

async function openDb(): Promise<{ db: Db; label: string }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const db = pgliteDb(await createPGlite(null), true);
    await ensureExtensions(db);
    return { db, label: 'PGlite (in memory)' };
  }
  const schema = `bench_${crypto.randomBytes(4).toString('hex')}`;
  const admin = pgPoolDb(url, null);
  await ensureExtensions(admin);
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.close();
  const db = pgPoolDb(url, `${schema},public`, async (pool) => { await pool.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`); });
  return { db, label: `PostgreSQL ${url.replace(/\/\/[^@]*@/, '//')}` };
}

const weekly = [1, 2, 3, 4, 5, 6].flatMap((weekday) => [
  { weekday, start: '08:00', end: '13:00' },
  { weekday, start: '14:00', end: '20:00' },
]);

async function seed(db: Db): Promise<string[]> {
  const started = Date.now();
  const ids: string[] = [];
  const now = Date.now();
  const perTherapist = Math.ceil(BOOKINGS / THERAPISTS);
  let bookings = 0;
  for (let i = 0; i < THERAPISTS; i += 1) {
    const market = MARKET_LOCALES[i % MARKET_LOCALES.length]!;
    const zone = MARKETS[market].timezone;
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO users (email, password_hash, role, locale, name, is_registered)
       VALUES ($1, 'bench-no-login', 'therapist', $2, $3, true) RETURNING id`,
      [`bench-therapist-${i}@bench.example`, market, `Bench Therapist ${i}`],
    );
    const id = rows[0]!.id;
    ids.push(id);
    await db.query(
      `INSERT INTO therapist_profiles (user_id, market, display_name, bio, languages, specialisations, time_zone, buffer_minutes)
       VALUES ($1, $2, $3, 'bench', '{en}', '{anxiety}', $4, 10)`,
      [id, market, `Bench Therapist ${i}`, zone],
    );
    await db.query(
      `INSERT INTO weekly_work_intervals (worker_id, weekday, start_minute, end_minute)
       SELECT $1, w, s, e FROM unnest($2::smallint[], $3::smallint[], $4::smallint[]) AS t (w, s, e)`,
      [id, weekly.map((w) => w.weekday), weekly.map((w) => Number(w.start.slice(0, 2)) * 60), weekly.map((w) => Number(w.end.slice(0, 2)) * 60)],
    );
    // Bookings on real free slots of the coming 8 weeks (some in the past too, as a live table has).
    const slots = computeFreeSlots({
      timeZone: zone, weekly, overrides: [], busy: [], durationMinutes: 50, bufferMinutes: 10,
      noticeMinutes: 0, horizonDays: 400, now: now - 14 * DAY, from: now - 14 * DAY, to: now + 56 * DAY,
    });
    const take = Math.min(perTherapist, BOOKINGS - bookings, slots.length);
    const chosen = slots.map((slot) => ({ slot, key: Math.random() })).sort((a, b) => a.key - b.key).slice(0, take).map((c) => c.slot);
    bookings += chosen.length;
    await db.query(
      `INSERT INTO bookings (worker_id, client_id, service_id, service_kind, market, starts_at, ends_at, blocked_until, status,
         source, price_minor, currency, room)
       SELECT $1, NULL, $2, 'personal', $3, s, s + interval '50 minutes', s + interval '60 minutes', 'confirmed', 'worker', 10000, $4,
              'bench-' || gen_random_uuid()
         FROM unnest($5::timestamptz[]) AS t (s)`,
      [id, SERVICE_IDS.personal, market, MARKETS[market].locales.ga4_currency_name, chosen.map((slot) => new Date(slot.start))],
    );
  }
  await db.query('ANALYZE');
  console.log(`seeded ${ids.length} therapists and ${bookings} bookings in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return ids;
}

interface Figures {
  label: string;
  p50: number;
  p99: number;
  rps: number;
  errors: number;
  non2xx: number;
}

async function run(label: string, url: string, paths: () => string): Promise<Figures> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [{ setupRequest: (request: Record<string, unknown>) => ({ ...request, path: paths() }) }],
  });
  return {
    label,
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: result.requests.average,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

async function main(): Promise<void> {
  const { db, label } = await openDb();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rozmova-bench-'));
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }, { dataDir, seedDemoData: false });
  const app = buildApp({ config, db });
  app.get(`${config.basePath}/bench/hello`, async () => ({ hello: 'world' }));
  await app.ready();
  const therapists = await seed(db);
  const address = await app.listen({ host: '127.0.0.1', port: 0 });

  const pick = () => therapists[Math.floor(Math.random() * therapists.length)]!;
  const hello = await run('hello world', address, () => `${config.basePath}/bench/hello`);
  const slots = await run('14-day free slots', address, () => {
    const from = new Date().toISOString();
    const to = new Date(Date.now() + 14 * DAY).toISOString();
    return `${config.basePath}/v4/get_free_slots?worker_id=${pick()}&service_id=${SERVICE_IDS.personal}&from=${from}&to=${to}`;
  });

  // Booking creation: the whole path a token booking takes (slot check, stale-hold expiry, insert under the
  // exclusion constraints), for distinct clients on free slots picked at random, several at a time.
  const clients: string[] = [];
  for (let i = 0; i < CREATE; i += 500) {
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO users (email, password_hash, role, locale, name, is_registered)
       SELECT 'bench-client-' || g || '@bench.example', 'bench-no-login', 'user', 'en', 'Bench Client ' || g, true
         FROM generate_series($1::int, $2::int) AS g RETURNING id`,
      [i, Math.min(i + 499, CREATE - 1)],
    );
    clients.push(...rows.map((r) => r.id));
  }
  let created = 0;
  let conflicts = 0;
  let next = 0;
  const started = process.hrtime.bigint();
  const worker = async () => {
    while (next < clients.length) {
      const clientId = clients[next++]!;
      const workerId = pick();
      const profile = await therapistsRepository.findByUserId(db, workerId);
      if (!profile) continue;
      const free = await app.scheduling.freeSlots(db, profile, 'personal', Date.now(), Date.now() + 14 * DAY);
      const slot = free[Math.floor(Math.random() * free.length)];
      if (!slot) continue;
      try {
        await db.tx((q) => app.bookings.createConfirmedBooking(q, { workerId, clientId, serviceId: SERVICE_IDS.personal, startsAt: new Date(slot.start).toISOString(), source: 'token' }));
        created += 1;
      } catch (err) {
        if ((err as { statusCode?: number }).statusCode === 409) conflicts += 1;
        else throw err;
      }
    }
  };
  await Promise.all(Array.from({ length: CREATE_CONCURRENCY }, worker));
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;

  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  console.log(`\n${new Date().toISOString().slice(0, 10)} · ${label} · ${os.cpus().length} × ${cpu} · Node ${process.version}`);
  console.log(`${therapists.length} therapists, ${BOOKINGS} bookings seeded; autocannon ${CONNECTIONS} connections × ${SECONDS} s\n`);
  console.log('| route | p50 ms | p99 ms | req/s | errors | non-2xx |');
  console.log('|---|---|---|---|---|---|');
  for (const f of [hello, slots]) console.log(`| ${f.label} | ${f.p50} | ${f.p99} | ${Math.round(f.rps)} | ${f.errors} | ${f.non2xx} |`);
  console.log(`\nbooking creation: ${created} created, ${conflicts} refused (409), ${(created / seconds).toFixed(0)} bookings/s with ${CREATE_CONCURRENCY} at a time`);
  console.log('(each booking: a 14-day slot query to pick a free slot, then slot check + insert in one transaction)');

  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
