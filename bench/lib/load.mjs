// The load generator, run as its own process by bench/lib/harness.ts so it never shares an event loop (or a
// core's time slice) with the api it measures. Reads one JSON job from argv[2], prints one JSON result line.
//
//   job: { url, paths: string[], connections, seconds, method?, headers?, body? }
//   Each request takes the next path of `paths` in turn (round robin), so a scenario can spread over many
//   therapists without the generator doing work per request.
import autocannon from 'autocannon';

const job = JSON.parse(process.argv[2]);
let next = 0;
const result = await autocannon({
  url: job.url,
  connections: job.connections,
  duration: job.seconds,
  method: job.method ?? 'GET',
  headers: job.headers ?? {},
  body: job.body,
  requests: [
    {
      setupRequest: (request) => {
        const path = job.paths[next % job.paths.length];
        next += 1;
        return { ...request, path };
      },
    },
  ],
});
process.stdout.write(
  `${JSON.stringify({
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    total: result.requests.total,
  })}\n`,
);
