// What a lost or unreachable database looks like from here: socket errors, pg's own messages for a dropped or
// timed-out connection, SQLSTATE class 08 (connection exception), 57P01-57P03 (the server shutting down or
// starting), 53300 (no connection slot left), and PGlite closed under the app.
const UNREACHABLE_NODE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EPIPE',
  'EAI_AGAIN',
]);
const UNREACHABLE_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|PGlite is closed)/;

/** Whether `err` says the database cannot be reached (as opposed to a query it refused). */
export function isDatabaseUnreachable(err: unknown): boolean {
  const e = err as { code?: unknown; message?: unknown } | null;
  if (!e || typeof e !== 'object') return false;
  const code = typeof e.code === 'string' ? e.code : '';
  if (UNREACHABLE_NODE_CODES.has(code)) return true;
  if (/^08[0-9A-Z]{3}$/.test(code) || ['57P01', '57P02', '57P03', '53300'].includes(code)) return true;
  return typeof e.message === 'string' && UNREACHABLE_MESSAGES.test(e.message);
}
