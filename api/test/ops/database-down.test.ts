// Degrade, don't die, the database's part: when the database cannot be reached, database routes answer 503 with
// Retry-After and the usual JSON error body (never a bare 500), /api/health still answers, /api/ready says 503, and
// /api/metrics still serves the process metrics with database_up 0. On the PostgreSQL server the database
// "vanishes from the network" behind a relay the test cuts; the embedded database is closed under the app.
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../src/app';
import { createPGlite, ensureExtensions, pgliteDb, pgPoolDb, type Db } from '../../src/plugins/external/db';
import { ORIGIN, testConfig } from '../helpers';
import { startTcpSwitch, type TcpSwitch } from '../support/tcp-switch';

jest.setTimeout(120_000);

describe('the database goes away under a running app', () => {
  let app: FastifyInstance;
  let takeDown: () => Promise<void>;
  let bringUp: (() => void) | null = null;
  let cleanUp: () => Promise<void> = async () => undefined;

  beforeAll(async () => {
    let db: Db;
    if (process.env.TEST_DATABASE === 'postgres') {
      const base = new URL(process.env.DATABASE_URL!);
      const relay: TcpSwitch = await startTcpSwitch({ host: base.hostname, port: Number(base.port || 5432) });
      const schema = `t_${crypto.randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: base.toString() });
      await admin.connect();
      await ensureExtensions({
        query: async (sql: string, params?: unknown[]) => {
          const r = await admin.query(sql, params);
          return { rows: r.rows, rowCount: r.rowCount ?? 0 };
        },
      });
      await admin.query(`CREATE SCHEMA ${schema}`);
      const viaRelay = new URL(base.toString());
      viaRelay.hostname = '127.0.0.1';
      viaRelay.port = String(relay.port);
      db = pgPoolDb(viaRelay.toString(), `${schema},public`, undefined, { connectTimeoutMs: 500 });
      takeDown = async () => relay.cut();
      bringUp = () => relay.mend();
      cleanUp = async () => {
        await relay.close();
        await admin.query(`DROP SCHEMA IF EXISTS ${schema}, ${schema}_jobs CASCADE`);
        await admin.end();
      };
    } else {
      const instance = await createPGlite(null);
      db = pgliteDb(instance, true);
      await ensureExtensions(db);
      takeDown = async () => instance.close();
    }
    app = buildApp({ config: testConfig(), db });
    await app.ready();
  });
  afterAll(async () => {
    bringUp?.();
    await app?.close().catch(() => undefined);
    await cleanUp();
  });

  it('answers 503 with Retry-After on database routes and keeps serving metrics', async () => {
    const before = await app.inject({ url: '/api/get_therapists_data?config_id=ua' });
    expect(before.statusCode).toBe(200);
    const upMetrics = await app.inject({ url: '/api/metrics', remoteAddress: '127.0.0.1' });
    expect(upMetrics.body).toMatch(/^database_up 1$/m);

    await takeDown();

    const read = await app.inject({ url: '/api/get_therapists_data?config_id=ua' });
    expect(read.statusCode).toBe(503);
    expect(read.headers['retry-after']).toBe('5');
    expect(read.json()).toEqual({
      error: 'database_unavailable',
      message: 'The database cannot be reached right now; please try again shortly.',
    });
    const write = await app.inject({
      method: 'POST',
      url: '/api/login?config_id=ua',
      headers: { origin: ORIGIN },
      payload: { email: 'someone@example.org', password: 'whatever-it-is' },
    });
    expect(write.statusCode).toBe(503);
    expect(write.json()).toMatchObject({ error: 'database_unavailable' });

    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
    const ready = await app.inject({ url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ error: 'not_ready', checks: { database: 'failed' } });

    const metrics = await app.inject({ url: '/api/metrics', remoteAddress: '127.0.0.1' });
    expect(metrics.statusCode).toBe(200);
    expect(metrics.body).toMatch(/^database_up 0$/m);
    expect(metrics.body).toContain('process_cpu_user_seconds_total');
    expect(metrics.body).toContain('http_request_duration_seconds_bucket');
    // The latency histogram saw the 503s as such.
    expect(metrics.body).toMatch(
      /http_request_duration_seconds_count\{[^}]*route="\/api\/get_therapists_data"[^}]*status_code="503"\} 1/,
    );
  });
});
