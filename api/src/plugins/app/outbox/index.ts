// Decorates `fastify.outbox` (plugin `outbox`): the transactional e-mail outbox. A mail is a row written in
// the same transaction as the change that causes it, together with a `mail.deliver` job; the job sends it
// and records what the SMTP server said. A failed try is retried with growing waits; after MAIL_MAX_ATTEMPTS
// tries the mail is marked failed with the last answer. How to look into it: api/docs/jobs.md.
import fp from 'fastify-plugin';
import type { MarketLocale } from '@rozmova/contracts/markets';
import type { Queryable } from '../../external/db';

export type OutboxStatus = 'queued' | 'sent' | 'failed' | 'cancelled';

export interface OutboxMail {
  purpose: string;
  userId: string | null;
  bookingId?: string | null;
  to: string;
  locale: MarketLocale;
  subject: string;
  text: string;
  attachments?: Array<{ filename: string; contentType: string; content: string }>;
}

export interface OutboxRow {
  id: string;
  purpose: string;
  user_id: string | null;
  booking_id: string | null;
  to_email: string | null;
  locale: MarketLocale;
  subject: string;
  body: string;
  attachments: Array<{ filename: string; contentType: string; content: string }>;
  status: OutboxStatus;
  attempts: number;
  last_response: string | null;
  created_at: Date;
  sent_at: Date | null;
  updated_at: Date;
}

/**
 * Asked right before sending: may this mail still go out? A reminder for a session that was cancelled or
 * moved since it was queued answers with the reason it is not sent.
 */
export type OutboxGuard = (q: Queryable, mail: OutboxRow) => Promise<string | null>;

export interface Outbox {
  /** Writes the mail and its delivery job inside the caller's transaction; returns the mail's id. */
  enqueue(q: Queryable, mail: OutboxMail): Promise<string>;
  /** A guard for one purpose (e.g. 'reminder'). */
  guard(purpose: string, check: OutboxGuard): void;
  find(q: Queryable, id: string): Promise<OutboxRow | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    outbox: Outbox;
  }
}

export const MAIL_DELIVER_JOB = 'mail.deliver';

const clip = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

/** What the server answered, or what went wrong: "550 5.1.1 Mailbox unavailable". */
function describeFailure(err: unknown): string {
  const e = err as { response?: unknown; responseCode?: unknown; message?: unknown; code?: unknown };
  if (typeof e.response === 'string' && e.response) return clip(e.response, 1000);
  const code = typeof e.code === 'string' ? `${e.code}: ` : '';
  return clip(`${code}${typeof e.message === 'string' ? e.message : String(err)}`, 1000);
}

export default fp(
  async (fastify) => {
    const { db, config } = fastify;
    const guards = new Map<string, OutboxGuard>();

    const outbox: Outbox = {
      async enqueue(q, mail) {
        const { rows } = await q.query<{ id: string }>(
          `INSERT INTO mail_outbox (purpose, user_id, booking_id, to_email, locale, subject, body, attachments)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
          [
            mail.purpose,
            mail.userId,
            mail.bookingId ?? null,
            mail.to,
            mail.locale,
            clip(mail.subject, 500),
            mail.text,
            JSON.stringify(mail.attachments ?? []),
          ],
        );
        const id = rows[0]!.id;
        await fastify.jobs.send(q, MAIL_DELIVER_JOB, { id });
        return id;
      },
      guard(purpose, check) {
        guards.set(purpose, check);
      },
      async find(q, id) {
        const { rows } = await q.query<OutboxRow>('SELECT * FROM mail_outbox WHERE id = $1', [id]);
        return rows[0] ?? null;
      },
    };
    fastify.decorate('outbox', outbox);

    fastify.jobs.define(
      MAIL_DELIVER_JOB,
      { retryLimit: config.mailMaxAttempts - 1, concurrency: 2, expireInSeconds: 120 },
      async (data, context) => {
        const id = typeof data.id === 'string' ? data.id : null;
        if (!id) return;
        const mail = await outbox.find(db, id);
        if (!mail || mail.status !== 'queued') return;
        if (!mail.to_email) {
          await db.query(
            `UPDATE mail_outbox SET status = 'cancelled', last_response = $2, updated_at = now() WHERE id = $1`,
            [id, 'no address: the account was deleted'],
          );
          return;
        }
        const reason = await guards.get(mail.purpose)?.(db, mail);
        if (reason) {
          await db.query(
            `UPDATE mail_outbox SET status = 'cancelled', last_response = $2, updated_at = now() WHERE id = $1`,
            [id, reason],
          );
          return;
        }
        try {
          const sent = await fastify.mailer.send({
            to: mail.to_email,
            locale: mail.locale,
            subject: mail.subject,
            text: mail.body,
            attachments: mail.attachments,
          });
          await db.query(
            `UPDATE mail_outbox SET status = 'sent', attempts = attempts + 1, sent_at = now(), last_response = $2,
                    updated_at = now()
              WHERE id = $1 AND status = 'queued'`,
            [id, clip(sent.response ?? `saved as ${sent.messageId}`, 1000)],
          );
        } catch (err) {
          const response = describeFailure(err);
          await db.query(
            `UPDATE mail_outbox SET attempts = attempts + 1, last_response = $2, updated_at = now(),
                    status = CASE WHEN $3 THEN 'failed' ELSE status END
              WHERE id = $1 AND status = 'queued'`,
            [id, response, context.lastTry],
          );
          fastify.log.warn({ mailId: id, attempt: context.retryCount + 1, lastTry: context.lastTry }, 'mail not sent');
          // Thrown so the queue retries later; the last failure is final and already recorded.
          if (!context.lastTry) throw err;
        }
      },
    );

    // A deleted account's queued mails are not sent, and no address stays behind.
    fastify.accountDeletionHooks.register('outbox', async (q, userId) => {
      await q.query(
        `UPDATE mail_outbox SET to_email = NULL, body = '', attachments = '[]', status = CASE WHEN status = 'queued' THEN 'cancelled' ELSE status END,
                updated_at = now()
          WHERE user_id = $1`,
        [userId],
      );
    });
  },
  { name: 'outbox', dependencies: ['db', 'jobs', 'mail', 'accounts'] },
);
