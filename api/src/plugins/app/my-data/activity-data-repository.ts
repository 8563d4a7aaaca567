// SQL for the export of what a person wrote or was sent and what was recorded of their use of the site (mails,
// newsletter, inquiries, error reports, analytics): part of myDataRepository.
import type { Queryable } from '../../external/db';

export const activityDataRepository = {
  /** Mails to the person (by account or address) and those they wrote to the team, with what became of them. */
  async mails(q: Queryable, userId: string, email: string | null) {
    const { rows } = await q.query<{
      id: string;
      purpose: string;
      to_email: string | null;
      reply_to: string | null;
      locale: string;
      subject: string;
      body: string;
      attachments: Array<{ filename: string }>;
      status: string;
      attempts: number;
      last_response: string | null;
      created_at: Date;
      sent_at: Date | null;
    }>(
      `SELECT id, purpose, to_email, reply_to, locale, subject, body, attachments, status, attempts, last_response,
              created_at, sent_at
         FROM mail_outbox
        WHERE user_id = $1 OR ($2::text <> '' AND (to_email = $2 OR reply_to = $2))
        ORDER BY created_at DESC, id`,
      [userId, email ?? ''],
    );
    return rows;
  },

  async newsletter(q: Queryable, userId: string, email: string | null) {
    const { rows } = await q.query<{
      email: string;
      locale: string;
      name: string | null;
      created_at: Date;
      confirmed_at: Date | null;
    }>(
      `SELECT email, locale, name, created_at, confirmed_at FROM newsletter_subscriptions
        WHERE user_id = $1 OR email = $2 ORDER BY created_at`,
      [userId, email ?? ''],
    );
    return rows;
  },

  async businessInquiries(q: Queryable, userId: string, email: string | null) {
    const { rows } = await q.query<{
      locale: string;
      name: string;
      email: string;
      company: string | null;
      phone: string | null;
      message: string;
      created_at: Date;
    }>(
      `SELECT locale, name, email, company, phone, message, created_at FROM business_inquiries
        WHERE user_id = $1 OR email = $2 ORDER BY created_at`,
      [userId, email ?? ''],
    );
    return rows;
  },

  async errorReports(q: Queryable, userId: string) {
    const { rows } = await q.query<{
      locale: string;
      url: string | null;
      user_agent: string | null;
      stack_trace: string;
      truncated: boolean;
      created_at: Date;
    }>(
      `SELECT locale, url, user_agent, stack_trace, truncated, created_at FROM frontend_errors
        WHERE user_id = $1 ORDER BY created_at`,
      [userId],
    );
    return rows;
  },

  async analyticsClientIds(q: Queryable, userId: string) {
    const { rows } = await q.query<{ client_id: string; locale: string; first_seen_at: Date; last_seen_at: Date }>(
      `SELECT client_id, locale, first_seen_at, last_seen_at FROM analytics_client_ids WHERE user_id = $1
        ORDER BY first_seen_at`,
      [userId],
    );
    return rows;
  },

  /** Their events, with those sent before they signed in under one of their client ids (deletion erases the same). */
  async analyticsEvents(q: Queryable, userId: string) {
    const { rows } = await q.query<{
      event: string;
      distinct_id: string | null;
      properties: Record<string, unknown>;
      locale: string | null;
      created_at: Date;
      forwarded_at: Date | null;
    }>(
      `SELECT event, distinct_id, properties, locale, created_at, forwarded_at FROM mixpanel_events
        WHERE user_id = $1 OR distinct_id = $1::text
           OR distinct_id IN (SELECT client_id FROM analytics_client_ids WHERE user_id = $1)
        ORDER BY created_at, id`,
      [userId],
    );
    return rows;
  },
};
