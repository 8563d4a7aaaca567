// Step: the mail a client gets when their therapist books a session for them, with a link that cancels it in one
// click (until it starts), and the view of the session that link shows.
import type { FastifyInstance } from 'fastify';
import { isMarketLocale } from '@rozmova/contracts/markets';
import { formatZonedDateTime } from '@rozmova/contracts/time-zones';
import type { Queryable } from '../../../external/db';
import type { AccountContacts } from '../../accounts/contacts-contract';
import { isValidTimeZone } from '../../scheduling/scheduling-contract';
import { therapistsRepository, type TherapistProfile } from '../../therapists/therapists-repository';
import { bookedForYouMail } from '../booked-for-you-texts';
import type { BookingRow } from '../bookings-repository';
import { cancelLinksRepository } from '../cancel-links-repository';
import type { BookingClient, CancelLinkView } from '../service-types';

/** The client's own language and zone (the therapist's zone when they set none). */
export async function cancelLinkView(
  accounts: Pick<AccountContacts, 'contacts'>,
  q: Queryable,
  booking: BookingRow,
  clientId: string,
  /** The booking's therapist when the caller has just read them (saves reading them again). */
  known: TherapistProfile | null = null,
): Promise<CancelLinkView | null> {
  const client = (await accounts.contacts([clientId], q)).get(clientId);
  if (!client || !isMarketLocale(client.locale)) return null;
  const profile =
    known && known.userId === booking.worker_id
      ? known
      : booking.worker_id
        ? await therapistsRepository.findByUserId(q, booking.worker_id)
        : null;
  const timeZone = client.timezone && isValidTimeZone(client.timezone) ? client.timezone : (profile?.timeZone ?? 'UTC');
  return { booking, locale: client.locale, therapistName: profile?.displayName ?? '', timeZone };
}

/**
 * The client hears of every session their therapist books for them, with a link that cancels it in one click
 * (until it starts), whatever their mail settings: a session in someone's calendar is not a marketing mail.
 */
export async function tellClientOfBooking(
  fastify: Pick<FastifyInstance, 'config' | 'outbox' | 'accounts'>,
  q: Queryable,
  booking: BookingRow,
  client: BookingClient,
  therapist: TherapistProfile | null = null,
): Promise<void> {
  const view = await cancelLinkView(fastify.accounts, q, booking, client.id, therapist);
  if (!view) return;
  const token = await cancelLinksRepository.issue(q, booking.id, client.id, new Date(booking.starts_at));
  const shell = fastify.config.publicShellUrl;
  const api = `${fastify.config.publicApiUrl}${fastify.config.basePath}`;
  const mail = bookedForYouMail(view.locale, {
    name: client.name,
    therapist: view.therapistName,
    kind: booking.service_kind,
    when: formatZonedDateTime(new Date(booking.starts_at), view.timeZone, view.locale),
    cabinetLink: `${shell}/${view.locale}/cabinet/appointments-list`,
    cancelLink: `${api}/v4/booking/cancel_by_link?config_id=${view.locale}&token=${token}`,
  });
  await fastify.outbox.enqueue(q, {
    purpose: 'booked_by_therapist',
    userId: client.id,
    bookingId: booking.id,
    to: client.email,
    locale: view.locale,
    subject: mail.subject,
    text: mail.text,
  });
}
