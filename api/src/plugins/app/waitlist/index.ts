// Decorates `fastify.waitlist` (plugin `waitlist`, api/docs/waitlist.md): clients waiting for a therapist who has
// no free time in the next 14 days. When a slot inside someone's windows frees up, the first entry in line gets it
// offered: the slot becomes a held booking for that client (the bookings' exclusion constraints keep everyone else
// off it), an e-mail with a claim link goes through the outbox, and the client has 30 minutes to book it through
// the normal booking or payment flow. An offer that runs out goes to the next in line.
import crypto from 'node:crypto';
import fp from 'fastify-plugin';
import { isMarketLocale, type MarketLocale } from '@rozmova/contracts/markets';
import {
  WAITLIST_LOOKAHEAD_DAYS,
  WAITLIST_OFFER_MINUTES,
  slotFitsWindows,
  windowProblems,
  type WaitlistWindow,
} from '@rozmova/contracts/waitlist';
import type { ServiceKind } from '@rozmova/contracts/constants';
import { ApiError } from '../../../errors';
import type { Queryable } from '../../external/db';
import { bookingsRepository } from '../bookings/bookings-repository';
import { isValidTimeZone } from '../scheduling/scheduling-contract';
import type { Slot } from '../scheduling/scheduling-contract';
import {
  offersService,
  resolveServiceKind,
  serviceTerms,
  therapistsRepository,
  type TherapistProfile,
} from '../therapists/therapists-repository';
import { newRoomName } from '../video-call/video-call-contract';
import { offerMail } from './offer-texts';
import { waitlistRepository, type WaitlistEntryRow, type WaitlistEntryViewRow } from './waitlist-repository';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
/**
 * The reserving hold outlives its offer by this much: the sweep (every minute) hands the slot to the next in line
 * before the hold itself would let anybody take it.
 */
export const OFFER_GRACE_MINUTES = 5;
export const WAITLIST_SCAN_JOB = 'waitlist.scan';
export const WAITLIST_SWEEP_JOB = 'waitlist.sweep';

export interface JoinInput {
  workerId: string;
  serviceId: string;
  timeZone: string;
  windows: WaitlistWindow[];
}

export interface OfferView {
  starts_at: string;
  ends_at: string;
  expires_at: string;
}

export interface EntryView {
  id: string;
  worker_id: string;
  therapist_name: string;
  service_id: string;
  service_kind: 'personal' | 'couple';
  time_zone: string;
  windows: WaitlistWindow[];
  joined_at: string;
  /** The slot offered to this entry now, while it may still be claimed. */
  offer: OfferView | null;
}

export interface ClaimView extends OfferView {
  worker_id: string;
  therapist_name: string;
  service_id: string;
  service_kind: 'personal' | 'couple';
}

export interface Waitlist {
  join(clientId: string, input: JoinInput): Promise<EntryView>;
  leave(clientId: string, entryId: string): Promise<void>;
  mine(clientId: string): Promise<EntryView[]>;
  /** The open offer behind a claim link, for the client it was made to; null for anyone else or when it is over. */
  offerByToken(clientId: string, token: string): Promise<ClaimView | null>;
  /** Offers the therapist's free slots to the first matching entries in line; returns how many were offered. */
  offerFreedSlots(workerId: string): Promise<number>;
  /** Offers that ran out go to the next in line; then every therapist with a line is looked at. */
  sweep(): Promise<{ expired: number; offered: number }>;
}

declare module 'fastify' {
  interface FastifyInstance {
    waitlist: Waitlist;
  }
}

const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const hashOf = (token: string): Buffer => crypto.createHash('sha256').update(token).digest();

export default fp(
  async (fastify) => {
    const { db, clock, config } = fastify;
    const nowMs = () => clock.now();

    const loadTherapist = async (q: Queryable, workerId: string, serviceId: string) => {
      const profile = await therapistsRepository.findByUserId(q, workerId);
      if (!profile || !profile.isListed)
        throw new ApiError(404, 'therapist_not_found', 'This therapist does not exist.');
      const kind = resolveServiceKind(serviceId);
      if (!kind)
        throw new ApiError(400, 'unknown_service_id', 'Unknown session type.', [{ field: 'service_id', rule: 'enum' }]);
      if (!offersService(profile, kind))
        throw new ApiError(409, 'service_not_offered', 'This therapist does not offer this type of session.');
      return { profile, kind };
    };

    const lookahead = (q: Queryable, profile: TherapistProfile, kind: ServiceKind): Promise<Slot[]> => {
      const now = nowMs();
      return fastify.scheduling.freeSlots(q, profile, kind, now, now + WAITLIST_LOOKAHEAD_DAYS * DAY_MS, { now });
    };

    const entryViews = (rows: WaitlistEntryViewRow[]): EntryView[] =>
      rows.map((r) => ({
        id: r.id,
        worker_id: r.worker_id,
        therapist_name: r.therapist_name ?? '',
        service_id: r.service_id,
        service_kind: resolveServiceKind(r.service_id) ?? 'personal',
        time_zone: r.time_zone,
        windows: r.windows,
        joined_at: new Date(r.created_at).toISOString(),
        offer:
          r.offer_starts_at && r.offer_ends_at && r.offer_expires_at
            ? {
                starts_at: new Date(r.offer_starts_at).toISOString(),
                ends_at: new Date(r.offer_ends_at).toISOString(),
                expires_at: new Date(r.offer_expires_at).toISOString(),
              }
            : null,
      }));

    /** Ends an entry's open offer (the entry is leaving): the reserving hold is released at once. */
    const withdrawOffers = async (q: Queryable, entryIds: string[]) => {
      if (entryIds.length === 0) return;
      const bookingIds = await waitlistRepository.withdrawOpenOffers(q, entryIds);
      for (const bookingId of bookingIds) await bookingsRepository.release(q, bookingId, 'released', 'waitlist_left');
    };

    /** Serialises the offering of one therapist's slots: two sweeps never offer the same line twice. */
    const lockLine = (q: Queryable, workerId: string) => waitlistRepository.lockLine(q, workerId);

    const reserve = async (
      q: Queryable,
      profile: TherapistProfile,
      kind: ServiceKind,
      entry: WaitlistEntryRow,
      slot: Slot,
    ): Promise<string | null> => {
      const terms = serviceTerms(profile, kind);
      const startsAt = new Date(slot.start);
      const endsAt = new Date(slot.start + terms.durationMinutes * MINUTE_MS);
      const blockedUntil = new Date(endsAt.getTime() + profile.bufferMinutes * MINUTE_MS);
      await bookingsRepository.expireStaleHolds(
        q,
        { workerId: profile.userId, clientId: entry.client_id, from: startsAt, to: blockedUntil },
        new Date(nowMs()),
      );
      try {
        const row = await bookingsRepository.insert(q, {
          workerId: profile.userId,
          clientId: entry.client_id,
          serviceId: terms.serviceId,
          serviceKind: kind,
          market: profile.market,
          startsAt,
          endsAt,
          blockedUntil,
          status: 'held',
          holdExpiresAt: new Date(nowMs() + (WAITLIST_OFFER_MINUTES + OFFER_GRACE_MINUTES) * MINUTE_MS),
          source: 'purchase',
          sourceRef: null,
          orderId: null,
          priceMinor: terms.priceMinor,
          currency: terms.currency,
          partnerEmail: null,
          room: newRoomName(),
          workerNote: null,
          clientNote: null,
        });
        return row.id;
      } catch (err) {
        // The client has another session then (or the slot went meanwhile): try their next fitting slot.
        if (err instanceof ApiError && err.statusCode === 409) return null;
        throw err;
      }
    };

    const mailOffer = async (
      q: Queryable,
      entry: WaitlistEntryRow,
      profile: TherapistProfile,
      kind: ServiceKind,
      offer: { bookingId: string; startsAt: Date; expiresAt: Date; token: string },
    ) => {
      const person = await waitlistRepository.person(q, fastify.accounts, entry.client_id);
      if (!person?.email) return;
      const locale: MarketLocale = isMarketLocale(person.locale) ? person.locale : profile.market;
      const zone = isValidTimeZone(entry.time_zone) ? entry.time_zone : (person.timezone ?? 'UTC');
      const claimUrl = `${config.publicShellUrl}/${locale}/cabinet/waitlist/offer?token=${offer.token}`;
      const mail = offerMail(locale, {
        name: person.name,
        therapistName: profile.displayName,
        couple: kind === 'couple',
        startsAt: offer.startsAt,
        expiresAt: offer.expiresAt,
        timeZone: zone,
        claimUrl,
      });
      await fastify.outbox.enqueue(q, {
        purpose: 'waitlist_offer',
        userId: entry.client_id,
        bookingId: offer.bookingId,
        to: person.email,
        locale,
        subject: mail.subject,
        text: mail.text,
      });
    };

    const offerInside = async (q: Queryable, workerId: string): Promise<number> => {
      await lockLine(q, workerId);
      const profile = await therapistsRepository.findByUserId(q, workerId);
      if (!profile || !profile.isListed) return 0;
      const line = await waitlistRepository.lineWithoutOpenOffer(q, fastify.accounts, workerId);
      if (line.length === 0) return 0;
      const slotsOf = new Map<ServiceKind, Slot[]>();
      const freeOf = async (kind: ServiceKind) => {
        let slots = slotsOf.get(kind);
        if (!slots) {
          slots = await lookahead(q, profile, kind);
          slotsOf.set(kind, slots);
        }
        return slots;
      };
      let offered = 0;
      for (const entry of line) {
        const kind = resolveServiceKind(entry.service_id);
        if (!kind || !offersService(profile, kind)) continue;
        const before = await waitlistRepository.offeredStarts(q, entry.id);
        const seen = new Set(before.map((startsAt) => new Date(startsAt).getTime()));
        const fitting = (await freeOf(kind)).filter(
          (s) => !seen.has(s.start) && slotFitsWindows(entry.windows, entry.time_zone, s.start, s.end),
        );
        for (const slot of fitting) {
          const bookingId = await reserve(q, profile, kind, entry, slot);
          if (!bookingId) continue;
          const token = crypto.randomBytes(32).toString('base64url');
          const offeredAt = new Date(nowMs());
          const expiresAt = new Date(nowMs() + WAITLIST_OFFER_MINUTES * MINUTE_MS);
          await waitlistRepository.insertOffer(q, {
            entryId: entry.id,
            bookingId,
            startsAt: new Date(slot.start),
            tokenHash: hashOf(token),
            offeredAt,
            expiresAt,
          });
          await mailOffer(q, entry, profile, kind, { bookingId, startsAt: new Date(slot.start), expiresAt, token });
          offered += 1;
          // The reserved slot (and its buffer) is busy now for every session type.
          slotsOf.clear();
          break;
        }
      }
      return offered;
    };

    const waitlist: Waitlist = {
      async join(clientId, input) {
        if (clientId === input.workerId)
          throw new ApiError(409, 'cannot_book_self', 'A therapist cannot wait for themselves.');
        if (!isValidTimeZone(input.timeZone)) {
          throw new ApiError(400, 'validation_failed', 'Unknown time zone.', [
            { field: 'time_zone', rule: 'unknown_time_zone' },
          ]);
        }
        const problems = windowProblems(input.windows);
        if (problems.length > 0)
          throw new ApiError(
            400,
            'invalid_windows',
            'The time windows are not valid.',
            problems.map((p) => ({ ...p })),
          );
        const id = await db.tx(async (q) => {
          const { profile, kind } = await loadTherapist(q, input.workerId, input.serviceId);
          await lockLine(q, input.workerId);
          const free = await lookahead(q, profile, kind);
          if (free.length > 0) {
            throw new ApiError(
              409,
              'therapist_has_free_time',
              `This therapist has free time in the next ${WAITLIST_LOOKAHEAD_DAYS} days: book it instead.`,
            );
          }
          const entryId = await waitlistRepository.insertEntry(q, {
            clientId,
            workerId: input.workerId,
            serviceId: serviceTerms(profile, kind).serviceId,
            timeZone: input.timeZone,
            windowsJson: JSON.stringify(input.windows.map((w) => ({ weekdays: w.weekdays, from: w.from, to: w.to }))),
          });
          if (!entryId)
            throw new ApiError(409, 'already_waiting', 'You are already on this waitlist for this session type.');
          return entryId;
        });
        const [view] = entryViews(await waitlistRepository.entryViewById(db, new Date(nowMs()), id));
        return view!;
      },

      async leave(clientId, entryId) {
        await db.tx(async (q) => {
          const own = await waitlistRepository.lockOwnEntry(q, entryId, clientId);
          // Someone else's entry looks exactly like a missing one.
          if (!own) throw new ApiError(404, 'waitlist_entry_not_found', 'You are not on this waitlist.');
          await withdrawOffers(q, [entryId]);
          await waitlistRepository.deleteEntry(q, entryId);
        });
      },

      mine: async (clientId) =>
        entryViews(await waitlistRepository.entryViewsOfClient(db, new Date(nowMs()), clientId)),

      async offerByToken(clientId, token) {
        if (!TOKEN.test(token)) return null;
        const row = await waitlistRepository.offerByTokenHash(db, hashOf(token), clientId, new Date(nowMs()));
        if (!row) return null;
        return {
          worker_id: row.worker_id,
          therapist_name: row.therapist_name ?? '',
          service_id: row.service_id,
          service_kind: resolveServiceKind(row.service_id) ?? 'personal',
          starts_at: new Date(row.starts_at).toISOString(),
          ends_at: new Date(row.ends_at).toISOString(),
          expires_at: new Date(row.expires_at).toISOString(),
        };
      },

      offerFreedSlots: (workerId) => db.tx((q) => offerInside(q, workerId)),

      async sweep() {
        const expired = await db.tx(async (q) => {
          const bookingIds = await waitlistRepository.expireRunOutOffers(q, new Date(nowMs()));
          for (const bookingId of bookingIds)
            await bookingsRepository.release(q, bookingId, 'expired', 'waitlist_offer_ran_out');
          return bookingIds.length;
        });
        const workers = await waitlistRepository.workersWithLine(db);
        let offered = 0;
        for (const workerId of workers) offered += await waitlist.offerFreedSlots(workerId);
        return { expired, offered };
      },
    };

    fastify.decorate('waitlist', waitlist);

    // Claiming: the client books the offered slot through the normal flow; in that booking's transaction the
    // reserving hold steps aside for it, so no one else can slip in between.
    fastify.bookingEvents.onBeforeClientBooking('waitlist', async (q, event) => {
      const offer = await waitlistRepository.lockOpenOfferForSlot(
        q,
        { clientId: event.clientId, workerId: event.workerId, serviceId: event.serviceId, startsAt: event.startsAt },
        new Date(nowMs()),
      );
      if (!offer) return;
      await waitlistRepository.markClaimed(q, offer.id);
      await bookingsRepository.release(q, offer.booking_id, 'released', 'waitlist_claimed');
      // The client got their time: they leave this line (the offer's record goes with the entry).
      await waitlistRepository.deleteEntry(q, offer.entry_id);
    });

    // A cancellation frees time at once: the line is looked at right after it commits.
    fastify.bookingEvents.onCancelled('waitlist', async (q, event) => {
      const workerId = await waitlistRepository.workerWithLineOfBooking(q, event.bookingId);
      if (workerId !== null) await fastify.jobs.send(q, WAITLIST_SCAN_JOB, { worker_id: workerId });
    });

    fastify.jobs.define(WAITLIST_SCAN_JOB, { retryLimit: 3 }, async (data) => {
      if (typeof data.worker_id === 'string') await waitlist.offerFreedSlots(data.worker_id);
    });
    // Every minute: offers that ran out pass on, and time freed any other way (a move, a released hold, new
    // hours or special hours) is found within a minute.
    fastify.jobs.define(WAITLIST_SWEEP_JOB, { cron: '* * * * *', policy: 'stately' }, async () => {
      await waitlist.sweep();
    });

    fastify.accountDeletionHooks.register('waitlist', async (q, userId) => {
      await withdrawOffers(q, await waitlistRepository.entryIdsOfClient(q, userId));
      await waitlistRepository.deleteEntriesOf(q, userId);
    });
  },
  { name: 'waitlist', dependencies: ['db', 'jobs', 'scheduling', 'bookings', 'accounts', 'outbox', 'therapists'] },
);
