import crypto from 'node:crypto';
import fp from 'fastify-plugin';
import type { FromSchema } from 'json-schema-to-ts';
import type { appointmentSchema } from '@rozmova/contracts/schemas/appointments';
import { fromMinorUnits } from '@rozmova/contracts/format';
import { ApiError } from '../../../errors';
import type { Queryable } from '../../external/db';
import { bookingsRepository, type BookingRow } from '../bookings/bookings-repository';
import { freeChangeDeadline } from '@rozmova/contracts/booking-terms';
import { therapistsRepository } from '../therapists/therapists-repository';
import { callWindow } from '../video-call/video-call-contract';
import { partnerInviteMail } from './partner-invite-texts';

export type ParticipantRole = 'client' | 'partner' | 'therapist';

export interface Participant {
  id: string;
  email: string;
  role: string;
}

export type AppointmentView = FromSchema<typeof appointmentSchema>;

export interface AppointmentsService {
  /** How a person takes part in a booking, or null when they do not (then they may not see it at all). */
  roleOf(booking: BookingRow, person: Participant): ParticipantRole | null;
  list(
    person: Participant,
    kind: 'upcoming' | 'past',
    page: number,
    perPage: number,
  ): Promise<{ total: number; appointments: AppointmentView[] }>;
  details(person: Participant, appointmentId: string): Promise<AppointmentView>;
  latestPurchased(person: Participant): Promise<AppointmentView | null>;
  /** The client names (or changes) the partner of a couple session; the partner gets an e-mail invite. */
  invitePartner(
    person: Participant & { name: string },
    appointmentId: string,
    partnerEmail: string,
  ): Promise<AppointmentView>;
  /**
   * Writes the invite mail for a confirmed couple booking that already names a partner, inside the transaction
   * that confirmed the booking or set the partner (the outbox sends it once that commits). Returns whether a
   * mail was written.
   */
  sendPartnerInvite(q: Queryable, bookingId: string, clientName: string): Promise<boolean>;
  /**
   * The invited partner opens the link from the invitation mail: admitted when signed in with a verified address
   * equal to the invited one; the booking then names their account.
   */
  acceptPartnerInvitation(person: Participant & { emailVerified: boolean }, token: string): Promise<AppointmentView>;
}

declare module 'fastify' {
  interface FastifyInstance {
    appointments: AppointmentsService;
  }
}

const iso = (value: Date | null): string | null => (value ? new Date(value).toISOString() : null);
const sha256 = (s: string): Buffer => crypto.createHash('sha256').update(s).digest();

export default fp(
  async (fastify) => {
    const roleOf = (booking: BookingRow, person: Participant): ParticipantRole | null => {
      if (person.role === 'therapist') return booking.worker_id === person.id ? 'therapist' : null;
      if (booking.client_id === person.id) return 'client';
      // The partner of a couple session is the account that accepted the invitation (its token and a verified
      // address equal to the invited one), never whoever registers the invited address.
      if (booking.service_kind === 'couple' && booking.partner_id !== null && booking.partner_id === person.id) {
        return 'partner';
      }
      return null;
    };

    const views = async (q: Queryable, bookings: BookingRow[], person: Participant): Promise<AppointmentView[]> => {
      const workerIds = [...new Set(bookings.map((b) => b.worker_id).filter((id): id is string => id !== null))];
      const profiles = new Map(
        (await Promise.all(workerIds.map((id) => therapistsRepository.findByUserId(q, id))))
          .filter((p) => p !== null)
          .map((p) => [p.userId, p]),
      );
      return bookings.map((b) => {
        const profile = b.worker_id ? profiles.get(b.worker_id) : undefined;
        const window = callWindow(new Date(b.starts_at), new Date(b.ends_at));
        return {
          id: b.id,
          status: b.status,
          role: roleOf(b, person) ?? 'client',
          service_id: b.service_id,
          service_kind: b.service_kind,
          starts_at: new Date(b.starts_at).toISOString(),
          ends_at: new Date(b.ends_at).toISOString(),
          time_zone: profile?.timeZone ?? 'UTC',
          worker: {
            id: b.worker_id ?? '',
            name: profile?.displayName ?? '',
            photo_url: profile ? fastify.therapists.photoUrl(profile) : '',
          },
          price: fromMinorUnits(b.price_minor),
          currency: b.currency,
          source: b.source,
          partner_email: b.partner_email,
          free_cancellation_until: freeChangeDeadline(b.starts_at).toISOString(),
          call_opens_at: window.notBefore.toISOString(),
          call_closes_at: window.expiresAt.toISOString(),
          cancelled_at: iso(b.cancelled_at),
          cancelled_by: b.cancelled_by,
          cancelled_late: b.cancelled_late,
          // The therapist's "reason for the client"; an admin's reason is kept for the team only.
          cancel_reason: b.cancelled_by === 'therapist' ? b.cancel_reason : null,
          created_at: new Date(b.created_at).toISOString(),
        };
      });
    };

    const sendPartnerInvite: AppointmentsService['sendPartnerInvite'] = async (q, bookingId, clientName) => {
      const booking = await bookingsRepository.findById(q, bookingId);
      if (!booking?.partner_email || booking.service_kind !== 'couple' || booking.status !== 'confirmed') return false;
      const profile = booking.worker_id ? await therapistsRepository.findByUserId(q, booking.worker_id) : null;
      const market = booking.market;
      // The partner most likely shares the inviting client's clock; the market's zone when the client set none.
      const client = booking.client_id ? await fastify.accounts.contact(booking.client_id, q) : null;
      // One live invitation per booking: a new mail voids the link of the previous one.
      await q.query('UPDATE partner_invitations SET revoked_at = now() WHERE booking_id = $1 AND revoked_at IS NULL', [
        booking.id,
      ]);
      const token = crypto.randomBytes(32).toString('base64url');
      await q.query('INSERT INTO partner_invitations (token_hash, booking_id, email) VALUES ($1, $2, $3)', [
        sha256(token),
        booking.id,
        booking.partner_email,
      ]);
      const mail = partnerInviteMail(market, {
        clientName,
        therapistName: profile?.displayName ?? '',
        startsAt: new Date(booking.starts_at),
        timeZone: client?.timezone ?? null,
        link: `${fastify.config.publicShellUrl}/${market}/partner-invitation?token=${token}`,
        partnerEmail: booking.partner_email,
      });
      await fastify.outbox.enqueue(q, {
        purpose: 'partner_invitation',
        userId: null,
        bookingId: booking.id,
        to: booking.partner_email,
        locale: market,
        subject: mail.subject,
        text: mail.text,
      });
      return true;
    };

    const invitePartner: AppointmentsService['invitePartner'] = async (person, appointmentId, partnerEmail) => {
      const email = partnerEmail.trim().toLowerCase();
      const booking = await fastify.db.tx(async (q) => {
        const row = await bookingsRepository.lockById(q, appointmentId);
        if (!row || roleOf(row, person) !== 'client' || !['confirmed', 'cancelled'].includes(row.status)) {
          throw new ApiError(404, 'appointment_not_found', 'This appointment does not exist.');
        }
        if (row.service_kind !== 'couple') {
          throw new ApiError(409, 'partner_only_for_couple', 'A partner can only join a couple session.');
        }
        if (row.status !== 'confirmed' || new Date(row.ends_at).getTime() <= fastify.clock.now()) {
          throw new ApiError(409, 'appointment_not_upcoming', 'Only an upcoming session can have a partner invited.');
        }
        if (email === person.email.toLowerCase()) {
          throw new ApiError(400, 'validation_failed', 'Invite your partner, not yourself.', [
            { field: 'partner_email', rule: 'not_self' },
          ]);
        }
        const updated = await bookingsRepository.setPartner(q, row.id, email);
        // Written with the change, so an invite never points at a session that was not saved.
        await sendPartnerInvite(q, updated.id, person.name);
        return updated;
      });
      const [view] = await views(fastify.db, [booking], person);
      return view!;
    };

    const acceptPartnerInvitation: AppointmentsService['acceptPartnerInvitation'] = async (person, token) => {
      const booking = await fastify.db.tx(async (q) => {
        const { rows } = await q.query<{
          booking_id: string;
          email: string;
          accepted_by: string | null;
          revoked_at: Date | null;
        }>(
          'SELECT booking_id, email, accepted_by, revoked_at FROM partner_invitations WHERE token_hash = $1 FOR UPDATE',
          [sha256(token)],
        );
        const invitation = rows[0];
        if (!invitation) {
          throw new ApiError(404, 'invitation_not_found', 'This invitation link is not valid.', [
            { field: 'token', rule: 'unknown' },
          ]);
        }
        if (invitation.revoked_at) {
          throw new ApiError(
            410,
            'invitation_revoked',
            'This invitation was withdrawn: the session has another partner now.',
            [{ field: 'token', rule: 'revoked' }],
          );
        }
        const row = await bookingsRepository.lockById(q, invitation.booking_id);
        if (!row || row.status !== 'confirmed' || new Date(row.ends_at).getTime() <= fastify.clock.now()) {
          throw new ApiError(410, 'invitation_expired', 'The session of this invitation has ended or was cancelled.', [
            { field: 'token', rule: 'expired' },
          ]);
        }
        if (!person.emailVerified) {
          throw new ApiError(403, 'email_not_verified', 'Confirm your e-mail address before joining as the partner.');
        }
        if (person.email.toLowerCase() !== invitation.email) {
          throw new ApiError(403, 'invitation_email_mismatch', 'This invitation was sent to another e-mail address.', [
            { field: 'token', rule: 'email_mismatch' },
          ]);
        }
        if (row.client_id === person.id) {
          throw new ApiError(400, 'validation_failed', 'The client who booked cannot also be the partner.', [
            { field: 'token', rule: 'not_self' },
          ]);
        }
        if (invitation.accepted_by === null) {
          await q.query('UPDATE partner_invitations SET accepted_at = now(), accepted_by = $2 WHERE token_hash = $1', [
            sha256(token),
            person.id,
          ]);
        }
        const { rows: updated } = await q.query<BookingRow>(
          'UPDATE bookings SET partner_id = $2, updated_at = now() WHERE id = $1 RETURNING *',
          [row.id, person.id],
        );
        return updated[0]!;
      });
      const [view] = await views(fastify.db, [booking], person);
      return view!;
    };

    // A deleted account is nobody's partner any more, and invitations naming its address go with it.
    fastify.accountDeletionHooks.register('partner-invitations', async (q, userId) => {
      const account = (await fastify.accounts.contacts([userId], q)).get(userId);
      await q.query(
        `DELETE FROM partner_invitations
          WHERE booking_id IN (SELECT id FROM bookings WHERE client_id = $1)
             OR email = $2::text OR accepted_by = $1`,
        [userId, account?.email ?? null],
      );
      await q.query('UPDATE bookings SET partner_id = NULL, updated_at = now() WHERE partner_id = $1', [userId]);
    });

    const service: AppointmentsService = {
      roleOf,
      invitePartner,
      sendPartnerInvite,
      acceptPartnerInvitation,

      async list(person, kind, page, perPage) {
        const { rows, total } = await bookingsRepository.listForParticipant(
          fastify.db,
          { userId: person.id, email: person.email },
          kind,
          perPage,
          (page - 1) * perPage,
        );
        return { total, appointments: await views(fastify.db, rows, person) };
      },

      async details(person, appointmentId) {
        const booking = await bookingsRepository.findById(fastify.db, appointmentId);
        // Held (unpaid) and expired rows are not appointments yet; someone else's looks like a missing one.
        if (!booking || !roleOf(booking, person) || !['confirmed', 'cancelled'].includes(booking.status)) {
          throw new ApiError(404, 'appointment_not_found', 'This appointment does not exist.');
        }
        const [view] = await views(fastify.db, [booking], person);
        return view!;
      },

      async latestPurchased(person) {
        const booking = await bookingsRepository.latestPurchasedForClient(fastify.db, person.id);
        if (!booking) return null;
        const [view] = await views(fastify.db, [booking], person);
        return view ?? null;
      },
    };

    fastify.decorate('appointments', service);
  },
  { name: 'appointments', dependencies: ['db', 'accounts', 'therapists', 'outbox'] },
);
