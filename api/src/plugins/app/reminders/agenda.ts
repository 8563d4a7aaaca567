// The therapist's daily agenda: opt-in (kept by fastify.accounts), one e-mail at 7 in the morning of the
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
    agendaEnabled: (workerId: string): Promise<boolean> => fastify.accounts.dailyAgendaEnabled(workerId),

    async setAgendaEnabled(workerId: string, enabled: boolean): Promise<boolean> {
      await fastify.accounts.setDailyAgendaEnabled(workerId, enabled);
      return enabled;
    },

    async sendAgendas(now: Date = new Date(clock.now())): Promise<number> {
      const subscribers = await fastify.accounts.dailyAgendaSubscribers();
      const { rows: profiles } = await db.query<{ user_id: string; display_name: string; time_zone: string }>(
        'SELECT user_id, display_name, time_zone FROM therapist_profiles WHERE user_id = ANY ($1::uuid[])',
        [subscribers.map((u) => u.id)],
      );
      const profileOf = new Map(profiles.map((p) => [p.user_id, p]));
      const therapists = subscribers.map((u) => {
        const p = profileOf.get(u.id);
        return {
          id: u.id,
          email: u.email!,
          name: p?.display_name ?? u.name,
          locale: u.locale as string,
          zone: p?.time_zone ?? u.timezone ?? 'Europe/Kyiv',
        };
      });
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
            client_id: string | null;
          }>(
            `SELECT b.id, b.starts_at, b.service_kind, b.client_id FROM bookings b
              WHERE b.worker_id = $1 AND b.status = 'confirmed' AND b.starts_at >= $2 AND b.starts_at < $3
              ORDER BY b.starts_at`,
            [t.id, from, to],
          );
          if (sessions.length === 0) return 0;
          const clients = await fastify.accounts.contacts(
            sessions.flatMap((s) => (s.client_id ? [s.client_id] : [])),
            q,
            { includeErased: true },
          );
          const shell = config.publicShellUrl;
          const mail = agendaMail(locale, {
            name: t.name,
            day: from,
            timeZone: t.zone,
            cabinetLink: `${shell}/${locale}/cabinet/appointments-list`,
            sessions: sessions.map((s) => ({
              startsAt: new Date(s.starts_at),
              clientName: (s.client_id ? clients.get(s.client_id)?.name : null) ?? '—',
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
