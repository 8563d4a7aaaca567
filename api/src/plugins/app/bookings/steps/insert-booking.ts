// Step: write the new booking, held (while the client pays) or confirmed. Holds that ran out and collide with it
// stop blocking first, so only a live booking can make the exclusion constraint refuse (409 slot_taken or
// client_busy, in a savepoint that keeps the caller's transaction usable).
import type { Queryable } from '../../../external/db';
import { serviceTerms, type TherapistProfile } from '../../therapists/therapists-repository';
import { newRoomName } from '../../video-call/video-call-contract';
import { bookingsRepository, type BookingRow, type BookingSource } from '../bookings-repository';
import { holdExpiry, newBookingTimes } from './hold-rules';

export interface InsertInput {
  profile: TherapistProfile;
  clientId: string;
  kind: 'personal' | 'couple';
  start: number;
}

export interface InsertExtra {
  status: 'held' | 'confirmed';
  source: BookingSource;
  sourceRef: string | null;
  partnerEmail: string | null;
  workerNote: string | null;
  /** A series occurrence paid later is held until then instead of 15 minutes. */
  holdUntil?: Date;
  /**
   * False when a refusal ends the caller's transaction anyway (nothing is written after it): no savepoint is
   * needed to keep the transaction usable. True unless given.
   */
  keepsTransaction?: boolean;
  /** The SHA-256 of a one-click cancel link for the client, written with the booking (cancel-link-mail.ts). */
  cancelLinkHash?: Buffer | null;
}

export async function insertBooking(
  q: Queryable,
  input: InsertInput,
  extra: InsertExtra,
  now: () => number,
): Promise<BookingRow> {
  const terms = serviceTerms(input.profile, input.kind);
  const times = newBookingTimes(input.start, terms.durationMinutes, input.profile.bufferMinutes);
  const at = now();
  // Holds that ran out stop blocking this time in the same statement that writes the booking.
  return bookingsRepository.expireStaleAndInsert(
    q,
    {
      workerId: input.profile.userId,
      clientId: input.clientId,
      serviceId: terms.serviceId,
      serviceKind: input.kind,
      market: input.profile.market,
      ...times,
      status: extra.status,
      holdExpiresAt: holdExpiry(extra.status, at, extra.holdUntil),
      source: extra.source,
      sourceRef: extra.sourceRef,
      orderId: null,
      priceMinor: terms.priceMinor,
      currency: terms.currency,
      partnerEmail: extra.partnerEmail,
      room: newRoomName(),
      workerNote: extra.workerNote,
      clientNote: null,
    },
    new Date(at),
    { keepsTransaction: extra.keepsTransaction ?? true, cancelLinkHash: extra.cancelLinkHash ?? null },
  );
}
