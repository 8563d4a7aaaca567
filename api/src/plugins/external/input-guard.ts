import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { MARKET_LOCALES } from '@rozmova/contracts/markets';
import { CONTROL_CHARACTERS } from '@rozmova/contracts/schemas/common';
import { ApiError, type ApiErrorDetail } from '../../errors';

const MAX_DETAILS = 20;

/**
 * Every string in a request (values and keys, at any depth) checked for control characters. Walked with an
 * explicit stack: a 1 MiB body can nest deeper than the call stack allows.
 */
export function controlCharacterDetails(root: unknown, prefix = ''): ApiErrorDetail[] {
  const details: ApiErrorDetail[] = [];
  const stack: Array<{ value: unknown; path: string }> = [{ value: root, path: prefix }];
  while (stack.length > 0 && details.length < MAX_DETAILS) {
    const { value, path } = stack.pop()!;
    if (typeof value === 'string') {
      const at = value.search(CONTROL_CHARACTERS);
      if (at >= 0) details.push({ field: path, rule: 'control_characters', position: at });
    } else if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i -= 1)
        stack.push({ value: value[i], path: path ? `${path}.${i}` : String(i) });
    } else if (value !== null && typeof value === 'object') {
      const entries = Object.entries(value as Record<string, unknown>);
      for (let i = entries.length - 1; i >= 0; i -= 1) {
        const [key, child] = entries[i]!;
        const childPath = path ? `${path}.${key}` : key;
        if (CONTROL_CHARACTERS.test(key)) {
          details.push({ field: childPath.replace(CONTROL_CHARACTERS, '?'), rule: 'control_characters', in: 'key' });
          continue;
        }
        stack.push({ value: child, path: childPath });
      }
    }
  }
  return details;
}

function checkInput(request: FastifyRequest): void {
  const query = (request.query ?? {}) as Record<string, unknown>;
  if (Object.prototype.hasOwnProperty.call(query, 'config_id')) {
    const given = query.config_id;
    if (typeof given !== 'string' || !(MARKET_LOCALES as readonly string[]).includes(given)) {
      throw new ApiError(
        400,
        'unknown_config_id',
        `Unknown config_id ${JSON.stringify(String(given ?? '')).slice(0, 40)}: expected one of ua, pl, ro, en.`,
        [{ field: 'config_id', rule: 'enum', allowedValues: [...MARKET_LOCALES] }],
      );
    }
  }
  checkPart('query', request.query);
  checkPart('path', request.params);
  // Signed server-to-server bodies (payment webhooks) are judged by their own verifier: refusing one here
  // would only make the provider retry it forever.
  if (request.body !== undefined && request.routeOptions.config?.csrf !== false) checkPart('body', request.body);
}

/** A flat object of plain strings without a control character (most queries and paths): nothing to walk. */
function plainlyClean(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  for (const key in value) {
    if (!Object.prototype.hasOwnProperty.call(value, key)) continue;
    const child = (value as Record<string, unknown>)[key];
    if (typeof child !== 'string' || CONTROL_CHARACTERS.test(child) || CONTROL_CHARACTERS.test(key)) return false;
  }
  return true;
}

function checkPart(where: string, value: unknown): void {
  if (value === undefined || value === null || plainlyClean(value)) return;
  const details = controlCharacterDetails(value);
  if (details.length > 0) {
    const fields = details.map((d) => d.field || '(root)').join(', ');
    throw new ApiError(400, 'validation_failed', `Invalid ${where}: control characters in ${fields}.`, details);
  }
}

/**
 * Request-wide input rules that hold for every route, whatever its own schema says:
 * - a `config_id` in the query, when sent, is one of the markets (routes that do not use it would otherwise
 *   ignore a typo silently);
 * - no string anywhere carries control characters (PostgreSQL refuses NUL and would answer with a field-less
 *   error; the rest is never typed by a person).
 * Runs before schema validation, so these answers name the field like validation errors do.
 */
export default fp(
  async (fastify) => {
    // A callback hook (an async one costs a promise and a microtask on every request); the checks throw.
    fastify.addHook('preValidation', (request, _reply, done) => {
      try {
        checkInput(request);
      } catch (err) {
        done(err as Error);
        return;
      }
      done();
    });
  },
  { name: 'input-guard' },
);
