// Two real api processes on one PostgreSQL server (runs on the server run of the suite: TEST_DATABASE=postgres).
// Shows what issue 13 asks of replicas behind a load balancer: the login limit is one limit, and SIGTERM to one
// replica in the middle of a burst loses nothing.
import { request, startReplicas, type ReplicaSet } from '../support/replicas';

// jest.config.cjs leaves this file out of the PGlite run.
jest.setTimeout(240_000);

const login = (url: string, i: number) =>
  request(
    url,
    'POST',
    '/api/login?config_id=ua',
    { email: 'nobody@example.org', password: `guess-${i}` },
    {
      origin: 'http://localhost:3000',
    },
  );

describe('two api processes on one database', () => {
  let set: ReplicaSet;
  beforeAll(async () => {
    set = await startReplicas(2, {
      LOGIN_RATE_LIMIT_PER_MINUTE: '4',
      FRONTEND_ERROR_RATE_LIMIT_PER_MINUTE: '10000',
    });
  });
  afterAll(async () => {
    await set?.stop();
  });

  it('holds the login limit across both', async () => {
    const [a, b] = set.replicas.map((r) => r.url);
    const codes: Array<number | null> = [];
    for (let i = 0; i < 6; i++) codes.push((await login(i % 2 === 0 ? a! : b!, i)).status);
    expect(codes).toEqual([401, 401, 401, 401, 429, 429]);
  });

  it('loses no request when one is stopped with SIGTERM in the middle of a burst', async () => {
    const [a, b] = set.replicas;
    const total = 240;
    const answers: Array<{ i: number; status: number | null; error: string | null; to: 'a' | 'b' }> = [];
    let sent = 0;
    // 12 callers at a time, half to each replica; SIGTERM to replica A once a third has been sent.
    const worker = async () => {
      while (sent < total) {
        const i = sent++;
        if (i === Math.floor(total / 3)) a!.process.kill('SIGTERM');
        const to = i % 2 === 0 ? 'a' : 'b';
        const res = await request(
          (to === 'a' ? a : b)!.url,
          'POST',
          '/api/v4/frontend_error?config_id=en',
          {
            stack_trace: `burst-${set.schema}-${i}`,
          },
          { origin: 'http://localhost:3000' },
        );
        answers.push({ i, status: res.status, error: res.error, to });
      }
    };
    await Promise.all(Array.from({ length: 12 }, worker));
    expect(await a!.exited).toBe(0);

    // Every request was answered or refused before the api started on it; nothing broke halfway.
    for (const ans of answers) {
      // Refused at the connection: the port was closed (ECONNREFUSED), or the connection was still in the kernel's
      // accept queue when the listener closed (ECONNRESET, no byte answered). Neither ran anything: the row check
      // below proves it.
      const clean =
        ans.status === 200 || ans.status === 503 || ans.error === 'ECONNREFUSED' || ans.error === 'ECONNRESET';
      if (!clean) throw new Error(`request ${ans.i} to ${ans.to}: ${ans.status ?? ans.error}`);
    }
    // B took everything sent to it; A answered some before it closed.
    expect(answers.filter((x) => x.to === 'b').every((x) => x.status === 200)).toBe(true);
    expect(answers.some((x) => x.to === 'a' && x.status === 200)).toBe(true);
    expect(answers.some((x) => x.to === 'a' && x.status !== 200)).toBe(true);

    // Exactly the answered requests left a row: none written without an answer, none answered without a row.
    const rows = await set.query<{ stack_trace: string }>(
      `SELECT stack_trace FROM frontend_errors WHERE stack_trace LIKE $1`,
      [`burst-${set.schema}-%`],
    );
    const written = new Set(rows.map((r) => Number(r.stack_trace.split('-').pop())));
    const ok = new Set(answers.filter((x) => x.status === 200).map((x) => x.i));
    expect([...written].sort((x, y) => x - y)).toEqual([...ok].sort((x, y) => x - y));

    const shutdownLines = a!.logs.filter((l) => /shut/.test(String(l.msg)));
    expect(shutdownLines.map((l) => l.msg)).toEqual(expect.arrayContaining(['shut down cleanly']));
  });
});

describe('SIGTERM behind a load balancer that watches /ready', () => {
  let set: ReplicaSet;
  beforeAll(async () => {
    set = await startReplicas(2, {
      FRONTEND_ERROR_RATE_LIMIT_PER_MINUTE: '10000',
      SHUTDOWN_DRAIN_MS: '1500',
    });
  });
  afterAll(async () => {
    await set?.stop();
  });

  it('turns not ready first, finishes what it accepted: no reset, no 5xx', async () => {
    const [a, b] = set.replicas;
    // The balancer: polls each replica's /ready every 100 ms and sends new requests only to ready ones.
    const ready = new Map<string, boolean>([
      [a!.url, true],
      [b!.url, true],
    ]);
    let polling = true;
    const readySeen: Array<{ at: number; status: number | null }> = [];
    const poller = (async () => {
      while (polling) {
        for (const r of [a!, b!]) {
          const res = await request(r.url, 'GET', '/api/ready');
          ready.set(r.url, res.status === 200);
          if (r === a) readySeen.push({ at: Date.now(), status: res.status });
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();

    const total = 600;
    const answers: Array<{ i: number; status: number | null; error: string | null; to: string }> = [];
    let sent = 0;
    let signalledAt = 0;
    const worker = async () => {
      while (sent < total) {
        const i = sent++;
        if (i === Math.floor(total / 3)) {
          signalledAt = Date.now();
          a!.process.kill('SIGTERM');
        }
        const targets = [a!, b!].filter((r) => ready.get(r.url));
        const to = (targets[i % targets.length] ?? b!).url;
        const res = await request(
          to,
          'POST',
          '/api/v4/frontend_error?config_id=en',
          { stack_trace: `drain-${set.schema}-${i}` },
          { origin: 'http://localhost:3000' },
        );
        answers.push({ i, status: res.status, error: res.error, to });
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));
    expect(await a!.exited).toBe(0);
    polling = false;
    await poller;

    // Every request answered 200: no connection reset, no 503, nothing lost.
    const bad = answers.filter((x) => x.status !== 200);
    expect(bad).toEqual([]);
    // A served requests after the signal (the drain), and its /ready said 503 while it still served them.
    expect(readySeen.some((r) => r.at > signalledAt && r.status === 503)).toBe(true);
    const lines = a!.logs.map((l) => String(l.msg));
    const drained = lines.indexOf('shutting down: not ready, draining');
    const closed = lines.indexOf('shutting down: no new connections, finishing requests in flight');
    expect(drained).toBeGreaterThanOrEqual(0);
    expect(closed).toBeGreaterThan(drained);
    expect(lines).toContain('shut down cleanly');
    const rows = await set.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM frontend_errors WHERE stack_trace LIKE $1`,
      [`drain-${set.schema}-%`],
    );
    expect(rows[0]!.n).toBe(total);
  });
});
