// Which requests change state, and hooks that only those routes carry (issue 29: a hook on every request is paid
// by every read too). Used by the CSRF check (request-guard.ts) and by the memories that must forget after a write
// (the session cache, the free-slot calendars).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from './db';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route writes only records that no memory holds (a product event, an error report, a price quote's lookup,
     * a recommendation; a video ticket writes nothing): remembered sign-ins, free times and therapist lists outlive
     * it. Such calls come with the pages a person opens; if each forgot everything, little would stay remembered.
     */
    touchesNothingRemembered?: boolean;
    /**
     * The route writes no account and ends no session (a booking made, cancelled or moved): remembered sign-ins
     * outlive it, while free times and therapist lists still forget. Without it every booking on the platform
     * would empty the sign-in memory for everyone. Ending a session forgets on its own (sessions/index.ts), and a
     * mark set wrongly would at worst show a name or role changed here up to SESSION_CACHE_MS late, as a change
     * made by another replica is.
     */
    changesNoAccount?: boolean;
  }
}

export const STATE_CHANGING: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Whether a route with these methods changes state. */
export const changesState = (methods: string | readonly string[]): boolean =>
  [methods].flat().some((m) => STATE_CHANGING.has(m));

/**
 * Calls `forgetAll` before the answer of every state-changing request leaves, on routes added from now on anywhere
 * in the app but those that say `touchesNothingRemembered`: by the time the answer is sent its transaction has
 * committed. A refusal (4xx) changed nothing (its transaction, if any, rolled back); under load the refused writes
 * (a slot just taken, 409) would otherwise empty the memory for everyone many times a second. A 5xx may have
 * changed something, so it forgets too.
 */
export function forgetAfterWrites(
  fastify: FastifyInstance,
  forgetAll: () => void,
  /** A route mark (besides `touchesNothingRemembered`) under which this memory outlives the route's writes. */
  keptBy?: 'changesNoAccount',
): void {
  const forget = (
    request: FastifyRequest,
    reply: FastifyReply,
    payload: unknown,
    done: (e: null, p: unknown) => void,
  ) => {
    // A route may answer several methods (GET and POST): only the state-changing ones forget.
    if (STATE_CHANGING.has(request.method) && (reply.statusCode < 400 || reply.statusCode >= 500)) forgetAll();
    done(null, payload);
  };
  fastify.addHook('onRoute', (route) => {
    if (!changesState(route.method) || route.config?.touchesNothingRemembered === true) return;
    if (keptBy && route.config?.[keptBy] === true) return;
    route.onSend = [...(route.onSend === undefined ? [] : [route.onSend].flat()), forget] as typeof route.onSend;
  });
}

/**
 * The channel a memory listens on and is told of changes on, in this database's schema (migration 638): `base`
 * itself in `public`, where the api runs when deployed, `base_<schema>` in another schema of the same database.
 */
export async function memoryChannel(q: Queryable, base: string): Promise<string> {
  const { rows } = await q.query<{ channel: string }>('SELECT memory_channel($1) AS channel', [base]);
  return rows[0]!.channel;
}
