import net from 'node:net';
import path from 'node:path';

/**
 * Environment, parsed and validated once at start-up. Anything wrong stops the process with one message that
 * names every bad variable, so a misconfigured deploy never half-starts.
 */
export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  host: string;
  port: number;
  /** Listening sockets on the port in this process, spread by the kernel (src/listen-wide.ts; 1 where unsupported). */
  listenSockets: number;
  basePath: string;
  databaseUrl: string | null;
  dataDir: string;
  shellOrigins: string[];
  publicShellUrl: string;
  publicApiUrl: string;
  /** Cookies get `Secure` unless the api is served from localhost (browsers refuse Secure cookies over http). */
  secureCookies: boolean;
  smtpUrl: string | null;
  mailFrom: string;
  googleClientId: string | null;
  googleJwksUrl: string;
  googleIssuers: string[];
  mixpanelToken: string | null;
  mixpanelApiUrl: string;
  sessionTtlDays: number;
  passwordResetTtlMinutes: number;
  /** Lifetime of an e-mail confirmation link. */
  emailVerificationTtlHours: number;
  /** Confirmation links one account may be sent per hour (the sign-up one included); more is 429. */
  verificationMailsPerHour: number;
  /** log2 of scrypt's N. OWASP: 17. Lower values are refused outside NODE_ENV=test. */
  scryptLog2N: number;
  loginRateLimitPerMinute: number;
  /** Days a therapist may work without a second factor, counted from the account's creation (api/docs/two-factor.md). */
  totpTherapistGraceDays: number;
  /** The same for admins; 0: required from the first sign-in. */
  totpAdminGraceDays: number;
  /** The name authenticator apps show beside the account. */
  totpIssuer: string;
  /** How long the token a correct password earns stays valid for login/second_factor. */
  secondFactorChallengeTtlSeconds: number;
  /** Wrong codes one challenge takes before it is spent. */
  secondFactorAttemptsPerChallenge: number;
  /** Wrong codes one account takes in 15 minutes (sign-in and re-authentication together) before a 429. */
  secondFactorFailuresPerAccountPer15Min: number;
  restorePasswordRateLimitPer15Min: number;
  frontendErrorRateLimitPerMinute: number;
  logLevel: string;
  seedDemoData: boolean;
  /** Test-only: isolates each test app in its own PostgreSQL schema. */
  dbSchema: string | null;
  /** Connections the api keeps to the PostgreSQL server (per process). */
  dbPoolMax: number;
  /** A statement running longer is cancelled by the server, so one bad query cannot pin a connection. */
  dbStatementTimeoutMs: number;
  /** Serves GET <basePath>/__bench/hello, the baseline the bench/ scripts divide by; off unless asked for. */
  benchHelloRoute: boolean;
  /** Whether this process takes jobs from the queue and keeps the schedules (api/docs/jobs.md); off in tests. */
  jobWorkers: boolean;
  /** First retry delay of a failed job; doubled on each further try. */
  jobRetryDelaySeconds: number;
  /** Tries of one e-mail before it is marked failed. */
  mailMaxAttempts: number;
  /** Overrides every queue's "a job running longer is dead" time (the queues' own defaults otherwise). */
  jobExpireSeconds: number | null;
  /** How often the queue's maintenance retries expired jobs and archives finished ones. */
  jobMaintenanceSeconds: number;
  /** Redis for state every replica must share (rate-limit counters); null: none. */
  redisUrl: string | null;
  /**
   * Where rate-limit counters live: `redis` (REDIS_URL set), `postgres` (DATABASE_URL set: replicas on one server
   * share them), `memory` (the embedded database: one process). RATE_LIMIT_STORE overrides the choice.
   */
  rateLimitStore: 'redis' | 'postgres' | 'memory';
  /** Prefix of the rate-limit keys in Redis, so two deployments can share one Redis. */
  rateLimitNamespace: string;
  /**
   * Embedded database only: the longest a request may wait for PGlite (which answers one query at a time) before
   * it is answered 503 with Retry-After instead of queueing on.
   */
  dbQueueMaxWaitMs: number;
  /**
   * How long a signed-in lookup is remembered in this process (sessions/index.ts); 0: not at all; null: 1 s.
   */
  sessionCacheMs: number | null;
  /**
   * How long a therapist's calendar (profile, hours' stamp, busy time) read for the free slots is remembered in this
   * process (scheduling/index.ts); 0: not at all; null: 1 s.
   */
  slotCacheMs: number | null;
  /** Bearer token for GET /metrics from other hosts; null: only loopback callers may read it. */
  metricsToken: string | null;
  /** How long SIGTERM waits for in-flight requests (and, later, running jobs) before the process exits anyway. */
  shutdownTimeoutMs: number;
  /**
   * After SIGTERM, how long the api keeps serving while /ready answers 503, so a load balancer stops sending new
   * requests before the listener closes (api/docs/operations.md: graceful shutdown).
   */
  shutdownDrainMs: number;
  /**
   * Which peers may name the client's address in X-Forwarded-For: false (none: the socket's address is the
   * client's), a hop count, or addresses/CIDRs of the proxies. Fastify's `trustProxy` takes exactly these.
   */
  trustProxy: false | number | string[];
  /** Failed password sign-ins for one address within the window after which password sign-in pauses for it. */
  loginAccountMaxFailures: number;
  /** The per-account window, in minutes: its failures count, its pause lasts, its owner is mailed once in it. */
  loginAccountWindowMinutes: number;
  /** How long the sign-in link mailed to a throttled account's owner works (single use). */
  loginLinkTtlMinutes: number;
  /** Connect and command timeout of the rate-limit Redis: past it a limited request uses the fallback counter. */
  redisTimeoutMs: number;
  /** After Redis fails, how long the rate limits stop asking it and count in the fallback store instead. */
  redisRetryAfterSeconds: number;
  /** Connect timeout of the PostgreSQL pool: an unreachable server becomes a 503 after this long, not a hang. */
  dbConnectTimeoutMs: number;
  /**
   * How long one try of sending a mail holds its row: another worker takes a mail over only after the lease
   * ended (its sender crashed), and then sends it with the same Message-ID.
   */
  mailSendLeaseSeconds: number;
  /** Air-raid alert feed (alerts.in.ua's format, api/docs/outages.md); null: alerts off, nothing contacted. */
  alertsApiUrl: string | null;
  alertsApiToken: string | null;
  /** Planned power-outage schedule per group (Yasno-like); null: off. */
  outageScheduleUrl: string | null;
  /** Seconds between two requests to the alert feed (8..3600; the provider allows 8 a minute). */
  alertsPollSeconds: number;
  /** "I lost power or connection" moves per person per calendar month (Kyiv time). */
  outageMovesPerMonth: number;
}

export const OWASP_SCRYPT_LOG2N = 17;

type Env = Record<string, string | undefined>;

const REPO_ROOT = path.resolve(__dirname, '..', '..');

export function loadConfig(env: Env = process.env, overrides: Partial<Config> = {}): Config {
  const problems: string[] = [];

  const str = (name: string, fallback: string): string => {
    const v = env[name];
    return v === undefined || v.trim() === '' ? fallback : v.trim();
  };
  const optional = (name: string): string | null => {
    const v = env[name];
    return v === undefined || v.trim() === '' ? null : v.trim();
  };
  const int = (name: string, fallback: number, min: number, max: number): number => {
    const raw = env[name];
    if (raw === undefined || raw.trim() === '') return fallback;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < min || n > max) {
      problems.push(`${name} must be an integer between ${min} and ${max} (got "${raw}")`);
      return fallback;
    }
    return n;
  };
  const url = (name: string, fallback: string): string => {
    const v = str(name, fallback);
    try {
      const u = new URL(v);
      if (u.protocol !== 'http:' && u.protocol !== 'https:') throw new Error('protocol');
    } catch {
      problems.push(`${name} must be an http(s) URL (got "${v}")`);
    }
    return v.replace(/\/+$/, '');
  };
  const bool = (name: string, fallback: boolean): boolean => {
    const raw = env[name];
    if (raw === undefined || raw.trim() === '') return fallback;
    if (['1', 'true', 'yes'].includes(raw.toLowerCase())) return true;
    if (['0', 'false', 'no'].includes(raw.toLowerCase())) return false;
    problems.push(`${name} must be true or false (got "${raw}")`);
    return fallback;
  };

  const nodeEnvRaw = str('NODE_ENV', 'development');
  if (!['development', 'production', 'test'].includes(nodeEnvRaw)) {
    problems.push(`NODE_ENV must be development, production or test (got "${nodeEnvRaw}")`);
  }
  const nodeEnv = (
    ['development', 'production', 'test'].includes(nodeEnvRaw) ? nodeEnvRaw : 'development'
  ) as Config['nodeEnv'];

  const basePath = str('API_BASE_PATH', '/api');
  if (!/^\/[A-Za-z0-9/_-]*$/.test(basePath) || basePath.endsWith('/')) {
    problems.push(`API_BASE_PATH must start with "/" and not end with one (got "${basePath}")`);
  }

  const shellOrigins = str('SHELL_ORIGINS', 'http://localhost:3000')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const origin of shellOrigins) {
    try {
      if (new URL(origin).origin !== origin) throw new Error('not an origin');
    } catch {
      problems.push(`SHELL_ORIGINS entries must be bare origins like https://rozmova.pl (got "${origin}")`);
    }
  }

  const databaseUrl = optional('DATABASE_URL');
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    problems.push('DATABASE_URL must start with postgres:// or postgresql://');
  }
  const redisUrl = optional('REDIS_URL');
  if (redisUrl && !/^rediss?:\/\//.test(redisUrl)) problems.push('REDIS_URL must start with redis:// or rediss://');
  const storeRaw = optional('RATE_LIMIT_STORE');
  if (storeRaw && !['redis', 'postgres', 'memory'].includes(storeRaw)) {
    problems.push(`RATE_LIMIT_STORE must be redis, postgres or memory (got "${storeRaw}")`);
  }
  if (storeRaw === 'redis' && !redisUrl) problems.push('RATE_LIMIT_STORE=redis needs REDIS_URL');
  if (storeRaw === 'postgres' && !databaseUrl) problems.push('RATE_LIMIT_STORE=postgres needs DATABASE_URL');
  const rateLimitStore = (
    storeRaw && ['redis', 'postgres', 'memory'].includes(storeRaw)
      ? storeRaw
      : redisUrl
        ? 'redis'
        : databaseUrl
          ? 'postgres'
          : 'memory'
  ) as Config['rateLimitStore'];
  const trustProxy = parseTrustProxy(optional('TRUST_PROXY'), problems);
  const smtpUrl = optional('SMTP_URL');
  if (smtpUrl && !/^smtps?:\/\//.test(smtpUrl)) problems.push('SMTP_URL must start with smtp:// or smtps://');

  const publicApiUrl = url('PUBLIC_API_URL', 'http://localhost:8080');
  const apiHost = safeHostname(publicApiUrl);

  const scryptLog2N = int('PASSWORD_SCRYPT_LOG2N', OWASP_SCRYPT_LOG2N, 10, 20);
  if (scryptLog2N < OWASP_SCRYPT_LOG2N && nodeEnv !== 'test') {
    problems.push(`PASSWORD_SCRYPT_LOG2N below ${OWASP_SCRYPT_LOG2N} is allowed only with NODE_ENV=test`);
  }

  const config: Config = {
    nodeEnv,
    host: str('API_HOST', '127.0.0.1'),
    port: int('API_PORT', 8080, 0, 65535),
    listenSockets: int('API_LISTEN_SOCKETS', 128, 1, 1024),
    basePath,
    databaseUrl,
    dataDir: path.resolve(REPO_ROOT, str('DATA_DIR', '.data')),
    shellOrigins,
    publicShellUrl: url('PUBLIC_SHELL_URL', 'http://localhost:3000'),
    publicApiUrl,
    secureCookies: !['localhost', '127.0.0.1', '[::1]'].includes(apiHost),
    smtpUrl,
    mailFrom: str('MAIL_FROM', 'Rozmova <no-reply@rozmova.com.ua>'),
    googleClientId: optional('GOOGLE_CLIENT_ID'),
    googleJwksUrl: url('GOOGLE_JWKS_URL', 'https://www.googleapis.com/oauth2/v3/certs'),
    googleIssuers: str('GOOGLE_ISSUERS', 'https://accounts.google.com,accounts.google.com')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    mixpanelToken: optional('MIXPANEL_TOKEN'),
    mixpanelApiUrl: url('MIXPANEL_API_URL', 'https://api-eu.mixpanel.com'),
    sessionTtlDays: int('SESSION_TTL_DAYS', 30, 1, 365),
    passwordResetTtlMinutes: int('PASSWORD_RESET_TTL_MINUTES', 60, 5, 24 * 60),
    emailVerificationTtlHours: int('EMAIL_VERIFICATION_TTL_HOURS', 48, 1, 14 * 24),
    verificationMailsPerHour: int('VERIFICATION_MAILS_PER_HOUR', 5, 1, 100),
    scryptLog2N,
    loginRateLimitPerMinute: int('LOGIN_RATE_LIMIT_PER_MINUTE', 10, 1, 10_000),
    totpTherapistGraceDays: int('TOTP_THERAPIST_GRACE_DAYS', 14, 0, 365),
    totpAdminGraceDays: int('TOTP_ADMIN_GRACE_DAYS', 0, 0, 365),
    totpIssuer: str('TOTP_ISSUER', 'Rozmova'),
    secondFactorChallengeTtlSeconds: int('SECOND_FACTOR_CHALLENGE_TTL_SECONDS', 300, 30, 3_600),
    secondFactorAttemptsPerChallenge: int('SECOND_FACTOR_ATTEMPTS_PER_CHALLENGE', 5, 1, 100),
    secondFactorFailuresPerAccountPer15Min: int('SECOND_FACTOR_FAILURES_PER_ACCOUNT_PER_15_MIN', 10, 1, 1_000),
    restorePasswordRateLimitPer15Min: int('RESTORE_PASSWORD_RATE_LIMIT_PER_15_MIN', 5, 1, 10_000),
    frontendErrorRateLimitPerMinute: int('FRONTEND_ERROR_RATE_LIMIT_PER_MINUTE', 20, 1, 10_000),
    logLevel: str('LOG_LEVEL', nodeEnv === 'test' ? 'silent' : 'info'),
    seedDemoData: bool('SEED_DEMO_DATA', nodeEnv !== 'production'),
    dbSchema: null,
    // Two cores answer at most a handful of queries at once; more connections only queue inside the server.
    dbPoolMax: int('DB_POOL_MAX', 10, 1, 200),
    // Far above the slowest hot query (a few ms) and below a client's patience.
    dbStatementTimeoutMs: int('DB_STATEMENT_TIMEOUT_MS', 5_000, 0, 600_000),
    benchHelloRoute: bool('BENCH_HELLO_ROUTE', false),
    jobWorkers: bool('JOB_WORKERS', nodeEnv !== 'test'),
    jobRetryDelaySeconds: int('JOB_RETRY_DELAY_SECONDS', 30, 0, 3_600),
    mailMaxAttempts: int('MAIL_MAX_ATTEMPTS', 5, 1, 20),
    jobExpireSeconds: optional('JOB_EXPIRE_SECONDS') ? int('JOB_EXPIRE_SECONDS', 900, 1, 86_400) : null,
    jobMaintenanceSeconds: int('JOB_MAINTENANCE_SECONDS', 120, 1, 3_600),
    redisUrl,
    rateLimitStore,
    rateLimitNamespace: str('RATE_LIMIT_NAMESPACE', 'rozmova-rl:'),
    // A person waits a moment for a page; past that a clear "busy, retry" is kinder. 800 ms: with the request's own
    // work, a served or refused answer stays within a second at the 99th percentile (issue 29).
    dbQueueMaxWaitMs: int('DB_QUEUE_MAX_WAIT_MS', 800, 100, 60_000),
    // Unset: 1 s. A revocation forgets it in this process at once and in every other one (replicas on a PostgreSQL
    // server) when its NOTIFY arrives, a few milliseconds after the commit (sessions/index.ts). Tests change rows
    // behind the api's back (an expired session, a deleted account) and expect the very next request to see it, so
    // they remember nothing unless a test asks for it (test/core/session-cache.test.ts).
    sessionCacheMs:
      (env.SESSION_CACHE_MS ?? '').trim() === ''
        ? nodeEnv === 'test'
          ? 0
          : null
        : int('SESSION_CACHE_MS', 0, 0, 5_000),
    // Unset: 1 s. A change of a therapist's bookings or profile announces them (migration 636) and every process
    // forgets their calendar when it arrives; this process forgets every calendar before a state-changing answer
    // leaves. Tests write bookings behind the api's back and ask at once, so they remember nothing unless a test
    // asks for it (test/scheduling/slot-cache.test.ts).
    slotCacheMs:
      (env.SLOT_CACHE_MS ?? '').trim() === '' ? (nodeEnv === 'test' ? 0 : null) : int('SLOT_CACHE_MS', 0, 0, 5_000),
    metricsToken: optional('METRICS_TOKEN'),
    shutdownTimeoutMs: int('SHUTDOWN_TIMEOUT_MS', 10_000, 1_000, 600_000),
    // nginx's passive checks and a Kubernetes readiness probe (every few seconds) both notice within this.
    shutdownDrainMs: int('SHUTDOWN_DRAIN_MS', nodeEnv === 'production' ? 5_000 : 0, 0, 120_000),
    trustProxy,
    loginAccountMaxFailures: int('LOGIN_ACCOUNT_MAX_FAILURES', 10, 3, 1_000),
    loginAccountWindowMinutes: int('LOGIN_ACCOUNT_WINDOW_MINUTES', 15, 1, 24 * 60),
    loginLinkTtlMinutes: int('LOGIN_LINK_TTL_MINUTES', 30, 5, 24 * 60),
    redisTimeoutMs: int('REDIS_TIMEOUT_MS', 50, 5, 10_000),
    redisRetryAfterSeconds: int('REDIS_RETRY_AFTER_SECONDS', 30, 1, 3_600),
    dbConnectTimeoutMs: int('DB_CONNECT_TIMEOUT_MS', 3_000, 100, 60_000),
    mailSendLeaseSeconds: int('MAIL_SEND_LEASE_SECONDS', 120, 2, 3_600),
    alertsApiUrl: optional('ALERTS_API_URL') ? url('ALERTS_API_URL', '') : null,
    alertsApiToken: optional('ALERTS_API_TOKEN'),
    outageScheduleUrl: optional('OUTAGE_SCHEDULE_URL') ? url('OUTAGE_SCHEDULE_URL', '') : null,
    alertsPollSeconds: int('ALERTS_POLL_SECONDS', 60, 8, 3_600),
    outageMovesPerMonth: int('OUTAGE_MOVES_PER_MONTH', 2, 0, 100),
    ...overrides,
  };

  if (config.shutdownDrainMs >= config.shutdownTimeoutMs) {
    problems.push('SHUTDOWN_DRAIN_MS must be shorter than SHUTDOWN_TIMEOUT_MS (the drain is part of the shutdown)');
  }
  if (config.nodeEnv === 'production' && config.seedDemoData) {
    problems.push('SEED_DEMO_DATA cannot be true with NODE_ENV=production');
  }
  if (problems.length > 0) {
    throw new Error(`Invalid api configuration:\n  - ${problems.join('\n  - ')}`);
  }
  return config;
}

// Names proxy-addr (behind Fastify's trustProxy) knows for address ranges.
const TRUST_PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY: unset or empty trusts no one; a whole number is a hop count (0 trusts no one); otherwise a comma
 * list of addresses, CIDRs (10.0.0.0/8, ::1/128) or the names loopback, linklocal, uniquelocal. `true` (trust
 * every peer) is refused: any caller could then choose its own address by sending X-Forwarded-For.
 */
export function parseTrustProxy(raw: string | null, problems: string[]): Config['trustProxy'] {
  if (raw === null) return false;
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    if (hops > 10) problems.push(`TRUST_PROXY as a hop count must be between 0 and 10 (got "${raw}")`);
    return hops === 0 || hops > 10 ? false : hops;
  }
  const entries = raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const entry of entries) {
    if (TRUST_PROXY_NAMES.has(entry)) continue;
    const [address, prefix, extra] = entry.split('/');
    const family = net.isIP(address ?? '');
    const prefixOk =
      prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= (family === 6 ? 128 : 32) && !extra);
    if (!family || !prefixOk) {
      problems.push(
        `TRUST_PROXY must be a hop count or a comma list of addresses/CIDRs of your proxies (got "${entry}"); ` +
          '"true" is not accepted: it would let any caller choose its address',
      );
    }
  }
  return entries.length > 0 ? entries : false;
}

function safeHostname(u: string): string {
  try {
    return new URL(u).hostname;
  } catch {
    return '';
  }
}
