// The therapist's daily agenda: opt-in (users.notify_daily_agenda), one e-mail at 7 in the morning of the
// therapist's time zone listing the day's confirmed sessions. Nothing is sent on a day without sessions.
// daily_agendas' primary key (therapist, day) makes it once a day whichever replica runs the hourly job.
import type { FastifyInstance } from 'fastify';
import { isMarketLocale } from '@rozmova/contracts/markets';
import { dayNumberToDate, localDayAt, localMinuteOfDay, wallTimeToInstant } from '../scheduling/scheduling-contract';
import { agendaMail } from './reminder-texts';

/** Local hour at which the agenda goes out. */
export const AGENDA_HOUR = 7;

export function registerAgenda(fastify: FastifyInstance) {
  const { db, clock, config } = fastify;
  return {
    async agendaEnabled(workerId: string): Promise<boolean> {
      const { rows } = await db.query<{ on: boolean }>('SELECT notify_daily_agenda AS on FROM users WHERE id = $1', [
        workerId,
      ]);
      return rows[0]?.on ?? false;
    },

    async setAgendaEnabled(workerId: string, enabled: boolean): Promise<boolean> {
      await db.query('UPDATE users SET notify_daily_agenda = $2, updated_at = now() WHERE id = $1', [
        workerId,
        enabled,
      ]);
      return enabled;
    },

    async sendAgendas(now: Date = new Date(clock.now())): Promise<number> {
      const { rows: therapists } = await db.query<{
        id: string;
        email: string;
        name: string;
        locale: string;
        zone: string;
      }>(
        `SELECT u.id, u.email, coalesce(p.display_name, u.name) AS name, u.locale,
                coalesce(p.time_zone, u.timezone, 'Europe/Kyiv') AS zone
           FROM users u LEFT JOIN therapist_profiles p ON p.user_id = u.id
          WHERE u.notify_daily_agenda AND u.role = 'therapist' AND u.deleted_at IS NULL AND u.email IS NOT NULL`,
      );
      let sent = 0;
      for (const t of therapists) {
        if (Math.floor(localMinuteOfDay(t.zone, now.getTime()) / 60) !== AGENDA_HOUR) continue;
        const locale = isMarketLocale(t.locale) ? t.locale : 'en';
        const day = localDayAt(t.zone, now.getTime());
        const from = new Date(wallTimeToInstant(t.zone, day, 0));
        const to = new Date(wallTimeToInstant(t.zone, day + 1, 0));
        sent += await db.tx(async (q) => {
          const claimed = await q.query(
            'INSERT INTO daily_agendas (worker_id, day) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING worker_id',
            [t.id, dayNumberToDate(day)],
          );
          if (claimed.rows.length === 0) return 0;
          const { rows: sessions } = await q.query<{
            id: string;
            starts_at: Date;
            service_kind: string;
            client_name: string | null;
          }>(
            `SELECT b.id, b.starts_at, b.service_kind, c.name AS client_name
               FROM bookings b LEFT JOIN users c ON c.id = b.client_id
              WHERE b.worker_id = $1 AND b.status = 'confirmed' AND b.starts_at >= $2 AND b.starts_at < $3
              ORDER BY b.starts_at`,
            [t.id, from, to],
          );
          if (sessions.length === 0) return 0;
          const shell = config.publicShellUrl;
          const mail = agendaMail(locale, {
            name: t.name,
            day: from,
            timeZone: t.zone,
            cabinetLink: `${shell}/${locale}/cabinet/appointments-list`,
            sessions: sessions.map((s) => ({
              startsAt: new Date(s.starts_at),
              clientName: s.client_name ?? '—',
              link: `${shell}/${locale}/cabinet/video_call/${s.service_kind}/${s.id}`,
            })),
          });
          const mailId = await fastify.outbox.enqueue(q, {
            purpose: 'agenda',
            userId: t.id,
            to: t.email,
            locale,
            subject: mail.subject,
            text: mail.text,
          });
          await q.query('UPDATE daily_agendas SET mail_id = $3 WHERE worker_id = $1 AND day = $2', [
            t.id,
            dayNumberToDate(day),
            mailId,
          ]);
          return 1;
        });
      }
      return sent;
    },
  };
}
