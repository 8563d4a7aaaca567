// The api's hello route, before and after a change, against a bare Fastify hello-world, all three in the same
// minutes (issue 29). On a machine shared with others' builds a run of api-vs-bare.ts moves by more than a
// change to the per-request path, so this bench starts three servers at once (the bare hello-world, the api of
// git revision BENCH_BEFORE extracted to a temporary directory, and this checkout's api) and measures them in
// turn, BENCH_ROUNDS times, the order rotating each round. Each figure is a ratio to the bare hello-world of the
// same round; the medians over the rounds are printed with the load average.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres BENCH_BEFORE=main \
//     pnpm --filter @rozmova/bench exec tsx api-hello-ab.ts
//
// Options (env): BENCH_BEFORE (main), BENCH_ROUNDS (5), BENCH_SECONDS (4 per measurement), BENCH_CONNECTIONS
// (10), BENCH_PORT (4980; the next two ports too), BENCH_PATH (/api/__bench/hello), BENCH_COOKIE (sent along).
// Without DATABASE_URL each api gets its own PGlite files.
import { execSync } from 'node:child_process';
import os from 'node:os';
import { REPO, header, load, prepareDatabase, startApi, type Row } from './lib/harness';
import { apiCheckout, median, startBareHello } from './lib/compare';

const BEFORE = process.env.BENCH_BEFORE ?? 'main';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const PORT = Number(process.env.BENCH_PORT ?? 4980);
const PATH = process.env.BENCH_PATH ?? '/api/__bench/hello';
const COOKIE = process.env.BENCH_COOKIE;

interface Server {
  name: string;
  url: string;
  pid: number;
  path: string;
  stop(): Promise<void>;
}

const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

async function main(): Promise<void> {
  const old = apiCheckout(BEFORE, 'ab');
  const first = await prepareDatabase();
  await first.db.close();
  const second = process.env.DATABASE_URL ? first : await prepareDatabase();
  if (second !== first) await second.db.close();
  const servers: Server[] = [];
  try {
    servers.push({ name: 'bare Fastify hello-world', ...(await startBareHello(PORT)) });
    const before = await startApi(PORT + 1, first.env, old.root);
    servers.push({
      name: `api ${old.sha} (${BEFORE})`,
      url: before.url,
      pid: before.pid,
      path: PATH,
      stop: before.stop,
    });
    const after = await startApi(PORT + 2, second.env);
    const head = execSync(`git -C ${REPO} rev-parse --short HEAD`).toString().trim();
    const dirty = execSync(`git -C ${REPO} status --porcelain api/src`).toString().trim() ? '+changes' : '';
    servers.push({
      name: `api ${head}${dirty} (this checkout)`,
      url: after.url,
      pid: after.pid,
      path: PATH,
      stop: after.stop,
    });
    const headers = COOKIE ? { cookie: COOKIE } : undefined;
    const run = (s: Server, seconds: number, name = s.name): Promise<Row> =>
      load(
        name,
        s.url,
        { paths: [s === servers[0] ? s.path : PATH], ...(headers && s !== servers[0] ? { headers } : {}) },
        seconds,
        s.pid,
      );
    for (const s of servers) await run(s, 3, 'warm-up');

    const started = header(first.label, `${ROUNDS} rounds of ${SECONDS} s each, ${PATH}`);
    const figures = servers.map(() => ({
      rps: [] as number[],
      cpu: [] as number[],
      rpsRatio: [] as number[],
      cpuRatio: [] as number[],
    }));
    const loads: string[] = [loadAverage()];
    for (let round = 0; round < ROUNDS; round += 1) {
      const order = servers.map((_, i) => (i + round) % servers.length);
      const rows: Row[] = [];
      for (const i of order) rows[i] = await run(servers[i]!, SECONDS);
      const bare = rows[0]!;
      rows.forEach((r, i) => {
        const f = figures[i]!;
        f.rps.push(r.reqPerSec);
        f.cpu.push(r.cpuUs ?? NaN);
        f.rpsRatio.push(r.reqPerSec / bare.reqPerSec);
        f.cpuRatio.push((bare.cpuUs ?? NaN) / (r.cpuUs ?? NaN));
      });
      loads.push(loadAverage());
      process.stderr.write(
        `round ${round + 1}: ${rows.map((r) => `${r.reqPerSec} req/s ${r.cpuUs} µs`).join(' | ')}\n`,
      );
    }
    process.stdout.write(
      `${started}\nload average (1/5/15 min) at start and after each round: ${loads.join(' | ')}\n\n`,
    );
    process.stdout.write(
      '| server | req/s (median) | x bare (median of rounds) | CPU µs/answer (median) | x bare, CPU (median of rounds) |\n|---|---:|---:|---:|---:|\n',
    );
    servers.forEach((s, i) => {
      const f = figures[i]!;
      process.stdout.write(
        `| ${s.name} | ${Math.round(median(f.rps))} | ${median(f.rpsRatio).toFixed(2)} | ${median(f.cpu).toFixed(1)} | ${median(f.cpuRatio).toFixed(2)} |\n`,
      );
    });
  } finally {
    for (const s of servers) await s.stop();
    first.cleanup();
    if (second !== first) second.cleanup();
    old.remove();
  }
}

void main().catch((err: unknown) => {
  process.stderr.write(`${(err as Error).stack ?? String(err)}\n`);
  process.exit(1);
});
