import fp from 'fastify-plugin';
import type { FromSchema } from 'json-schema-to-ts';
import type { appointmentSchema } from '@rozmova/contracts/schemas/appointments';
import { fromMinorUnits } from '@rozmova/contracts/format';
import { ApiError } from '../../../errors';
import type { Queryable } from '../../external/db';
import { bookingsRepository, type BookingRow } from '../bookings/bookings-repository';
import { FREE_CANCELLATION_MS } from '../bookings';
import { therapistsRepository } from '../therapists/therapists-repository';
import { callWindow } from '../video-call/jitsi-token';
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
}

declare module 'fastify' {
  interface FastifyInstance {
    appointments: AppointmentsService;
  }
}

const iso = (value: Date | null): string | null => (value ? new Date(value).toISOString() : null);

export default fp(
  async (fastify) => {
    const roleOf = (booking: BookingRow, person: Participant): ParticipantRole | null => {
      if (person.role === 'therapist') return booking.worker_id === person.id ? 'therapist' : null;
      if (booking.client_id === person.id) return 'client';
      // The partner of a couple session is admitted by the address the client invited.
      if (
        booking.service_kind === 'couple' &&
        booking.partner_email &&
        booking.partner_email === person.email.toLowerCase()
      ) {
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
          free_cancellation_until: new Date(new Date(b.starts_at).getTime() - FREE_CANCELLATION_MS).toISOString(),
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
      const mail = partnerInviteMail(market, {
        clientName,
        therapistName: profile?.displayName ?? '',
        startsAt: new Date(booking.starts_at),
        timeZone: client?.timezone ?? null,
        link: `${fastify.config.publicShellUrl}/${market}/cabinet/video_call/couple/${booking.id}`,
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

    const service: AppointmentsService = {
      roleOf,
      invitePartner,
      sendPartnerInvite,

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
