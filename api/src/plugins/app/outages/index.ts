// Decorates `fastify.outages` (plugin `outages`, api/docs/outages.md): care through air-raid alerts, planned
// power cuts and lost connections in the ua market. The alert feed is polled by the `outages.poll-alerts` job
// into `active_alerts`; an alert in either party's oblast from 15 minutes before a session to its end waives the
// 24 h rule for that session once (`alert_waivers`); "I lost power or connection" moves or cancels a session free,
// counted per person per calendar month in Kyiv time (`outage_moves`). Unconfigured feeds: nothing is contacted.
import crypto from 'node:crypto';
import fp from 'fastify-plugin';
import { isMarketLocale } from '@rozmova/contracts/markets';
import {
  ALERT_WINDOW_BEFORE_MINUTES,
  OBLAST_IDS,
  OUTAGES_MARKET,
  type OblastId,
  type OutageGroup,
} from '@rozmova/contracts/schemas/outages';
import { ApiError } from '../../../errors';
import type { Queryable } from '../../external/db';
import { bookingsRepository, type BookingRow } from '../bookings/bookings-repository';
import type { Actor } from '../bookings/bookings-contract';
import type { FetchLike } from './alerts-feed';
import { KYIV, scheduleReader } from './outage-schedule';
import { outagesRepository, type OutageMoveKind } from './outages-repository';
import { pollAlertFeed } from './alerts-poll';
import type { Outages } from './outages-service';
import { kyivMonth, moveStats } from './outage-stats';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
export const POLL_ALERTS_JOB = 'outages.poll-alerts';
/** "I lost power" is open from this long before the start until the end. */
const REPORT_OPENS_BEFORE_MS = 24 * HOUR_MS;
const LINK_TTL_AFTER_END_MS = HOUR_MS;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const hashOf = (token: string): Buffer => crypto.createHash('sha256').update(token).digest();

export { kyivMonth } from './outage-stats';
export type { PollOutcome } from './alerts-poll';
export type { Outages } from './outages-service';

declare module 'fastify' {
  interface FastifyInstance {
    outages: Outages;
  }
}

export interface OutagesOptions {
  /** Tests hand in their own fetch to watch what is asked. */
  fetch?: FetchLike;
}

const iso = (d: Date | string): string => new Date(d).toISOString();
const isOblast = (v: unknown): v is OblastId => typeof v === 'string' && (OBLAST_IDS as string[]).includes(v);

export default fp<OutagesOptions>(
  async (fastify, opts) => {
    const { db, clock, config } = fastify;
    const alertsEnabled = Boolean(config.alertsApiUrl);
    const plannedOutagesEnabled = Boolean(config.outageScheduleUrl);
    const readSchedule = config.outageScheduleUrl
      ? scheduleReader(config.outageScheduleUrl, { fetch: opts.fetch })
      : null;
    const limit = config.outageMovesPerMonth;
    // ALERTS_POLL_SECONDS apart at most, across all replicas (claimed in alert_feed_state): within 8 a minute.
    const POLL_INTERVAL_MS = config.alertsPollSeconds * 1000;

    const personMarket = async (q: Queryable, userId: string): Promise<string | null> => {
      const row = await outagesRepository.personMarket(q, fastify.accounts, userId);
      return row ? (row.market ?? row.locale) : null;
    };

    const readProfile = async (q: Queryable, userId: string) => {
      const row = await outagesRepository.profile(q, userId);
      return {
        oblast_id: isOblast(row?.oblast_id) ? row.oblast_id : null,
        outage_group: (row?.outage_group ?? null) as OutageGroup | null,
        alerts_enabled: alertsEnabled,
        planned_outages_enabled: plannedOutagesEnabled,
      };
    };

    const requireProfileFeature = async (userId: string) => {
      if (!alertsEnabled && !plannedOutagesEnabled)
        throw new ApiError(404, 'outages_off', 'Alerts and planned outages are not configured.');
      if ((await personMarket(db, userId)) !== OUTAGES_MARKET)
        throw new ApiError(409, 'outages_not_in_market', 'Alerts and planned outages exist only in the ua market.');
    };

    /** The booking, if `actor` is its client or therapist; someone else's looks exactly like a missing one. */
    const bookingFor = async (q: Queryable, actor: Actor, bookingId: string, lock = false) => {
      const booking = lock
        ? // It may be moved next (rescheduleIn): the therapist's lock before the row's, as every move takes them.
          await bookingsRepository.lockWithTherapist(q, bookingId)
        : await outagesRepository.booking(q, bookingId);
      const viewer = booking?.client_id === actor.id ? 'client' : booking?.worker_id === actor.id ? 'therapist' : null;
      if (!booking || !viewer || booking.status !== 'confirmed')
        throw new ApiError(404, 'booking_not_found', 'This booking does not exist.');
      if (booking.market !== OUTAGES_MARKET)
        throw new ApiError(409, 'outages_not_in_market', 'Alerts and outages are handled only in the ua market.');
      return { booking, viewer: viewer as 'client' | 'therapist' };
    };

    const inAlertWindow = (booking: BookingRow, now: number) =>
      now >= new Date(booking.starts_at).getTime() - ALERT_WINDOW_BEFORE_MINUTES * MINUTE_MS &&
      now < new Date(booking.ends_at).getTime();
    const reportOpen = (booking: BookingRow, now: number) =>
      now >= new Date(booking.starts_at).getTime() - REPORT_OPENS_BEFORE_MS &&
      now < new Date(booking.ends_at).getTime();

    /** Each party's oblast and the alert active there now. */
    const alertsFor = async (q: Queryable, booking: BookingRow) => {
      const rows = await outagesRepository.partyAlerts(q, [booking.client_id, booking.worker_id].filter(Boolean));
      const of = (id: string | null) => {
        const row = rows.find((r) => r.user_id === id);
        return row && isOblast(row.oblast_id) && row.started_at
          ? { oblast_id: row.oblast_id, started_at: iso(row.started_at) }
          : null;
      };
      return { client: of(booking.client_id), therapist: of(booking.worker_id) };
    };

    /** Records the waiver when an alert covers the session's window now; returns the waiver as it stands. */
    const waiverOf = async (q: Queryable, booking: BookingRow, now: number) => {
      if (alertsEnabled && inAlertWindow(booking, now)) {
        const alerts = await alertsFor(q, booking);
        if (alerts.client || alerts.therapist) {
          await outagesRepository.grantWaiver(q, booking.id, new Date(now));
        }
      }
      const waiver = await outagesRepository.waiver(q, booking.id);
      return { granted: waiver !== null, used: Boolean(waiver?.used_at) };
    };

    const movesUsed = (q: Queryable, userId: string, now: number): Promise<number> =>
      outagesRepository.movesUsed(q, userId, kyivMonth(now));

    const recordMove = async (q: Queryable, booking: BookingRow, userId: string, kind: OutageMoveKind, now: number) => {
      await outagesRepository.recordMove(q, {
        booking_id: booking.id,
        user_id: userId,
        kind,
        market: booking.market,
        month: kyivMonth(now),
        created_at: new Date(now),
      });
    };

    const linkOwner = async (q: Queryable, token: string) => {
      if (!TOKEN.test(token)) return null;
      const row = await outagesRepository.reportLink(q, hashOf(token));
      if (!row || new Date(row.expires_at).getTime() <= clock.now()) return null;
      const who = await outagesRepository.liveUser(q, fastify.accounts, row.user_id);
      return who ? { actor: who, bookingId: row.booking_id } : null;
    };

    const outages: Outages = {
      stats: (fromMonth, toMonth) => moveStats(db, fromMonth, toMonth, clock.now()),
      pollAlerts: () => pollAlertFeed(fastify, opts.fetch, POLL_INTERVAL_MS),
      alertsEnabled,
      plannedOutagesEnabled,

      async profile(userId) {
        await requireProfileFeature(userId);
        return readProfile(db, userId);
      },

      async setProfile(userId, input) {
        await requireProfileFeature(userId);
        if (input.oblastId === null && input.outageGroup === null) {
          await outagesRepository.deleteProfile(db, userId);
        } else {
          await outagesRepository.upsertProfile(db, userId, input.oblastId, input.outageGroup, new Date(clock.now()));
        }
        return readProfile(db, userId);
      },

      async careState(actor, bookingId) {
        // A read between two job runs asks the feed when its time has come, so the notice is never staler than
        // ALERTS_POLL_SECONDS (the job alone runs once a minute).
        if (alertsEnabled) await outages.pollAlerts();
        return db.tx(async (q) => {
          const now = clock.now();
          const { booking, viewer } = await bookingFor(q, actor, bookingId);
          const windowOpen = inAlertWindow(booking, now);
          const alerts = alertsEnabled && windowOpen ? await alertsFor(q, booking) : { client: null, therapist: null };
          const waiver = await waiverOf(q, booking, now);
          const mine = viewer === 'client' ? alerts.client : alerts.therapist;
          const other = viewer === 'client' ? alerts.therapist : alerts.client;
          const used = await movesUsed(q, actor.id, now);
          return {
            booking_id: booking.id,
            viewer,
            starts_at: iso(booking.starts_at),
            ends_at: iso(booking.ends_at),
            alerts_enabled: alertsEnabled,
            in_alert_window: windowOpen,
            my_alert: mine,
            // The therapist may learn the client's oblast under alert; the client never learns the therapist's.
            other_alert: other ? { oblast_id: viewer === 'therapist' ? other.oblast_id : null } : null,
            fee_waived: alertsEnabled && waiver.granted && !waiver.used,
            waiver_used: waiver.used,
            outage_report_open: reportOpen(booking, now),
            outage_moves_left: Math.max(0, limit - used),
            outage_moves_per_month: limit,
          };
        });
      },

      async moveForAlert(actor, bookingId, startsAt) {
        if (!alertsEnabled) throw new ApiError(404, 'outages_off', 'No alert feed is configured.');
        return db.tx(async (q) => {
          const now = clock.now();
          const { booking } = await bookingFor(q, actor, bookingId, true);
          const waiver = await waiverOf(q, booking, now);
          if (waiver.used)
            throw new ApiError(409, 'alert_waiver_used', 'This session was already moved free for an alert.');
          if (!waiver.granted)
            throw new ApiError(409, 'no_alert_for_session', 'No air-raid alert covers this session.');
          await outagesRepository.useWaiver(q, booking.id, new Date(now));
          const moved = await fastify.bookings.rescheduleIn(q, actor, { bookingId, startsAt }, { free: true });
          await recordMove(q, booking, actor.id, 'alert_move', now);
          return {
            booking_id: moved.id,
            outcome: 'moved',
            starts_at: iso(moved.starts_at),
            ends_at: iso(moved.ends_at),
            token_credited: false,
            outage_moves_left: Math.max(0, limit - (await movesUsed(q, actor.id, now))),
          };
        });
      },

      async lostPower(who, input) {
        return db.tx(async (q) => {
          const now = clock.now();
          let actor: Actor;
          let bookingId: string;
          if ('token' in who) {
            const owner = await linkOwner(q, who.token);
            if (!owner) throw new ApiError(404, 'invalid_outage_link', 'This link is not valid or has expired.');
            actor = owner.actor;
            bookingId = owner.bookingId;
          } else {
            if (!input.bookingId)
              throw new ApiError(400, 'validation_failed', 'booking_id is required.', [
                { field: 'booking_id', rule: 'required' },
              ]);
            actor = who.actor;
            bookingId = input.bookingId;
          }
          // One report at a time per person: the count below cannot be raced past the limit.
          await outagesRepository.lockUser(q, fastify.accounts, actor.id);
          const { booking, viewer } = await bookingFor(q, actor, bookingId, true);
          if (!reportOpen(booking, now))
            throw new ApiError(
              409,
              'outage_report_not_open',
              'A lost power or connection can be reported from 24 hours before the session until it ends.',
            );
          const used = await movesUsed(q, actor.id, now);
          if (used >= limit)
            throw new ApiError(
              409,
              'outage_move_limit_reached',
              `The ${limit} free moves for a lost power or connection this month are used up.`,
            );
          if (input.startsAt) {
            const moved = await fastify.bookings.rescheduleIn(
              q,
              actor,
              { bookingId: booking.id, startsAt: input.startsAt },
              { free: true },
            );
            await recordMove(q, booking, actor.id, 'outage_move', now);
            return {
              booking_id: moved.id,
              outcome: 'moved',
              starts_at: iso(moved.starts_at),
              ends_at: iso(moved.ends_at),
              token_credited: false,
              outage_moves_left: Math.max(0, limit - used - 1),
            };
          }
          // No new time: cancelled free. A client's paid session comes back as a session token; a therapist's
          // cancellation refunds the client's payment, as any therapist cancellation does.
          const result = await fastify.bookings.cancelIn(
            q,
            actor,
            { bookingId: booking.id, refundTo: viewer === 'client' ? 'token' : 'payment', reason: null },
            { free: true },
          );
          await recordMove(q, booking, actor.id, 'outage_cancel', now);
          const paid = booking.source === 'purchase' || booking.source === 'token';
          return {
            booking_id: result.booking.id,
            outcome: 'cancelled',
            starts_at: iso(result.booking.starts_at),
            ends_at: iso(result.booking.ends_at),
            token_credited: viewer === 'client' && paid && result.booking.refund_to === 'token',
            outage_moves_left: Math.max(0, limit - used - 1),
          };
        });
      },

      async viewLink(token) {
        const now = clock.now();
        const owner = await linkOwner(db, token);
        if (!owner) throw new ApiError(404, 'invalid_outage_link', 'This link is not valid or has expired.');
        let found;
        try {
          found = await bookingFor(db, owner.actor, owner.bookingId);
        } catch {
          throw new ApiError(404, 'invalid_outage_link', 'This link is not valid or has expired.');
        }
        const { booking, viewer } = found;
        const user = await outagesRepository.userLocale(db, fastify.accounts, owner.actor.id);
        const locale = isMarketLocale(user?.locale) ? user.locale : booking.market;
        return {
          booking_id: booking.id,
          reporter: viewer,
          worker_id: booking.worker_id!,
          service_id: booking.service_id,
          starts_at: iso(booking.starts_at),
          ends_at: iso(booking.ends_at),
          time_zone: user?.timezone ?? KYIV,
          locale,
          outage_report_open: reportOpen(booking, now),
          outage_moves_left: Math.max(0, limit - (await movesUsed(db, owner.actor.id, now))),
          outage_moves_per_month: limit,
        };
      },

      async reportUrl(q, booking, userId, locale) {
        const token = crypto.randomBytes(32).toString('base64url');
        await outagesRepository.upsertReportLink(
          q,
          hashOf(token),
          booking.id,
          userId,
          new Date(new Date(booking.ends_at).getTime() + LINK_TTL_AFTER_END_MS),
        );
        return `${config.publicShellUrl}/${locale}/outage-report?token=${token}`;
      },

      async plannedOutageMarks(workerId, slots, clientId = null) {
        if (!readSchedule || slots.length === 0) return slots.map(() => false);
        const ids = clientId && clientId !== workerId ? [workerId, clientId] : [workerId];
        const groups = (await outagesRepository.outageGroups(db, ids)) as OutageGroup[];
        if (groups.length === 0) return slots.map(() => false);
        const schedule = await readSchedule(clock.now());
        const cuts = groups.flatMap((group) => schedule.get(group) ?? []);
        return slots.map((s) => cuts.some((c) => c.start < s.end && s.start < c.end));
      },
    };

    fastify.decorate('outages', outages);

    if (alertsEnabled) {
      fastify.jobs.define(POLL_ALERTS_JOB, { cron: '* * * * *', policy: 'stately', retryLimit: 0 }, async () => {
        await outages.pollAlerts();
      });
    }

    // Region and group are personal data: gone with the account (outage_moves keeps counts, not the person).
    fastify.accountDeletionHooks.register('outages', async (q, userId) => {
      await outagesRepository.forgetUser(q, userId);
    });
  },
  { name: 'outages', dependencies: ['db', 'jobs', 'bookings', 'accounts'] },
);
