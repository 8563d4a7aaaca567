import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../helpers';

describe('operations endpoints', () => {
  let app: FastifyInstance;
  const lines: string[] = [];
  beforeAll(async () => {
    const logStream = new Writable({
      write(chunk: Buffer, _enc, cb) {
        lines.push(...chunk.toString().split('\n').filter(Boolean));
        cb();
      },
    });
    app = await buildTestApp({ config: { logLevel: 'info' }, logStream });
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers liveness without touching the database', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('is ready when the database answers, and names a failing check with 503', async () => {
    const ok = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ status: 'ready', checks: { database: 'ok', queue: 'ok' } });

    let healthy = true;
    // Any further part (a provider, a cache) joins the same way; one failing check makes the replica not ready.
    app.readiness.add('probe', async () => {
      if (!healthy) throw new Error('down');
    });
    healthy = false;
    const down = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(down.statusCode).toBe(503);
    expect(down.headers['retry-after']).toBe('5');
    expect(down.json()).toMatchObject({ error: 'not_ready', checks: { database: 'ok', queue: 'ok', probe: 'failed' } });
    healthy = true;
    expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
  });

  it('echoes a given request id, makes one otherwise, and puts it on every log line of the request', async () => {
    const given = await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'lb-42.a' } });
    expect(given.headers['x-request-id']).toBe('lb-42.a');
    const made = await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'bad id\n{}' } });
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const ours = lines.map((l) => JSON.parse(l) as { reqId?: string }).filter((l) => l.reqId === 'lb-42.a');
    expect(ours.length).toBeGreaterThanOrEqual(2); // "incoming request" and "request completed"
  });

  it('serves Prometheus metrics by route pattern, never the URL, to loopback callers only', async () => {
    await app.inject({ method: 'GET', url: '/api/therapists/00000000-0000-0000-0000-000000000001?config_id=ua' });
    await app.inject({ method: 'GET', url: '/api/no-such-thing/jan@example.com' });
    app.metrics.gauge({ name: 'test_jobs_waiting', help: 'jobs waiting', collect: (g) => g.set(7) });

    const res = await app.inject({ method: 'GET', url: '/api/metrics', remoteAddress: '127.0.0.1' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toMatch(/http_request_duration_seconds_bucket\{[^}]*route="\/api\/health"/);
    expect(res.body).toContain('test_jobs_waiting 7');
    expect(res.body).toContain('process_cpu_user_seconds_total');
    expect(res.body).toContain('route="unmatched"');
    expect(res.body).not.toContain('jan@example.com');
    expect(res.body).not.toContain('00000000-0000-0000-0000-000000000001');
    if (app.db.driver === 'pglite') expect(res.body).toContain('db_wait_queue_depth 0');

    const outside = await app.inject({ method: 'GET', url: '/api/metrics', remoteAddress: '203.0.113.9' });
    expect(outside.statusCode).toBe(403);
    expect(outside.json()).toMatchObject({ error: 'forbidden' });
  });

  it('lets a remote scraper in with the metrics token', async () => {
    const guarded = await buildTestApp({ config: { metricsToken: 's3cret-metrics' } });
    try {
      const url = '/api/metrics';
      const remoteAddress = '203.0.113.9';
      const wrong = await guarded.inject({ url, remoteAddress, headers: { authorization: 'Bearer nope' } });
      expect(wrong.statusCode).toBe(403);
      const right = await guarded.inject({ url, remoteAddress, headers: { authorization: 'Bearer s3cret-metrics' } });
      expect(right.statusCode).toBe(200);
    } finally {
      await guarded.close();
    }
  });

  it('keeps tokens in a query string out of the logged URL', async () => {
    await app.inject({ method: 'GET', url: '/api/v4/payments/sandbox/checkout/abc?token=tok-SECRET-1&x=1' });
    const logged = lines.filter((l) => l.includes('sandbox/checkout'));
    expect(logged.length).toBeGreaterThan(0);
    expect(logged.join('\n')).not.toContain('tok-SECRET-1');
    expect(logged.join('\n')).toContain('token=[redacted]&x=1');
  });
});
