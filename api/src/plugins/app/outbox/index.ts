// Decorates `fastify.outbox` (plugin `outbox`): the transactional e-mail outbox. A mail is a row written in
// the same transaction as the change that causes it, together with a `mail.deliver` job; the job sends it
// and records what the SMTP server said. A failed try is retried with growing waits; after MAIL_MAX_ATTEMPTS
// tries the mail is marked failed with the last answer. How to look into it: api/docs/jobs.md.
import crypto from 'node:crypto';
import fp from 'fastify-plugin';
import type { MarketLocale } from '@rozmova/contracts/markets';
import type { Queryable } from '../../external/db';
import { mentionScrubber, REMOVED, type Mentioned } from '../bookings/bookings-contract';
import { clip, describeFailure, erasedCopy, leaseSeconds, messageIdDomain } from './outbox-rules';

export { messageIdDomain } from './outbox-rules';

export type OutboxStatus = 'queued' | 'sent' | 'failed' | 'cancelled';

export interface OutboxMail {
  purpose: string;
  userId: string | null;
  bookingId?: string | null;
  to: string;
  locale: MarketLocale;
  subject: string;
  text: string;
  /** Where an answer goes (the person who wrote to the support team). */
  replyTo?: string | null;
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
  reply_to: string | null;
  attachments: Array<{ filename: string; contentType: string; content: string }>;
  status: OutboxStatus;
  /** `<id@domain>`, the same for every try of this mail. */
  message_id: string;
  /** While a worker hands the mail to the SMTP server: until when it holds it. */
  lease_until: Date | null;
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
  /**
   * The same statements as `enqueue`, but the row is written only when `to` is an address (null: nothing is
   * written and the job finds nothing to send). For answers that must not tell, even by their timing,
   * whether an address has an account (restore_password). Returns the mail's id, or null.
   */
  enqueueIfAddressed(q: Queryable, mail: Omit<OutboxMail, 'to'> & { to: string | null }): Promise<string | null>;
  /**
   * Inside an account's deletion: its queued mails are not sent and keep no address or text; mails it wrote
   * to the team (its address as Reply-To) keep neither. Mails enqueued after this call (the goodbye) still go.
   */
  forgetRecipient(q: Queryable, userId: string): Promise<void>;
  /**
   * Inside an account's deletion: mails to others that speak of the person (about `bookingIds`, or to `userIds`
   * with no booking, e.g. a therapist's daily agenda) lose every mention of them: at once when sent or given up,
   * right after sending when still queued (the therapist must still learn of the cancellation). Mails to
   * `droppedAddresses` (addresses the person gave for someone else: a couple partner's) lose the address too,
   * and are not sent any more, except the news that their session is cancelled (sent, then dropped).
   */
  forgetMentions(
    q: Queryable,
    scope: { bookingIds: string[]; userIds: string[] },
    person: Mentioned,
    droppedAddresses: string[],
  ): Promise<void>;
  /** A guard for one purpose (e.g. 'reminder'). */
  guard(purpose: string, check: OutboxGuard): void;
  find(q: Queryable, id: string): Promise<OutboxRow | null>;
  /** What became of these mails, by id (for the reminders' delivery view); unknown ids are left out. */
  deliveries(q: Queryable, ids: string[]): Promise<Map<string, OutboxDelivery>>;
}

export type OutboxDelivery = Pick<OutboxRow, 'status' | 'sent_at' | 'attempts' | 'last_response'>;

declare module 'fastify' {
  interface FastifyInstance {
    outbox: Outbox;
  }
}

export const MAIL_DELIVER_JOB = 'mail.deliver';

export default fp(
  async (fastify) => {
    const { db, config } = fastify;
    const guards = new Map<string, OutboxGuard>();
    const domain = messageIdDomain(config.mailFrom);

    // One INSERT ... SELECT whose row exists only when there is an address, then the job: the same two
    // statements either way. The id is drawn here so the job can name it before the row is known to exist.
    const write = async (q: Queryable, mail: Omit<OutboxMail, 'to'> & { to: string | null }) => {
      const { rows } = await q.query<{ id: string }>(
        `INSERT INTO mail_outbox
                (id, purpose, user_id, booking_id, to_email, locale, subject, body, reply_to, attachments, message_id)
         SELECT $1::uuid, $2::text, $3::uuid, $4::uuid, $5::text, $6::text, $7::text, $8::text, $9::text, $10::jsonb,
                '<' || $1::text || '@' || $11::text || '>'
          WHERE $5::text IS NOT NULL
         RETURNING id`,
        [
          crypto.randomUUID(),
          mail.purpose,
          mail.userId,
          mail.bookingId ?? null,
          mail.to,
          mail.locale,
          clip(mail.subject, 500),
          mail.text,
          mail.replyTo ?? null,
          JSON.stringify(mail.attachments ?? []),
          domain,
        ],
      );
      const id = rows[0]?.id ?? null;
      await fastify.jobs.send(q, MAIL_DELIVER_JOB, { id: id ?? crypto.randomUUID() });
      return id;
    };

    const outbox: Outbox = {
      async enqueue(q, mail) {
        const id = await write(q, mail);
        return id!;
      },
      enqueueIfAddressed: write,
      async forgetRecipient(q, userId) {
        const { rows: who } = await q.query<{ name: string; email: string | null; phone: string | null }>(
          'SELECT name, email, phone FROM users WHERE id = $1',
          [userId],
        );
        const person = who[0];
        const scrub = person ? mentionScrubber(person) : (text: string) => text;
        // Mails to the person (by account, or by address: invitations to a couple session they were the partner
        // of), and what they wrote to the team (a business inquiry, their address as Reply-To): no address, no
        // text, and a subject without them (a business inquiry's names the company, so it goes whole).
        const { rows } = await q.query<{ id: string; subject: string; wrote: boolean }>(
          `SELECT id, subject, (purpose = 'business_inquiry' OR reply_to = $2) AS wrote FROM mail_outbox
            WHERE user_id = $1 OR to_email = $2 OR reply_to = $2`,
          [userId, person?.email ?? ''],
        );
        for (const row of rows) {
          await q.query(
            `UPDATE mail_outbox
                SET to_email = NULL, reply_to = NULL, body = '', attachments = '[]', subject = $2, erasure = NULL,
                    updated_at = now(), status = CASE WHEN status = 'queued' THEN 'cancelled' ELSE status END
              WHERE id = $1`,
            [row.id, row.wrote ? REMOVED : scrub(row.subject)],
          );
        }
      },
      async forgetMentions(q, scope, person, droppedAddresses) {
        const scrub = mentionScrubber(person);
        const dropped = new Set(droppedAddresses.map((a) => a.toLowerCase()));
        const { rows } = await q.query<OutboxRow>(
          `SELECT * FROM mail_outbox
            WHERE booking_id = ANY ($1::uuid[]) OR (booking_id IS NULL AND user_id = ANY ($2::uuid[]))
            ORDER BY id FOR UPDATE`,
          [scope.bookingIds, scope.userIds],
        );
        for (const row of rows) {
          const copy = erasedCopy(row, scrub, dropped);
          if (!copy) continue;
          const { erased } = copy;
          // A queued mail goes out first and is scrubbed after: to the therapist, and to a dropped address only
          // when it tells of the cancellation (a couple partner must learn the session is off; an invitation to it
          // or news of a move must not reach them any more).
          if (copy.later) {
            await q.query('UPDATE mail_outbox SET erasure = $2::jsonb, updated_at = now() WHERE id = $1', [
              row.id,
              JSON.stringify(erased),
            ]);
          } else {
            await q.query(
              `UPDATE mail_outbox
                  SET subject = $2, body = $3, attachments = $4::jsonb, erasure = NULL, updated_at = now(),
                      to_email = CASE WHEN $5::boolean THEN NULL ELSE to_email END,
                      status = CASE WHEN status = 'queued' THEN 'cancelled' ELSE status END
                WHERE id = $1`,
              [row.id, erased.subject, erased.body, JSON.stringify(erased.attachments), erased.drop_address],
            );
          }
        }
      },
      guard(purpose, check) {
        guards.set(purpose, check);
      },
      async find(q, id) {
        const { rows } = await q.query<OutboxRow>('SELECT * FROM mail_outbox WHERE id = $1', [id]);
        return rows[0] ?? null;
      },

      async deliveries(q, ids) {
        if (ids.length === 0) return new Map();
        const { rows } = await q.query<OutboxDelivery & { id: string }>(
          'SELECT id, status, sent_at, attempts, last_response FROM mail_outbox WHERE id = ANY ($1::uuid[])',
          [ids],
        );
        return new Map(rows.map(({ id, ...delivery }) => [id, delivery]));
      },
    };
    fastify.decorate('outbox', outbox);

    // The goodbye of a deleted account is queued after its other mails were forgotten; once it is delivered (or
    // given up), its address and text go too.
    //
    // A mail that spoke of someone whose account was deleted while it was queued loses those mentions now
    // (forgetMentions prepared the scrubbed copy in `erasure`).
    const forgetIfDeparted = async (id: string) => {
      await db.query(
        `UPDATE mail_outbox m SET to_email = NULL, body = '', attachments = '[]', reply_to = NULL
           FROM users u
          WHERE m.id = $1 AND u.id = m.user_id AND u.deleted_at IS NOT NULL AND m.status IN ('sent', 'failed')`,
        [id],
      );
      await db.query(
        `UPDATE mail_outbox
            SET subject = erasure->>'subject', body = erasure->>'body', attachments = erasure->'attachments',
                to_email = CASE WHEN (erasure->>'drop_address')::boolean THEN NULL ELSE to_email END,
                erasure = NULL, updated_at = now()
          WHERE id = $1 AND erasure IS NOT NULL AND status <> 'queued'`,
        [id],
      );
    };

    // A try takes the mail for MAIL_SEND_LEASE_SECONDS (and counts as an attempt) before it talks to the SMTP
    // server, and records the outcome after. A sender that dies in between leaves the lease to run out; only then
    // does another try take the mail, and it sends the same Message-ID, so at worst the recipient's server sees one
    // message twice and keeps one. The queue's own "dead job" time is the lease, so the queue retries the job
    // about when the mail becomes free again.
    // JOB_EXPIRE_SECONDS shortens every queue's dead-job time (tests, drills); the lease follows it down, so a
    // retried job does not find the dead sender's lease still running for minutes.
    const lease = leaseSeconds(config.mailSendLeaseSeconds, config.jobExpireSeconds);
    const claim = async (id: string) => {
      const { rows } = await db.query<{ message_id: string }>(
        `UPDATE mail_outbox SET lease_until = now() + make_interval(secs => $2::int), attempts = attempts + 1,
                updated_at = now()
          WHERE id = $1 AND status = 'queued' AND (lease_until IS NULL OR lease_until <= now())
          RETURNING message_id`,
        [id, lease],
      );
      return rows[0]?.message_id ?? null;
    };
    /** Seconds until another try holds the mail no more; null when it is no longer waiting to be sent. */
    const leaseLeft = async (id: string) => {
      const { rows } = await db.query<{ left: number }>(
        `SELECT GREATEST(1, CEIL(EXTRACT(EPOCH FROM (lease_until - now()))))::int AS left
           FROM mail_outbox WHERE id = $1 AND status = 'queued' AND lease_until > now()`,
        [id],
      );
      return rows[0]?.left ?? null;
    };

    fastify.jobs.define(
      MAIL_DELIVER_JOB,
      { retryLimit: config.mailMaxAttempts - 1, concurrency: 2, expireInSeconds: lease },
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
          await forgetIfDeparted(id);
          return;
        }
        const reason = await guards.get(mail.purpose)?.(db, mail);
        if (reason) {
          await db.query(
            `UPDATE mail_outbox SET status = 'cancelled', last_response = $2, updated_at = now() WHERE id = $1`,
            [id, reason],
          );
          await forgetIfDeparted(id);
          return;
        }
        const messageId = await claim(id);
        if (!messageId) {
          // Another try holds it (or held it when its process died): look again once that lease has run out.
          const left = await leaseLeft(id);
          if (left !== null) await fastify.jobs.send(db, MAIL_DELIVER_JOB, { id }, { startAfterSeconds: left + 1 });
          return;
        }
        try {
          const sent = await fastify.mailer.send({
            to: mail.to_email,
            locale: mail.locale,
            subject: mail.subject,
            text: mail.body,
            ...(mail.reply_to ? { replyTo: mail.reply_to } : {}),
            attachments: mail.attachments,
            messageId,
          });
          await db.query(
            `UPDATE mail_outbox SET status = 'sent', sent_at = now(), last_response = $2, lease_until = NULL,
                    updated_at = now()
              WHERE id = $1 AND status = 'queued'`,
            [id, clip(sent.response ?? `saved as ${sent.messageId}`, 1000)],
          );
          await forgetIfDeparted(id);
        } catch (err) {
          const response = describeFailure(err);
          await db.query(
            `UPDATE mail_outbox SET last_response = $2, lease_until = NULL, updated_at = now(),
                    status = CASE WHEN $3 THEN 'failed' ELSE status END
              WHERE id = $1 AND status = 'queued'`,
            [id, response, context.lastTry],
          );
          if (context.lastTry) await forgetIfDeparted(id);
          fastify.log.warn({ mailId: id, attempt: context.retryCount + 1, lastTry: context.lastTry }, 'mail not sent');
          // Thrown so the queue retries later; the last failure is final and already recorded.
          if (!context.lastTry) throw err;
        }
      },
    );
  },
  { name: 'outbox', dependencies: ['db', 'jobs', 'mail'] },
);
