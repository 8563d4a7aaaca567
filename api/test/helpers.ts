import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import type { MarketLocale } from '@rozmova/contracts/markets';
import type { UserRole } from '@rozmova/contracts/schemas/auth';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import type { Clock } from '../src/clock';
import { createPGlite, ensureExtensions, pgliteDb, pgPoolDb, type Db } from '../src/plugins/external/db';
import { hashPassword } from '../src/plugins/app/accounts/passwords';
import { insertUser } from '../src/plugins/app/accounts/users-repository';
import { MAIL_DELIVER_JOB } from '../src/plugins/app/outbox';
import { codeAt } from '../src/plugins/app/two-factor/totp';
import { RESTORE_PASSWORD_JOB } from '../src/plugins/app/accounts/accounts-service';
import { LOGIN_LINK_JOB } from '../src/plugins/app/accounts/login-throttle';
import { pgliteTemplate } from './support/pglite-template';

/** An Origin the api accepts for state-changing requests (the default shell origin). */
export const ORIGIN = 'http://localhost:3000';

/** Tests hash with N=2^12 so suites stay fast; the OWASP default (2^17) is asserted in test/core/passwords.test.ts. */
export const TEST_SCRYPT_LOG2N = 12;

export interface BuildTestAppOptions {
  /** Overrides on top of the test defaults (e.g. googleClientId, rate limits). */
  config?: Partial<Config>;
  /** Capture logs (e.g. to check redaction). */
  logStream?: NodeJS.WritableStream;
  /** Extra plugins registered before the app is ready (e.g. a test-only route behind a guard). */
  plugins?: Array<(app: FastifyInstance) => Promise<void>>;
  /** "Now" for the app's time-dependent rules (the system clock unless given). */
  clock?: Clock;
  /** Called on the root instance before any plugin or route is loaded (e.g. to add an `onRoute` hook). */
  beforeLoad?: (app: FastifyInstance) => void;
}

type SharedPGlite = Awaited<ReturnType<typeof createPGlite>>;
let sharedPGlite: Promise<SharedPGlite> | null = null;

// One in-memory PGlite per test file (jest gives every file its own module registry), opened from the run's
// template (test/support/pglite-template.ts) in ~0.3 s instead of initdb's ~2 s.
// Each app still gets a fresh, empty schema of its own.
if (typeof afterAll === 'function') {
  afterAll(async () => {
    if (sharedPGlite) {
      const instance = await sharedPGlite;
      sharedPGlite = null;
      await instance.close();
    }
  });
}

const usePostgres = (): boolean => process.env.TEST_DATABASE === 'postgres';

async function freshTestDb(): Promise<Db> {
  const schema = `t_${crypto.randomBytes(6).toString('hex')}`;
  if (usePostgres()) {
    const url = process.env.DATABASE_URL;
    if (!url) throw new Error('TEST_DATABASE=postgres needs DATABASE_URL');
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await ensureExtensions({
        query: async (sql: string, params?: unknown[]) => {
          const r = await admin.query(sql, params);
          return { rows: r.rows, rowCount: r.rowCount ?? 0 };
        },
      });
      await admin.query(`CREATE SCHEMA ${schema}`);
    } finally {
      await admin.end();
    }
    return pgPoolDb(url, `${schema},public`, async (pool) => {
      await pool.query(`DROP SCHEMA IF EXISTS ${schema}, ${schema}_jobs CASCADE`);
    });
  }
  sharedPGlite ??= createPGlite(null, pgliteTemplate());
  const instance = await sharedPGlite;
  const db = pgliteDb(instance, false, async () => {
    await instance.exec(`DROP SCHEMA IF EXISTS ${schema}, ${schema}_jobs CASCADE; SET search_path TO public`);
  });
  await ensureExtensions(db);
  await instance.exec(`CREATE SCHEMA ${schema}; SET search_path TO ${schema}, public`);
  return db;
}

export function testConfig(overrides: Partial<Config> = {}, dataDir?: string): Config {
  return loadConfig(
    { NODE_ENV: 'test', LOG_LEVEL: 'silent', PASSWORD_SCRYPT_LOG2N: String(TEST_SCRYPT_LOG2N) },
    {
      dataDir: dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'rozmova-api-')),
      // Suites log in many times from one address; the limits themselves are tested with production values.
      loginRateLimitPerMinute: 10_000,
      restorePasswordRateLimitPer15Min: 10_000,
      frontendErrorRateLimitPerMinute: 10_000,
      // Suites about other areas use staff created a moment ago, some with a clock months ahead; the requirement
      // itself is tested in test/core/two-factor.test.ts with production-like values.
      totpAdminGraceDays: 365,
      totpTherapistGraceDays: 365,
      // The race tests fire dozens of writes at once at PGlite on a busy CI machine: they test the outcome of
      // each write, not the busy answer, which test/ops/db-queue.test.ts tests with its own short bound.
      dbQueueMaxWaitMs: 60_000,
      seedDemoData: false,
      ...overrides,
    },
  );
}

/** A ready app on a fresh database; `app.close()` drops that database and the app's temporary data folder. */
export async function buildTestApp(opts: BuildTestAppOptions = {}): Promise<FastifyInstance> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rozmova-api-'));
  const config = testConfig(opts.config, dataDir);
  const db = await freshTestDb();
  const app = buildApp({
    config,
    db,
    ...(opts.logStream ? { logStream: opts.logStream } : {}),
    ...(opts.clock ? { clock: opts.clock } : {}),
  });
  opts.beforeLoad?.(app);
  app.addHook('onClose', async () => {
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  for (const plugin of opts.plugins ?? []) app.register(plugin);
  try {
    await app.ready();
  } catch (err) {
    await app.close().catch(() => undefined);
    throw err;
  }
  return app;
}

export interface TestUser {
  id: string;
  email: string;
  password: string;
  name: string;
  role: UserRole;
  locale: MarketLocale;
}

/** Creates a registered account directly in the database (role therapist/admin cannot sign up through the api). */
export async function createUser(
  app: FastifyInstance,
  opts: {
    role?: UserRole;
    locale?: MarketLocale;
    email?: string;
    password?: string;
    name?: string;
    /** Whether the address counts as confirmed (default true: an established account). */
    verified?: boolean;
  } = {},
): Promise<TestUser> {
  const role = opts.role ?? 'user';
  const locale = opts.locale ?? 'ua';
  const email = (opts.email ?? `${role}-${crypto.randomBytes(5).toString('hex')}@test.example`).toLowerCase();
  const password = opts.password ?? 'Correct-Horse-7';
  const name = opts.name ?? `Test ${role} ${crypto.randomBytes(3).toString('hex')}`;
  const row = await insertUser(app.db, {
    email,
    passwordHash: await hashPassword(password, app.config.scryptLog2N),
    role,
    locale,
    name,
    isRegistered: true,
    ofertaAccepted: true,
    marketingConsent: false,
    emailVerified: opts.verified ?? true,
  });
  return { id: row.id, email, password, name, role, locale };
}

/** Logs in through the api and returns the value for a `cookie` header (`sid=...`). */
export async function loginCookie(
  app: FastifyInstance,
  email: string,
  password: string,
  locale: MarketLocale = 'ua',
  /** The authenticator key, for an account with two-step sign-in: the code of now finishes the sign-in. */
  totpSecret?: string,
): Promise<string> {
  let res = await app.inject({
    method: 'POST',
    url: `${app.config.basePath}/login?config_id=${locale}`,
    headers: { origin: ORIGIN },
    payload: { email, password },
  });
  if (res.statusCode === 401 && totpSecret && res.json().error === 'second_factor_required') {
    res = await app.inject({
      method: 'POST',
      url: `${app.config.basePath}/login/second_factor?config_id=${locale}`,
      headers: { origin: ORIGIN },
      payload: { challenge: res.json().challenge.token, code: codeAt(totpSecret, app.clock.now()) },
    });
  }
  if (res.statusCode !== 200) throw new Error(`login failed with ${res.statusCode}: ${res.body}`);
  const sid = res.cookies.find((c) => c.name === 'sid');
  if (!sid) throw new Error('login set no sid cookie');
  return `sid=${sid.value}`;
}

export interface ReadMail {
  file: string;
  to: string;
  subject: string;
  contentLanguage: string | null;
  text: string;
}

function decodeWords(value: string): string {
  return value.replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_m, enc: string, data: string) =>
    enc.toLowerCase() === 'b'
      ? Buffer.from(data, 'base64').toString('utf8')
      : Buffer.from(
          data.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_x, h: string) => String.fromCharCode(parseInt(h, 16))),
          'latin1',
        ).toString('utf8'),
  );
}

function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_x, h: string) => String.fromCharCode(parseInt(h, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/**
 * Runs the outbox's delivery jobs that are waiting (retries too, without their wait) until none is left, as
 * the app's workers would; returns how many ran. Every mail is written to the outbox and sent by this job.
 */
export async function deliverMails(app: FastifyInstance, options: { once?: boolean } = {}): Promise<number> {
  // restore_password and the login limit answer first and write their mails in jobs of their own: run those first.
  await app.jobs.drain(RESTORE_PASSWORD_JOB);
  await app.jobs.drain(LOGIN_LINK_JOB);
  return app.jobs.drain(MAIL_DELIVER_JOB, options);
}

/** Delivers what the outbox holds, then reads the .eml files the app wrote (no SMTP in tests), oldest first. */
export async function readMails(app: FastifyInstance): Promise<ReadMail[]> {
  await deliverMails(app);
  const dir = app.mailer.outboxDir;
  if (!dir || !fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((f) => {
      const raw = fs.readFileSync(path.join(dir, f), 'utf8');
      const split = raw.indexOf('\n\n');
      const head = raw.slice(0, split).replace(/\n[ \t]+/g, ' ');
      const body = raw.slice(split + 2);
      const header = (name: string): string | null => {
        const m = new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head);
        return m ? m[1]!.trim() : null;
      };
      const cte = (header('Content-Transfer-Encoding') ?? '7bit').toLowerCase();
      const text =
        cte === 'base64'
          ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
          : cte === 'quoted-printable'
            ? decodeQuotedPrintable(body)
            : body;
      return {
        file: f,
        to: header('To') ?? '',
        subject: decodeWords(header('Subject') ?? ''),
        contentLanguage: header('Content-Language'),
        text,
      };
    });
}
