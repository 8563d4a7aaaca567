import crypto from 'node:crypto';
import fp from 'fastify-plugin';
import type { MarketLocale } from '@rozmova/contracts/markets';

export interface TrackedEvent {
  event: string;
  distinctId: string | null;
  properties: Record<string, unknown>;
  locale: MarketLocale | null;
  userId: string | null;
}

export interface Analytics {
  saveClientId(clientId: string, locale: 'ua' | 'pl' | 'ro', userId: string | null): Promise<void>;
  /** Stores the event, then forwards it to Mixpanel when MIXPANEL_TOKEN is set. Returns whether it was forwarded. */
  trackMixpanel(e: TrackedEvent): Promise<{ id: string; forwarded: boolean }>;
}

declare module 'fastify' {
  interface FastifyInstance {
    analytics: Analytics;
  }
}

/** Keys the server sets itself; a caller must not be able to spoof the project token or the event time. */
const RESERVED_PROPERTIES = new Set(['token', 'time', '$insert_id']);

export default fp(
  async (fastify) => {
    const { db, config } = fastify;

    async function forward(id: string, e: TrackedEvent, createdAt: Date): Promise<string | null> {
      const properties: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(e.properties)) if (!RESERVED_PROPERTIES.has(k)) properties[k] = v;
      const payload = [
        {
          event: e.event,
          properties: {
            ...properties,
            token: config.mixpanelToken,
            time: createdAt.getTime(),
            // Mixpanel de-duplicates on $insert_id, so a retried forward cannot count twice.
            $insert_id: id.replace(/-/g, ''),
            ...(e.distinctId ? { distinct_id: e.distinctId } : {}),
            ...(e.locale ? { config_id: e.locale } : {}),
          },
        },
      ];
      try {
        const res = await fetch(`${config.mixpanelApiUrl}/track?verbose=1`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify(payload),
          signal: AbortSignal.timeout(3000),
        });
        const body = (await res.json().catch(() => null)) as { status?: number; error?: string } | null;
        if (!res.ok || body?.status !== 1) return `mixpanel answered ${res.status}: ${body?.error ?? 'no status'}`;
        return null;
      } catch (err) {
        return `mixpanel unreachable: ${(err as Error).message}`;
      }
    }

    const analytics: Analytics = {
      async saveClientId(clientId, locale, userId) {
        await db.query(
          `INSERT INTO analytics_client_ids (client_id, locale, user_id) VALUES ($1, $2, $3)
           ON CONFLICT (client_id, locale)
           DO UPDATE SET last_seen_at = now(), user_id = COALESCE(EXCLUDED.user_id, analytics_client_ids.user_id)`,
          [clientId, locale, userId],
        );
      },

      async trackMixpanel(e) {
        const id = crypto.randomUUID();
        const { rows } = await db.query<{ created_at: Date }>(
          `INSERT INTO mixpanel_events (id, event, distinct_id, properties, locale, user_id)
           VALUES ($1, $2, $3, $4::jsonb, $5, $6) RETURNING created_at`,
          [id, e.event, e.distinctId, JSON.stringify(e.properties), e.locale, e.userId],
        );
        if (!config.mixpanelToken) return { id, forwarded: false };
        const failure = await forward(id, e, rows[0]!.created_at);
        if (failure) {
          fastify.log.warn({ eventId: id, failure }, 'mixpanel forward failed; event kept');
          await db.query('UPDATE mixpanel_events SET forward_error = $2 WHERE id = $1', [id, failure.slice(0, 500)]);
          return { id, forwarded: false };
        }
        await db.query('UPDATE mixpanel_events SET forwarded_at = now() WHERE id = $1', [id]);
        return { id, forwarded: true };
      },
    };
    fastify.decorate('analytics', analytics);

    fastify.accountDeletionHooks.register('core-analytics', async (q, userId) => {
      // The person's events go, with those sent before they signed in under one of their client ids.
      await q.query(
        `DELETE FROM mixpanel_events
          WHERE user_id = $1 OR distinct_id = $1::text
             OR distinct_id IN (SELECT client_id FROM analytics_client_ids WHERE user_id = $1)`,
        [userId],
      );
      await q.query('DELETE FROM analytics_client_ids WHERE user_id = $1', [userId]);
    });
  },
  { name: 'analytics', dependencies: ['db', 'accounts'] },
);
