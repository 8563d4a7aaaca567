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
import { newLinkToken } from '../cancel-links-repository';
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

/** What the mail to the client needs before their booking is written; null when they cannot be mailed. */
export interface ClientMailPlan {
  locale: CancelLinkView['locale'];
  timeZone: string;
  therapistName: string;
  /** The one-click cancel link: the token goes in the mail, its hash is written with the booking. */
  link: { token: string; hash: Buffer };
}

/**
 * Before a therapist's booking for a client is written: the client's language and zone (as found with their
 * address, a moment before; `cancelLinkView` reads the same two columns) and a new cancel link, so that the booking
 * and its link are written by one statement (insert-booking.ts).
 */
export function planClientMail(
  client: { locale: string; timezone: string | null },
  therapist: TherapistProfile | null,
): ClientMailPlan | null {
  if (!isMarketLocale(client.locale)) return null;
  const timeZone =
    client.timezone && isValidTimeZone(client.timezone) ? client.timezone : (therapist?.timeZone ?? 'UTC');
  return { locale: client.locale, timeZone, therapistName: therapist?.displayName ?? '', link: newLinkToken() };
}

/**
 * The client hears of every session their therapist books for them, with a link that cancels it in one click
 * (until it starts), whatever their mail settings: a session in someone's calendar is not a marketing mail.
 * The link was written with the booking (`plan.link`).
 */
export async function tellClientOfBooking(
  fastify: Pick<FastifyInstance, 'config' | 'outbox'>,
  q: Queryable,
  booking: BookingRow,
  client: BookingClient,
  plan: ClientMailPlan,
): Promise<void> {
  const shell = fastify.config.publicShellUrl;
  const api = `${fastify.config.publicApiUrl}${fastify.config.basePath}`;
  const mail = bookedForYouMail(plan.locale, {
    name: client.name,
    therapist: plan.therapistName,
    kind: booking.service_kind,
    when: formatZonedDateTime(new Date(booking.starts_at), plan.timeZone, plan.locale),
    cabinetLink: `${shell}/${plan.locale}/cabinet/appointments-list`,
    cancelLink: `${api}/v4/booking/cancel_by_link?config_id=${plan.locale}&token=${plan.link.token}`,
  });
  await fastify.outbox.enqueue(q, {
    purpose: 'booked_by_therapist',
    userId: client.id,
    bookingId: booking.id,
    to: client.email,
    locale: plan.locale,
    subject: mail.subject,
    text: mail.text,
  });
}
