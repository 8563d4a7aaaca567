// The load generator, run as its own process by bench/lib/harness.ts so it never shares an event loop (or a
// core's time slice) with the api it measures. Reads one JSON job from argv[2], prints one JSON result line.
//
//   job (JSON, or the path of a JSON file): { url, paths: string[], connections, seconds, method?, headers?, body? }
//   Each request takes the next path of `paths` in turn (round robin), so a scenario can spread over many
//   therapists without the generator doing work per request. `variants` ([{ path, method?, headers?, body? }]), when
//   given, is taken in turn instead: each request its own path, method, headers and body (e.g. one booking per free
//   slot, or reads with a write among them).
import fs from 'node:fs';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import autocannon from 'autocannon';

// The job, or (for jobs too long for a command line) the path of a file holding it.
const arg = process.argv[2];
const job = JSON.parse(arg.startsWith('{') ? arg : fs.readFileSync(arg, 'utf8'));
let next = 0;
/** The first answer that was not 2xx, to say why a scenario failed. */
let firstFailure = null;
// This process's own stalls: a latency it measures holds them (on two cores it shares the CPU with the api).
const lag = monitorEventLoopDelay({ resolution: 10 });
lag.enable();
// Every answer's time by when its request was sent: each connection opens in the first moment, all at once, and
// `settledP99` leaves that first second out (OPENING_MS).
const OPENING_MS = 1_000;
const started = performance.now();
const settled = [];
// Every answer but the first on its connection: the first also waits for the server to accept the connection, which
// a busy Node server does once per turn of its event loop (libuv/libuv#3696), so 200 connections opened at once
// wait seconds for it however fast the route is. `openP99` is the route's latency on connections already open.
const answeredOn = new WeakSet();
const onOpen = [];
let firstAnswerMax = 0;
// This process's own CPU time over the run: with the server's, it says which of the two a two-core machine is bound by.
const cpuAtStart = process.cpuUsage();
const instance = autocannon({
  url: job.url,
  connections: job.connections,
  duration: job.seconds,
  method: job.method ?? 'GET',
  headers: job.headers ?? {},
  body: job.body,
  requests: [
    {
      setupRequest: (request) => {
        if (job.variants) {
          const v = job.variants[next % job.variants.length];
          next += 1;
          return {
            ...request,
            path: v.path,
            method: v.method ?? request.method,
            headers: { ...request.headers, ...v.headers },
            body: v.body ?? request.body,
          };
        }
        const path = job.paths[next % job.paths.length];
        next += 1;
        return { ...request, path };
      },
      onResponse: (status, body) => {
        if ((status < 200 || status > 299) && firstFailure === null)
          firstFailure = `${status} ${String(body).slice(0, 300)}`;
      },
    },
  ],
});
instance.on('response', (client, _status, _bytes, responseTime) => {
  if (performance.now() - responseTime - started >= OPENING_MS) settled.push(responseTime);
  if (answeredOn.has(client.conn)) onOpen.push(responseTime);
  else {
    answeredOn.add(client.conn);
    firstAnswerMax = Math.max(firstAnswerMax, responseTime);
  }
});
const result = await instance;
const runMs = performance.now() - started;
const ownCpu = process.cpuUsage(cpuAtStart);
/** The 99th percentile of `times` (ms, rounded), null when there are none. */
const p99 = (times) => {
  if (times.length === 0) return null;
  const sorted = [...times].sort((a, b) => a - b);
  return Math.round(sorted[Math.floor(sorted.length * 0.99)]);
};
process.stdout.write(
  `${JSON.stringify({
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    total: result.requests.total,
    firstFailure,
    ownLagMaxMs: Math.round(lag.max / 1e6),
    settledP99: p99(settled),
    openP99: p99(onOpen),
    firstAnswerMax: Math.round(firstAnswerMax),
    ownCores: Math.round(((ownCpu.user + ownCpu.system) / 1000 / runMs) * 100) / 100,
  })}\n`,
);
