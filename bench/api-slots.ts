// The 14-day free-slot query and the therapist list with each one's next free slot, on a database seeded with 500
// therapists and 50 000 bookings, against the api started as deployed in its own process, with the load generated
// by a third process; every throughput is also printed as a ratio to the api's hello-world route in the same run.
//
//   pnpm --filter @rozmova/bench exec tsx api-slots.ts            # PGlite (files, inside the api process)
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres pnpm --filter @rozmova/bench exec tsx api-slots.ts
//     (the server run drops and creates the database BENCH_PG_DATABASE, default bench_hot, on that server)
//
// Options (env): BENCH_THERAPISTS (500), BENCH_BOOKINGS (50000), BENCH_SECONDS (10), BENCH_CONNECTIONS (10),
// BENCH_PORT (4951), BENCH_ONLY_SLOTS=1 (skip the list scenarios), BENCH_CPU_PROF=<dir> (the api writes a .cpuprofile there when it stops).
import { SERVICE_IDS } from '@rozmova/contracts/constants';
import { MARKETS, MARKET_LOCALES } from '@rozmova/contracts/markets';
import type { Db } from '@rozmova/api/plugins/external/db';
import { computeFreeSlots } from '@rozmova/api/plugins/app/scheduling/slots';
import {
  CONNECTIONS,
  SECONDS,
  baseline,
  header,
  load,
  prepareDatabase,
  startApi,
  table,
  warmUp,
  type Row,
} from './lib/harness';

const THERAPISTS = Number(process.env.BENCH_THERAPISTS ?? 500);
const BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 50_000);
const PORT = Number(process.env.BENCH_PORT ?? 4951);
const DAY = 86_400_000;
/** BENCH_ONLY_SLOTS=1: hello-world and the 14-day query only (a profile of that route alone). */
const ONLY_SLOTS = process.env.BENCH_ONLY_SLOTS === '1';

const weekly = [1, 2, 3, 4, 5, 6].flatMap((weekday) => [
  { weekday, start: '08:00', end: '13:00' },
  { weekday, start: '14:00', end: '20:00' },
]);

interface Seeded {
  id: string;
  market: string;
}

async function seed(db: Db): Promise<Seeded[]> {
  const started = Date.now();
  const seeded: Seeded[] = [];
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
    seeded.push({ id, market });
    await db.query(
      `INSERT INTO therapist_profiles (user_id, market, display_name, bio_en, languages, specialisations, time_zone, buffer_minutes)
       VALUES ($1, $2, $3, 'bench', '{en}', '{anxiety}', $4, 10)`,
      [id, market, `Bench Therapist ${i}`, zone],
    );
    await db.query(
      `INSERT INTO weekly_work_intervals (worker_id, weekday, start_minute, end_minute)
       SELECT $1, w, s, e FROM unnest($2::smallint[], $3::smallint[], $4::smallint[]) AS t (w, s, e)`,
      [
        id,
        weekly.map((w) => w.weekday),
        weekly.map((w) => Number(w.start.slice(0, 2)) * 60),
        weekly.map((w) => Number(w.end.slice(0, 2)) * 60),
      ],
    );
    // Bookings on real free slots from two weeks back to eight weeks ahead, as a live table has them.
    const slots = computeFreeSlots({
      timeZone: zone,
      weekly,
      overrides: [],
      busy: [],
      durationMinutes: 50,
      bufferMinutes: 10,
      noticeMinutes: 0,
      horizonDays: 400,
      now: now - 14 * DAY,
      from: now - 14 * DAY,
      to: now + 56 * DAY,
    });
    const take = Math.min(perTherapist, BOOKINGS - bookings, slots.length);
    const chosen = slots
      .map((slot) => ({ slot, key: Math.random() }))
      .sort((a, b) => a.key - b.key)
      .slice(0, take)
      .map((c) => c.slot);
    bookings += chosen.length;
    await db.query(
      `INSERT INTO bookings (worker_id, client_id, service_id, service_kind, market, starts_at, ends_at, blocked_until, status,
         source, price_minor, currency, room)
       SELECT $1, NULL, $2, 'personal', $3, s, s + interval '50 minutes', s + interval '60 minutes', 'confirmed', 'worker', 10000, $4,
              'bench-' || gen_random_uuid()
         FROM unnest($5::timestamptz[]) AS t (s)`,
      [
        id,
        SERVICE_IDS.personal,
        market,
        MARKETS[market].locales.ga4_currency_name,
        chosen.map((slot) => new Date(slot.start)),
      ],
    );
  }
  await db.query('ANALYZE');
  console.log(
    `seeded ${seeded.length} therapists and ${bookings} bookings in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return seeded;
}

async function main(): Promise<void> {
  const database = await prepareDatabase();
  const therapists = await seed(database.db);
  await database.db.close();
  const api = await startApi(PORT, database.env);
  try {
    const helloJob = { paths: ['/api/__bench/hello'] };
    // No from/to: the route's default window, the next 14 days from now, as the therapist page asks for it.
    const slotsJob = {
      paths: therapists.map((t) => `/api/v4/get_free_slots?worker_id=${t.id}&service_id=${SERVICE_IDS.personal}`),
    };
    const oneJob = {
      paths: therapists.map((t) => `/api/get_therapists_data?config_id=${t.market}&psychologist_id=${t.id}`),
    };
    const listJob = {
      paths: MARKET_LOCALES.map((market) => `/api/get_therapists_data?config_id=${market}&per_page=20`),
    };
    await warmUp(api.url, ONLY_SLOTS ? [helloJob, slotsJob] : [helloJob, slotsJob, oneJob, listJob]);

    const started = header(
      database.label,
      `${therapists.length} therapists, ${BOOKINGS} bookings; ${CONNECTIONS} connections, ${SECONDS} s each`,
    );
    const helloFirst = await load('hello-world', api.url, helloJob);
    const slots = await load('GET /api/v4/get_free_slots, 14 days, a random therapist', api.url, slotsJob);
    const one = ONLY_SLOTS
      ? null
      : await load('GET /api/get_therapists_data, one therapist with next free slot', api.url, oneJob);
    const list = ONLY_SLOTS
      ? null
      : await load('GET /api/get_therapists_data, 20 therapists with next free slot', api.url, listJob);
    const hello = baseline(helloFirst, await load('hello-world', api.url, helloJob));
    const rows: Row[] = [hello, slots, ...(one && list ? [one, list] : [])];
    process.stdout.write(`\n${started}\n\n${table(rows, hello)}\n`);
    if (!list) return;
    process.stdout.write(
      `\nlist of 20 against one therapist's slot query: p50 ${(list.p50 / Math.max(slots.p50, 1)).toFixed(2)}x, ` +
        `p99 ${(list.p99 / Math.max(slots.p99, 1)).toFixed(2)}x, throughput ${(slots.reqPerSec / Math.max(list.reqPerSec, 1)).toFixed(2)}x fewer req/s\n`,
    );
  } finally {
    await api.stop();
    database.cleanup();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
