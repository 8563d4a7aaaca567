// Decorates `fastify.reminders` (plugin `reminders`): e-mail reminders 24 h and 1 h before each session, to
// the client, the partner of a couple session and the therapist, and the therapist's opt-in daily agenda.
//
// A scan job every minute finds confirmed sessions whose reminder is due and writes, per recipient, a
// `session_reminders` row and its outbox mail in one transaction. The row's unique key (booking, start,
// kind, recipient) makes a reminder happen once however many replicas scan; a moved session has a new start
// and so gets its own reminders; a cancelled one is never picked. A mail queued before a cancellation or a
// move is stopped by the outbox guard right before sending.
import fp from 'fastify-plugin';
import { MARKETS, isMarketLocale, type MarketLocale } from '@rozmova/contracts/markets';
import { canChangeFree, freeChangeDeadline } from '@rozmova/contracts/booking-terms';
import type { Queryable } from '../../external/db';
import { sessionIcs } from './ics';
import { calendarSummary, reminderMail, type ReminderKind } from './reminder-texts';
import { registerAgenda } from './agenda';
import {
  REMINDER_OFFSETS_MS,
  dueKind,
  listedKinds,
  reminderRecipients,
  reminderSendBlock,
  remindsPartner,
  stillAsRead,
  unwrittenState,
  type ReminderState,
} from './reminder-rules';

export { REMINDER_OFFSETS_MS, type ReminderState } from './reminder-rules';

export interface ClientReminder {
  kind: ReminderKind;
  /** When it goes (or went) out: the session's start minus 24 h or 1 h. */
  due_at: string;
  status: ReminderState;
  sent_at: string | null;
  attempts: number;
  /** The SMTP server's answer to the last try (the reason when failed). */
  last_response: string | null;
}

export interface Reminders {
  /** Writes every reminder due at `now`; returns how many mails were queued. */
  scan(now?: Date): Promise<number>;
  /** A client's (or invited partner's) reminders for one of their sessions, or null if it is not theirs. */
  forClient(user: { id: string; email: string }, bookingId: string): Promise<ClientReminder[] | null>;
  agendaEnabled(workerId: string): Promise<boolean>;
  setAgendaEnabled(workerId: string, enabled: boolean): Promise<boolean>;
  /** Sends each opted-in therapist whose morning it is their agenda for the day; returns how many. */
  sendAgendas(now?: Date): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    reminders: Reminders;
  }
}

interface DueRow {
  id: string;
  starts_at: Date;
  ends_at: Date;
  service_kind: 'personal' | 'couple';
  market: MarketLocale;
  partner_email: string | null;
  calendar_sequence: number;
  client_id: string | null;
  worker_id: string | null;
  therapist_name: string | null;
  therapist_tz: string | null;
}

interface Person {
  id: string | null;
  email: string;
  name: string;
  locale: MarketLocale;
  timezone: string;
  wantsReminders: boolean;
}

export default fp(
  async (fastify) => {
    const { db, config, clock } = fastify;
    const shell = config.publicShellUrl;

    const person = async (
      q: Queryable,
      where: 'id' | 'email',
      value: string,
      fallback: { locale: MarketLocale; timezone?: string },
    ): Promise<Person | null> => {
      const row =
        where === 'id'
          ? (await fastify.accounts.contacts([value], q)).get(value)
          : await fastify.accounts.contactByEmail(value, q);
      if (!row) return null;
      if (!row.email) return null;
      const locale = isMarketLocale(row.locale) ? row.locale : fallback.locale;
      return {
        id: row.id,
        email: row.email,
        name: row.name,
        locale,
        // Their own zone when they chose one, else the therapist's working zone, else their market's.
        timezone: row.timezone ?? fallback.timezone ?? MARKETS[locale].timezone,
        wantsReminders: row.notifyEmailReminders,
      };
    };

    const remindOne = async (q: Queryable, b: DueRow, kind: ReminderKind, now: Date): Promise<number> => {
      const marketZone = MARKETS[b.market].timezone;
      const client = b.client_id ? await person(q, 'id', b.client_id, { locale: b.market }) : null;
      const therapist = b.worker_id
        ? await person(q, 'id', b.worker_id, { locale: b.market, timezone: b.therapist_tz ?? marketZone })
        : null;
      // A partner without an account gets the session's market language and zone; with one, their own.
      const partner = remindsPartner(b.service_kind, b.partner_email)
        ? ((await person(q, 'email', b.partner_email!, { locale: b.market })) ?? {
            id: null,
            email: b.partner_email!,
            name: b.partner_email!,
            locale: b.market,
            timezone: marketZone,
            wantsReminders: true,
          })
        : null;
      const recipients = reminderRecipients({ client, partner, therapist });

      const startsAt = new Date(b.starts_at);
      const deadline = freeChangeDeadline(startsAt);
      let queued = 0;
      for (const { role, who } of recipients) {
        const inserted = await q.query<{ id: string }>(
          `INSERT INTO session_reminders (booking_id, starts_at, kind, recipient) VALUES ($1, $2, $3, $4)
           ON CONFLICT ON CONSTRAINT session_reminders_once DO NOTHING RETURNING id`,
          [b.id, startsAt, kind, role],
        );
        const reminderId = inserted.rows[0]?.id;
        if (!reminderId) continue;
        const withName = role === 'therapist' ? (client?.name ?? '—') : (b.therapist_name ?? therapist?.name ?? '—');
        const link = `${shell}/${who.locale}/cabinet/video_call/${b.service_kind}/${b.id}`;
        const mail = reminderMail(who.locale, {
          kind,
          recipient: role,
          name: who.name,
          withName,
          startsAt,
          deadline,
          deadlinePassed: !canChangeFree(startsAt, now.getTime()),
          timeZone: who.timezone,
          link,
          settingsLink: role === 'client' ? `${shell}/${who.locale}/cabinet/profile` : null,
          // ua market: the client's and the therapist's signed "I lost power or connection" link.
          outageLink:
            b.market === 'ua' && who.id && role !== 'partner'
              ? await fastify.outages.reportUrl(q, b, who.id, who.locale)
              : null,
        });
        const ics = sessionIcs({
          uid: `${b.id}@rozmova`,
          sequence: b.calendar_sequence,
          startsAt,
          endsAt: new Date(b.ends_at),
          summary: calendarSummary(who.locale, withName),
          description: link,
          url: link,
          now,
        });
        const mailId = await fastify.outbox.enqueue(q, {
          purpose: 'reminder',
          userId: who.id,
          bookingId: b.id,
          to: who.email,
          locale: who.locale,
          subject: mail.subject,
          text: mail.text,
          attachments: [
            { filename: 'session.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: ics },
          ],
        });
        await q.query('UPDATE session_reminders SET mail_id = $2 WHERE id = $1', [reminderId, mailId]);
        queued += 1;
      }
      return queued;
    };

    // The reminder's session must still be confirmed at the time it was written for.
    fastify.outbox.guard('reminder', async (q, mail) => {
      const { rows } = await q.query<{ status: string; starts_at: Date; reminder_start: Date }>(
        `SELECT b.status, b.starts_at, r.starts_at AS reminder_start
           FROM session_reminders r JOIN bookings b ON b.id = r.booking_id WHERE r.mail_id = $1`,
        [mail.id],
      );
      const row = rows[0];
      return row ? reminderSendBlock(row, new Date(row.reminder_start)) : null;
    });

    const reminders: Reminders = {
      async scan(now = new Date(clock.now())) {
        // Sessions starting within the next 25 hours; each kind is due from (start - offset) to the next
        // kind's moment, so a session booked 3 hours ahead gets the day-before reminder at once and the
        // hour-before one later.
        const { rows } = await db.query<DueRow>(
          `SELECT b.id, b.starts_at, b.ends_at, b.service_kind, b.market, b.partner_email, b.calendar_sequence,
                  b.client_id, b.worker_id, p.display_name AS therapist_name, p.time_zone AS therapist_tz
             FROM bookings b LEFT JOIN therapist_profiles p ON p.user_id = b.worker_id
            WHERE b.status = 'confirmed' AND b.starts_at > $1 AND b.starts_at <= $1::timestamptz + $2 * interval '1 millisecond'
            ORDER BY b.starts_at`,
          [now, REMINDER_OFFSETS_MS['24h']],
        );
        let queued = 0;
        for (const b of rows) {
          const kind = dueKind(new Date(b.starts_at), now);
          queued += await db.tx(async (q) => {
            // Locked and read again: a cancellation or a move committing meanwhile wins.
            const { rows: still } = await q.query<{ starts_at: Date }>(
              `SELECT starts_at FROM bookings WHERE id = $1 AND status = 'confirmed' FOR UPDATE`,
              [b.id],
            );
            if (!stillAsRead(new Date(b.starts_at), still[0] ?? null)) return 0;
            return remindOne(q, b, kind, now);
          });
        }
        return queued;
      },

      async forClient(user, bookingId) {
        const { rows } = await db.query<{
          starts_at: Date;
          status: string;
          is_client: boolean;
        }>(
          `SELECT b.starts_at, b.status, b.client_id = $2 AS is_client FROM bookings b
            WHERE b.id = $1 AND (b.client_id = $2 OR (b.partner_id = $2 AND b.service_kind = 'couple'))`,
          [bookingId, user.id],
        );
        const account = (await fastify.accounts.contacts([user.id], db, { includeErased: true })).get(user.id);
        const booking = rows[0] && account ? { ...rows[0], notify: account.notifyEmailReminders } : null;
        if (!booking) return null;
        const role = booking.is_client ? ('client' as const) : ('partner' as const);
        const startsAt = new Date(booking.starts_at);
        const { rows: written } = await db.query<{ kind: ReminderKind; mail_id: string }>(
          `SELECT r.kind, r.mail_id FROM session_reminders r
            WHERE r.booking_id = $1 AND r.starts_at = $2 AND r.recipient = $3 AND r.mail_id IS NOT NULL`,
          [bookingId, startsAt, role],
        );
        // What became of each mail is the outbox's to say (core's table).
        const deliveries = await fastify.outbox.deliveries(
          db,
          written.map((r) => r.mail_id),
        );
        const sent = written.flatMap((r) => {
          const delivery = deliveries.get(r.mail_id);
          return delivery ? [{ kind: r.kind, ...delivery }] : [];
        });
        const now = clock.now();
        const kinds = listedKinds(startsAt, now, booking.status, sent);
        return kinds.map((kind) => {
          const dueAt = new Date(startsAt.getTime() - REMINDER_OFFSETS_MS[kind]);
          const row = sent.find((s) => s.kind === kind);
          if (row) {
            return {
              kind,
              due_at: dueAt.toISOString(),
              status: row.status,
              sent_at: row.sent_at ? new Date(row.sent_at).toISOString() : null,
              attempts: row.attempts,
              last_response: row.last_response,
            };
          }
          const status = unwrittenState(booking.status, booking.notify);
          return { kind, due_at: dueAt.toISOString(), status, sent_at: null, attempts: 0, last_response: null };
        });
      },

      ...registerAgenda(fastify),
    };
    fastify.decorate('reminders', reminders);

    fastify.jobs.define('reminders.scan', { cron: '* * * * *', policy: 'stately', retryLimit: 3 }, async () => {
      await reminders.scan();
    });
    fastify.jobs.define('reminders.agenda', { cron: '2 * * * *', policy: 'stately', retryLimit: 3 }, async () => {
      await reminders.sendAgendas();
    });
  },
  { name: 'reminders', dependencies: ['db', 'jobs', 'outbox', 'accounts', 'bookings', 'therapists', 'outages'] },
);
