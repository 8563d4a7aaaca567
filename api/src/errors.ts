import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiErrorBody, ApiErrorDetail, ErrorCode, SecondFactorChallenge } from '@rozmova/contracts/api-error';
import { isDatabaseUnreachable } from './plugins/external/db-unreachable';

export type { ApiErrorDetail, ErrorCode };

/** A failure the caller can act on: becomes `{ error, message, details? }` with its status code. */
export class ApiError extends Error {
  /** Sent as Retry-After (seconds) when set: the caller may try again after that long. */
  retryAfterSeconds?: number;
  /** Sent with 401 `second_factor_required`. */
  challenge?: SecondFactorChallenge;

  constructor(
    public readonly statusCode: number,
    public readonly error: ErrorCode,
    message: string,
    public readonly details?: ApiErrorDetail[],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

interface AjvIssue {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
}

interface PgLikeError {
  code?: string;
  constraint?: string;
  detail?: string;
  table?: string;
  column?: string;
  message: string;
}

const VALIDATION_CONTEXT_NAMES: Record<string, string> = {
  body: 'body',
  querystring: 'query',
  params: 'path',
  headers: 'header',
};

function fieldOf(issue: AjvIssue): string {
  const base = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
  if (issue.keyword === 'required' && typeof issue.params.missingProperty === 'string') {
    return base ? `${base}.${issue.params.missingProperty}` : issue.params.missingProperty;
  }
  if (issue.keyword === 'additionalProperties' && typeof issue.params.additionalProperty === 'string') {
    return base ? `${base}.${issue.params.additionalProperty}` : issue.params.additionalProperty;
  }
  return base;
}

/** ajv issues -> `details` that name each field and the rule it broke (the web forms map `rule` to a message). */
export function validationDetails(issues: AjvIssue[]): ApiErrorDetail[] {
  const seen = new Set<string>();
  const details: ApiErrorDetail[] = [];
  for (const issue of issues) {
    const field = fieldOf(issue);
    const key = `${field}|${issue.keyword}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const { missingProperty: _m, additionalProperty: _a, ...params } = issue.params;
    details.push({ field, rule: issue.keyword, ...params });
  }
  return details;
}

function mapValidationError(
  err: FastifyError & { validation: AjvIssue[]; validationContext?: string },
  query?: unknown,
): ApiError {
  const context = err.validationContext ?? 'body';
  const details = validationDetails(err.validation);
  const configIdIssue = context === 'querystring' && details.find((d) => d.field === 'config_id');
  if (configIdIssue) {
    const given = (query as { config_id?: unknown } | undefined)?.config_id;
    return new ApiError(
      400,
      'unknown_config_id',
      configIdIssue.rule === 'required'
        ? 'config_id is required: one of ua, pl, ro, en.'
        : `Unknown config_id ${JSON.stringify(String(given ?? '')).slice(0, 40)}: expected one of ua, pl, ro, en.`,
      [configIdIssue],
    );
  }
  const where = VALIDATION_CONTEXT_NAMES[context] ?? context;
  const fields = details.map((d) => d.field || '(root)').join(', ');
  return new ApiError(400, 'validation_failed', `Invalid ${where}: ${fields}.`, details);
}

/** Known PostgreSQL conditions become 4xx so a constraint the database enforces reads as a clear refusal. */
function mapDatabaseError(err: PgLikeError): ApiError | null {
  const code = err.code;
  if (typeof code !== 'string' || !/^[0-9A-Z]{5}$/.test(code)) return null;
  const constraint = err.constraint ? [{ field: err.constraint, rule: 'constraint' }] : undefined;
  if (code === '23505') return new ApiError(409, 'conflict', 'This record already exists.', constraint);
  if (code === '23P01') return new ApiError(409, 'slot_taken', 'This time overlaps an existing booking.', constraint);
  if (code === '23503') {
    return /^update or delete/.test(err.message)
      ? new ApiError(409, 'conflict', 'This record is still referenced by other records.', constraint)
      : new ApiError(400, 'unknown_reference', 'A referenced record does not exist.', constraint);
  }
  if (code === '23502') {
    return new ApiError(
      400,
      'validation_failed',
      'A required value is missing.',
      err.column ? [{ field: err.column, rule: 'required' }] : undefined,
    );
  }
  if (code === '23514') return new ApiError(400, 'invalid_value', 'A value is outside the allowed range.', constraint);
  if (code.startsWith('22')) return new ApiError(400, 'invalid_value', 'A value has the wrong format or range.');
  if (code === '40001' || code === '40P01') {
    return new ApiError(409, 'concurrent_update', 'Another request changed the same data; please try again.');
  }
  return null;
}

const FASTIFY_CODES: Record<string, { status: number; error: ErrorCode; message: string }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    error: 'unsupported_media_type',
    message: 'Request bodies must be application/json.',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    error: 'invalid_body',
    message: 'Content-Length does not match the body.',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, error: 'invalid_body', message: 'The JSON body is empty.' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, error: 'payload_too_large', message: 'The request body is too large.' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, error: 'invalid_json', message: 'The body is not valid JSON.' },
};

/** What a 503 for an unreachable database asks the caller to wait (a restart or a fail-over takes seconds). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

export function toApiError(err: unknown, query?: unknown): ApiError | null {
  if (err instanceof ApiError) return err;
  const e = err as FastifyError & { validation?: AjvIssue[]; validationContext?: string };
  if (e && Array.isArray(e.validation)) {
    return mapValidationError(e as FastifyError & { validation: AjvIssue[] }, query);
  }
  if (e && typeof e.code === 'string' && FASTIFY_CODES[e.code]) {
    const m = FASTIFY_CODES[e.code]!;
    return new ApiError(m.status, m.error, m.message);
  }
  if (e && e instanceof SyntaxError && (e as FastifyError).statusCode === 400) {
    return new ApiError(400, 'invalid_json', 'The body is not valid JSON.');
  }
  if (e && (e as FastifyError).statusCode === 429) {
    return new ApiError(429, 'rate_limited', 'Too many requests; please wait a little and try again.');
  }
  if (isDatabaseUnreachable(e)) {
    // A fault on our side the caller can do nothing about but wait: 503 with Retry-After, never a bare 500.
    const unavailable = new ApiError(
      503,
      'database_unavailable',
      'The database cannot be reached right now; please try again shortly.',
    );
    unavailable.retryAfterSeconds = DATABASE_RETRY_AFTER_SECONDS;
    return unavailable;
  }
  const db = mapDatabaseError(e as PgLikeError);
  if (db) return db;
  if (e && typeof e.statusCode === 'number' && e.statusCode >= 400 && e.statusCode < 500) {
    return new ApiError(e.statusCode, 'bad_request', e.message);
  }
  return null;
}

export function installErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((err: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const mapped = toApiError(err, request.query);
    if (mapped) {
      // A full wait line is load, not a fault: a warning, not an error with a stack.
      if (mapped.error === 'database_busy') request.log.warn('refused: the embedded database is busy');
      else if (mapped.error === 'database_unavailable') {
        request.log.error({ err: { message: (err as Error).message } }, 'database unreachable');
      } else if (mapped.statusCode >= 500) request.log.error({ err }, 'request failed');
      if (mapped.retryAfterSeconds) reply.header('retry-after', String(mapped.retryAfterSeconds));
      const body: ApiErrorBody = { error: mapped.error, message: mapped.message };
      if (mapped.details && mapped.details.length > 0) body.details = mapped.details;
      if (mapped.challenge) body.challenge = mapped.challenge;
      return reply.status(mapped.statusCode).send(body);
    }
    request.log.error({ err }, 'unhandled error');
    const body: ApiErrorBody = { error: 'internal_error', message: 'Something went wrong on our side.' };
    return reply.status(500).send(body);
  });

  app.setNotFoundHandler((request, reply) => {
    const body: ApiErrorBody = {
      error: 'not_found',
      message: `No route for ${request.method} ${request.url.split('?')[0]}.`,
    };
    return reply.status(404).send(body);
  });
}
