import fp from 'fastify-plugin';
import { FRONTEND_ERROR_MAX_STACK_CHARS } from '@rozmova/contracts/constants';
import { MARKETS, type MarketLocale } from '@rozmova/contracts/markets';
import type { BusinessContactBody, NewsletterBody } from '@rozmova/contracts/schemas/misc';
import { BUSINESS_INQUIRY_MAIL } from './mail-texts';

/**
 * Page address without query or fragment: those can carry live secrets (the reset link's token) that have no
 * business in an error log.
 */
export function pageWithoutQuery(url: string | null): string | null {
  if (!url) return null;
  try {
    const u = new URL(url);
    return `${u.origin}${u.pathname}`;
  } catch {
    return url.split(/[?#]/)[0]!.slice(0, 2048) || null;
  }
}

export interface Misc {
  saveFrontendError(e: {
    locale: MarketLocale;
    stackTrace: string;
    url: string | null;
    userAgent: string | null;
    userId: string | null;
  }): Promise<{ truncated: boolean }>;
  subscribeNewsletter(body: NewsletterBody, locale: MarketLocale, userId: string | null): Promise<void>;
  contactBusiness(body: BusinessContactBody, locale: MarketLocale, userId: string | null): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    misc: Misc;
  }
}

export default fp(
  async (fastify) => {
    const { db } = fastify;

    const misc: Misc = {
      async saveFrontendError(e) {
        const truncated = e.stackTrace.length > FRONTEND_ERROR_MAX_STACK_CHARS;
        await db.query(
          `INSERT INTO frontend_errors (locale, stack_trace, truncated, url, user_agent, user_id)
           VALUES ($1, $2, $3, $4, $5, $6)`,
          [
            e.locale,
            truncated ? e.stackTrace.slice(0, FRONTEND_ERROR_MAX_STACK_CHARS) : e.stackTrace,
            truncated,
            pageWithoutQuery(e.url),
            e.userAgent ? e.userAgent.slice(0, 512) : null,
            e.userId,
          ],
        );
        return { truncated };
      },

      async subscribeNewsletter(body, locale, userId) {
        // Subscribing twice is not an error for the person; the first row (and its date) stays.
        await db.query(
          `INSERT INTO newsletter_subscriptions (email, locale, name, user_id) VALUES ($1, $2, $3, $4)
           ON CONFLICT (email, locale) DO UPDATE SET user_id = COALESCE(newsletter_subscriptions.user_id, EXCLUDED.user_id)`,
          [body.email.trim().toLowerCase(), locale, body.name?.trim() ?? null, userId],
        );
      },

      async contactBusiness(body, locale, userId) {
        const email = body.email.trim().toLowerCase();
        await db.tx(async (q) => {
          await q.query(
            `INSERT INTO business_inquiries (locale, name, email, company, phone, message, user_id)
             VALUES ($1, $2, $3, $4, $5, $6, $7)`,
            [locale, body.name.trim(), email, body.company ?? null, body.phone ?? null, body.message, userId],
          );
          // The team's copy is written with the inquiry; the outbox sends it, retrying while the server is away.
          const texts = BUSINESS_INQUIRY_MAIL[locale];
          await fastify.outbox.enqueue(q, {
            purpose: 'business_inquiry',
            // The account the mail concerns: deleting it forgets this copy with the inquiry.
            userId,
            to: MARKETS[locale].support.email,
            locale,
            replyTo: email,
            subject: texts.subject(body.company ?? body.name),
            text: texts.text({ ...body, email }),
          });
        });
      },
    };
    fastify.decorate('misc', misc);

    // Crash reports are for fixing bugs, not for keeping: 90 days, then gone (data minimisation). A job every
    // six hours, run by one replica.
    fastify.jobs.define('cleanup.frontend-errors', { cron: '17 */6 * * *', policy: 'stately' }, async () => {
      await db.query("DELETE FROM frontend_errors WHERE created_at < now() - interval '90 days'");
    });

    fastify.accountDeletionHooks.register('core-misc', async (q, userId) => {
      const { rows } = await q.query<{ email: string | null }>('SELECT email FROM users WHERE id = $1', [userId]);
      const email = rows[0]?.email ?? null;
      await q.query('DELETE FROM newsletter_subscriptions WHERE user_id = $1 OR email = $2', [userId, email]);
      await q.query('DELETE FROM business_inquiries WHERE user_id = $1 OR email = $2', [userId, email]);
      await q.query('DELETE FROM frontend_errors WHERE user_id = $1', [userId]);
    });
  },
  { name: 'misc', dependencies: ['db', 'jobs', 'outbox', 'accounts'] },
);
