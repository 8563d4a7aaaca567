import crypto from 'node:crypto';
import path from 'node:path';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import type { Bindings, ChildLoggerOptions } from 'fastify/types/logger';
import autoload from '@fastify/autoload';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { loadConfig, type Config } from './config';
import { systemClock, type Clock } from './clock';
import { installErrorHandlers } from './errors';
import dbPlugin, { type Db } from './plugins/external/db';
import compressPlugin from './plugins/external/compress';
import cookiePlugin from './plugins/external/cookie';
import corsPlugin from './plugins/external/cors';
import helmetPlugin from './plugins/external/helmet';
import rateLimitPlugin from './plugins/external/rate-limit';
import swaggerPlugin from './plugins/external/swagger';
import operationsPlugin from './plugins/external/operations';
import requestGuardPlugin from './plugins/external/request-guard';
import inputGuardPlugin from './plugins/external/input-guard';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /** "Now" for every time-dependent rule; tests pass their own (BuildAppOptions.clock). */
    clock: Clock;
  }
}

export interface BuildAppOptions {
  config?: Config;
  /** A ready database (tests pass a fresh schema); otherwise the db plugin opens one from config. */
  db?: Db;
  /** Where logs go (tests capture them to check redaction); defaults to stdout. */
  logStream?: NodeJS.WritableStream;
  /** Where "now" comes from; the system clock unless a test stands at a moment of its choosing. */
  clock?: Clock;
}

// Secrets never reach the logs: cookies, auth headers, Set-Cookie, and any password or token that a body
// or error object carries.
export const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  'headers.cookie',
  'headers.authorization',
  '*.password',
  '*.current_password',
  '*.new_password',
  '*.id_token',
  '*.token',
  'body.password',
  // A job's data as logged at debug level: restore_password's job carries the address that was typed.
  'data.email',
];

// Tokens that travel in a query string (the sandbox checkout link, a password-reset link) are cut out of the URL
// before it is logged; the pino paths above cannot reach inside a string.
const SECRET_QUERY_PARAM = /([?&](?:[a-z_]*token|code|signature|sig)=)[^&#]*/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY_PARAM, '$1[redacted]');
}

/** An incoming X-Request-Id is kept (a proxy's id ties its log to ours) when it is short and plain. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

function requestIdOf(request: { headers: Record<string, string | string[] | undefined> }): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : crypto.randomUUID();
}

/** Files under plugins/ and routes/ that are not plugins: tests beside the code. */
const AUTOLOAD_IGNORE = /(?:^|[/\\])__tests__(?:[/\\]|$)|\.(?:test|spec)\.ts$|\.d\.ts$/;

// Queries, params and headers arrive as strings, so they are coerced; bodies are JSON and must already carry
// the right types (coercion would let the string "true" tick a consent checkbox). allErrors lets one 400 name
// every bad field at once.
const AJV_OPTIONS = { allErrors: true, useDefaults: true, removeAdditional: false, strict: false } as const;
const bodyAjv = addFormats(new Ajv({ ...AJV_OPTIONS, coerceTypes: false }));
const paramsAjv = addFormats(new Ajv({ ...AJV_OPTIONS, coerceTypes: 'array' }));

/** Fastify's logger is pino, which also has these. */
type Logger = FastifyBaseLogger & { isLevelEnabled(level: string): boolean; bindings(): Bindings };
type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/**
 * A request's logger that makes its pino child (the reqId binding, serialised through the redaction paths) only
 * when a line is actually written. Most requests write none at LOG_LEVEL=warn, and pino's `child` was a
 * noticeable share of the per-request cost (issue 29). Lines, bindings and redaction are the real child's.
 */
class LazyRequestLogger {
  private real: Logger | null = null;

  constructor(
    private readonly parent: Logger,
    private readonly childBindings: Bindings,
  ) {}

  private child_(): Logger {
    return (this.real ??= this.parent.child(this.childBindings) as Logger);
  }

  private write(level: Level, args: unknown[]): void {
    if (this.real === null && !this.parent.isLevelEnabled(level)) return;
    (this.child_()[level] as (...a: unknown[]) => void)(...args);
  }

  get level(): string {
    return this.real?.level ?? this.parent.level;
  }
  set level(level: string) {
    this.child_().level = level;
  }
  isLevelEnabled(level: string): boolean {
    return (this.real ?? this.parent).isLevelEnabled(level);
  }
  bindings(): Bindings {
    return this.child_().bindings();
  }
  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.child_().child(bindings, options);
  }
  fatal(...args: unknown[]): void {
    this.write('fatal', args);
  }
  error(...args: unknown[]): void {
    this.write('error', args);
  }
  warn(...args: unknown[]): void {
    this.write('warn', args);
  }
  info(...args: unknown[]): void {
    this.write('info', args);
  }
  debug(...args: unknown[]): void {
    this.write('debug', args);
  }
  trace(...args: unknown[]): void {
    this.write('trace', args);
  }
  silent(): void {}
}

/** Trusts the `hops` nearest proxies: the client is the address `hops` entries from the end of the chain. */
function hopCount(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}

export function buildApp(options: BuildAppOptions = {}): FastifyInstance {
  const config = options.config ?? loadConfig();

  const logger: FastifyServerOptions['logger'] = {
    level: config.logLevel,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
      }),
    },
    ...(options.logStream ? { stream: options.logStream } : {}),
  };

  const app = Fastify({
    logger,
    // TRUST_PROXY (config.ts): unset means the socket's address is the client's, whatever a header claims.
    // (A hop count is given as the function Fastify builds from one: its type declarations omit numbers.)
    trustProxy: typeof config.trustProxy === 'number' ? hopCount(config.trustProxy) : config.trustProxy,
    // 1 MiB covers the largest legitimate body (a frontend error's stack trace of 200 000 characters).
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    // Opening PGlite (a WASM PostgreSQL) and running migrations can take well over Fastify's 10 s default on a
    // busy two-core machine; a slow start is not a broken one.
    pluginTimeout: 120_000,
    // Every log line of a request carries its id (reqId); the response echoes it as X-Request-Id.
    requestIdHeader: false,
    genReqId: requestIdOf,
    // A route with its own logLevel gets its child at once; every other request's child is made on first use.
    childLoggerFactory: (parent, bindings, opts) =>
      opts.level !== undefined
        ? parent.child(bindings, opts)
        : (new LazyRequestLogger(parent as Logger, bindings) as unknown as FastifyBaseLogger),
  });

  app.decorate('config', config);
  app.decorate('clock', options.clock ?? systemClock);
  app.setValidatorCompiler(({ schema, httpPart }) =>
    (httpPart === 'body' ? bodyAjv : paramsAjv).compile(schema as object),
  );
  installErrorHandlers(app);

  app.register(dbPlugin, { db: options.db });
  // Before every route, so its onSend hook covers them all.
  app.register(compressPlugin);
  app.register(cookiePlugin);
  app.register(helmetPlugin);
  app.register(corsPlugin);
  app.register(operationsPlugin);
  app.register(rateLimitPlugin);
  app.register(requestGuardPlugin);
  app.register(inputGuardPlugin);
  app.register(swaggerPlugin);

  app.register(autoload, {
    dir: path.join(__dirname, 'plugins', 'app'),
    ignorePattern: AUTOLOAD_IGNORE,
  });
  app.register(autoload, {
    dir: path.join(__dirname, 'routes'),
    options: { prefix: config.basePath },
    dirNameRoutePrefix: false,
    ignorePattern: AUTOLOAD_IGNORE,
  });

  return app;
}
