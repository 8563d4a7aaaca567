// Decorates `fastify.calendarFeed` (plugin `calendar-feed`): each client's and therapist's secret address of
// their sessions as text/calendar. The address holds 32 random bytes; only their SHA-256 is stored (table
// `calendar_feeds`), so the full address is shown once, when it is made, and a lost one is replaced by renewing.
// Renewing and revoking take effect at once: the old address answers 404 like one that never existed.
import crypto from 'node:crypto';
import fp from 'fastify-plugin';
import { MARKETS } from '@rozmova/contracts/markets';
import { bookingsRepository } from '../bookings/bookings-repository';
import { isValidTimeZone } from '../scheduling/scheduling-contract';
import { feedIcs } from './feed-ics';

const DAY_MS = 86_400_000;
/**
 * Past sessions and cancellations stay in the feed this long: a calendar drops an event that leaves its feed, so
 * last week's sessions stay where the person saw them, and a cancelled session shows as cancelled (rather than
 * silently vanishing) until well after its date.
 */
export const FEED_KEEP_DAYS = 30;

export interface FeedStatus {
  active: boolean;
  created_at: string | null;
  /** The address itself: only in the answer that made it. */
  url: string | null;
}

export interface CalendarFeed {
  status(userId: string): Promise<FeedStatus>;
  /** A new address for the person; the previous one stops working in the same transaction. */
  renew(user: { id: string; role: 'client' | 'therapist' }): Promise<FeedStatus>;
  revoke(userId: string): Promise<FeedStatus>;
  /** The feed behind a secret, or null when no live feed has it. */
  render(token: string): Promise<string | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    calendarFeed: CalendarFeed;
  }
}

const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const hashOf = (token: string): Buffer => crypto.createHash('sha256').update(token).digest();

export default fp(
  async (fastify) => {
    const { db, config, clock } = fastify;
    const shell = config.publicShellUrl;
    const feedUrl = (token: string) => `${config.publicApiUrl}${config.basePath}/calendar_feed.ics?token=${token}`;

    const calendarFeed: CalendarFeed = {
      async status(userId) {
        const { rows } = await db.query<{ created_at: Date }>(
          'SELECT created_at FROM calendar_feeds WHERE user_id = $1',
          [userId],
        );
        const row = rows[0];
        return { active: !!row, created_at: row ? new Date(row.created_at).toISOString() : null, url: null };
      },

      async renew(user) {
        const token = crypto.randomBytes(32).toString('base64url');
        const { rows } = await db.query<{ created_at: Date }>(
          `INSERT INTO calendar_feeds (user_id, token_hash, role, created_at) VALUES ($1, $2, $3, $4)
           ON CONFLICT (user_id) DO UPDATE
             SET token_hash = EXCLUDED.token_hash, role = EXCLUDED.role, created_at = EXCLUDED.created_at
           RETURNING created_at`,
          [user.id, hashOf(token), user.role, new Date(clock.now())],
        );
        return { active: true, created_at: new Date(rows[0]!.created_at).toISOString(), url: feedUrl(token) };
      },

      async revoke(userId) {
        await db.query('DELETE FROM calendar_feeds WHERE user_id = $1', [userId]);
        return { active: false, created_at: null, url: null };
      },

      async render(token) {
        if (!TOKEN.test(token)) return null;
        const { rows } = await db.query<{ user_id: string; role: 'client' | 'therapist' }>(
          'SELECT user_id, role FROM calendar_feeds WHERE token_hash = $1',
          [hashOf(token)],
        );
        if (!rows[0]) return null;
        const { user_id: userId, role } = rows[0];
        const person = await fastify.accounts.contact(userId);
        if (!person) return null;
        const now = new Date(clock.now());
        const bookings = await bookingsRepository.feedFor(
          db,
          { id: userId, partnerEmail: person.email?.toLowerCase() ?? null, asTherapist: role === 'therapist' },
          new Date(now.getTime() - FEED_KEEP_DAYS * DAY_MS),
        );
        // A therapist's sessions read best in the zone they work in; a client's in their own.
        const workZone = role === 'therapist' ? bookings[0]?.therapist_time_zone : null;
        const zoneChoices = [workZone, person.timezone, MARKETS[person.locale].timezone];
        const timeZone = zoneChoices.find((zone): zone is string => !!zone && isValidTimeZone(zone))!;
        const locale = person.locale;
        return feedIcs(
          { role, locale, timeZone },
          bookings,
          {
            join: (b) => `${shell}/${locale}/cabinet/video_call/${b.service_kind}/${b.id}`,
            manage: (b) =>
              role === 'therapist'
                ? `${shell}/${locale}/cabinet/appointments-list`
                : `${shell}/${locale}/cabinet/sessions/${b.id}`,
          },
          now,
        );
      },
    };
    fastify.decorate('calendarFeed', calendarFeed);

    // A deleted account's address stops at once, in the deletion's own transaction.
    fastify.accountDeletionHooks.register('calendar-feed', async (q, userId) => {
      await q.query('DELETE FROM calendar_feeds WHERE user_id = $1', [userId]);
    });
  },
  { name: 'calendar-feed', dependencies: ['db', 'accounts', 'bookings'] },
);
