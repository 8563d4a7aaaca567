import crypto from 'node:crypto';
import fp from 'fastify-plugin';
import { FRONTEND_ERROR_MAX_STACK_CHARS } from '@rozmova/contracts/constants';
import { MARKETS, type MarketLocale } from '@rozmova/contracts/markets';
import type { BusinessContactBody, NewsletterBody } from '@rozmova/contracts/schemas/misc';
import { ApiError } from '../../../errors';
import { BUSINESS_INQUIRY_MAIL } from './mail-texts';
import { NEWSLETTER_MAIL } from './newsletter-mail-texts';

const sha256 = (s: string): Buffer => crypto.createHash('sha256').update(s).digest();
const newToken = (): string => crypto.randomBytes(32).toString('base64url');

/** A second confirmation mail to one address and market goes out at most this often (no mail bombing). */
export const NEWSLETTER_CONFIRM_RESEND_MINUTES = 10;
/** Subscriptions nobody confirmed are forgotten after this many days. */
export const NEWSLETTER_UNCONFIRMED_DAYS = 30;

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
  /**
   * Double opt-in: records the address unconfirmed and mails a confirmation link. The answer is the same
   * whether the address was new, pending or confirmed, so it tells nobody who subscribes.
   */
  subscribeNewsletter(body: NewsletterBody, locale: MarketLocale, userId: string | null): Promise<void>;
  /** Confirms with the mailed token; a used token confirms again harmlessly; an unknown one is a 400. */
  confirmNewsletter(token: string): Promise<void>;
  /** Ends the subscription the token belongs to (the row is deleted); an unknown token changes nothing. */
  unsubscribeNewsletter(token: string): Promise<void>;
  /** Mails one issue to every confirmed subscriber of a market, each with their own unsubscribe link. */
  sendNewsletterIssue(issue: { locale: MarketLocale; subject: string; text: string }): Promise<number>;
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
        const email = body.email.trim().toLowerCase();
        const confirmToken = newToken();
        const unsubscribeToken = newToken();
        await db.tx(async (q) => {
          // Subscribing twice is not an error; the first row (and its date) stays. Only a pending subscription
          // gets a fresh link, and not more often than every NEWSLETTER_CONFIRM_RESEND_MINUTES.
          const resend = `newsletter_subscriptions.confirmed_at IS NULL AND (newsletter_subscriptions.confirm_sent_at IS NULL
            OR newsletter_subscriptions.confirm_sent_at < now() - make_interval(mins => $7::int))`;
          const { rows } = await q.query<{ mail: boolean }>(
            `INSERT INTO newsletter_subscriptions
               (email, locale, name, user_id, confirm_token_hash, unsubscribe_token, confirm_sent_at)
             VALUES ($1, $2, $3, $4, $5, $6, now())
             ON CONFLICT (email, locale) DO UPDATE SET
               user_id = COALESCE(newsletter_subscriptions.user_id, EXCLUDED.user_id),
               confirm_token_hash = CASE WHEN ${resend} THEN EXCLUDED.confirm_token_hash
                                         ELSE newsletter_subscriptions.confirm_token_hash END,
               unsubscribe_token = CASE WHEN ${resend} THEN EXCLUDED.unsubscribe_token
                                        ELSE newsletter_subscriptions.unsubscribe_token END,
               confirm_sent_at = CASE WHEN ${resend} THEN now() ELSE newsletter_subscriptions.confirm_sent_at END
             RETURNING confirm_token_hash = $5 AS mail`,
            [
              email,
              locale,
              body.name?.trim() ?? null,
              userId,
              sha256(confirmToken),
              unsubscribeToken,
              NEWSLETTER_CONFIRM_RESEND_MINUTES,
            ],
          );
          if (!rows[0]?.mail) return;
          const texts = NEWSLETTER_MAIL[locale];
          await fastify.outbox.enqueue(q, {
            purpose: 'newsletter_confirm',
            userId,
            to: email,
            locale,
            subject: texts.confirmSubject,
            text: texts.confirmText({
              confirmLink: `${fastify.config.publicShellUrl}/${locale}/newsletter/confirm?token=${confirmToken}`,
              unsubscribeLink: `${fastify.config.publicShellUrl}/${locale}/newsletter/unsubscribe?token=${unsubscribeToken}`,
            }),
          });
        });
      },

      async confirmNewsletter(token) {
        const { rows } = await db.query(
          `UPDATE newsletter_subscriptions SET confirmed_at = COALESCE(confirmed_at, now())
            WHERE confirm_token_hash = $1 RETURNING 1`,
          [sha256(token)],
        );
        if (rows.length === 0)
          throw new ApiError(400, 'invalid_newsletter_token', 'This newsletter link is invalid or no longer valid.', [
            { field: 'token', rule: 'invalid_newsletter_token' },
          ]);
      },

      async unsubscribeNewsletter(token) {
        await db.query('DELETE FROM newsletter_subscriptions WHERE unsubscribe_token = $1', [token]);
      },

      async sendNewsletterIssue(issue) {
        return db.tx(async (q) => {
          const { rows } = await q.query<{ email: string; unsubscribe_token: string; user_id: string | null }>(
            `SELECT email, unsubscribe_token, user_id FROM newsletter_subscriptions
              WHERE locale = $1 AND confirmed_at IS NOT NULL ORDER BY email`,
            [issue.locale],
          );
          const footer = NEWSLETTER_MAIL[issue.locale].issueFooter;
          for (const row of rows) {
            const link = `${fastify.config.publicShellUrl}/${issue.locale}/newsletter/unsubscribe?token=${row.unsubscribe_token}`;
            await fastify.outbox.enqueue(q, {
              purpose: 'newsletter',
              userId: row.user_id,
              to: row.email,
              locale: issue.locale,
              subject: issue.subject,
              text: `${issue.text.trimEnd()}\n${footer(link)}`,
            });
          }
          return rows.length;
        });
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

    // Pending subscriptions nobody confirmed are not kept (data minimisation).
    fastify.jobs.define('cleanup.newsletter-unconfirmed', { cron: '41 3 * * *', policy: 'stately' }, async () => {
      await db.query(
        `DELETE FROM newsletter_subscriptions
          WHERE confirmed_at IS NULL AND created_at < now() - make_interval(days => $1::int)`,
        [NEWSLETTER_UNCONFIRMED_DAYS],
      );
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
