// The one place that tells people of a change to a session (issue 23, point 15): the client's and therapist's
// own changes, a deleted account's cancellations, and the platform's (an admin's) cancellations and moves all
// come here, so the client, the therapist and the invited partner of a couple session hear of every change the
// same way, each in their own language and zone.
import type { FastifyInstance } from 'fastify';
import { isMarketLocale, type MarketLocale } from '@rozmova/contracts/markets';
import type { Queryable } from '../../external/db';
import type { AccountContact } from '../accounts/contacts-contract';
import { isValidTimeZone } from '../scheduling/scheduling-contract';
import { therapistsRepository } from '../therapists/therapists-repository';
import type { BookingRow } from './bookings-repository';
import { noticeMail, type Notice, type NoticeCause, type NoticeKind } from './notice-texts';

export type ChangeAudience = 'client' | 'therapist' | 'partner';

export interface ChangeNotice {
  kind: NoticeKind;
  /** Who made the change: one side of the booking, or the platform (an admin). */
  actedAs: 'client' | 'therapist' | 'platform';
  previousStart: Date;
  /** The reason the actor gave the other side; the client and the therapist read it, the partner does not. */
  reason?: string | null;
  /** The actor is deleting their account: no confirmation, and the others hear why. */
  leaving?: boolean;
  /**
   * Whom to tell (everyone by default). A path that already wrote a person their own mail about this change
   * (the payment receipt, the platform's refund notice) leaves them out here.
   */
  audiences?: readonly ChangeAudience[];
}

type NoticeRecipient = AccountContact;

/**
 * Tells everyone a change to a session concerns: the person who made it (a confirmation, unless they are
 * leaving the platform), the other side (with the reason they were given), and the invited partner of a
 * couple session. Each in their own language and zone, each only when they have not turned such mails off.
 * The mails are written in the change's own transaction, so they exist exactly when it commits, and the
 * outbox sends them (with retries) afterwards.
 */
export async function notifyBookingChange(
  fastify: FastifyInstance,
  q: Queryable,
  booking: BookingRow,
  change: ChangeNotice,
): Promise<void> {
  if (!booking.client_id || !booking.worker_id) return;
  const wanted = (who: ChangeAudience) => !change.audiences || change.audiences.includes(who);
  const people = await fastify.accounts.contacts([booking.client_id, booking.worker_id], q);
  const partnerAccount =
    booking.service_kind === 'couple' && booking.partner_email
      ? await fastify.accounts.contactByEmail(booking.partner_email, q)
      : null;
  const client = people.get(booking.client_id);
  const therapist = people.get(booking.worker_id);
  const profile = await therapistsRepository.findByUserId(q, booking.worker_id);
  const therapistName = profile?.displayName ?? therapist?.name ?? '';
  const therapistZone = profile?.timeZone ?? 'UTC';
  const shell = fastify.config.publicShellUrl;
  const { kind, actedAs } = change;
  const cause: NoticeCause = change.leaving && actedAs === 'client' ? 'deleted' : actedAs;
  const common = {
    kind,
    cause,
    couple: booking.service_kind === 'couple',
    startsAt: kind === 'moved' ? change.previousStart : new Date(booking.starts_at),
    newStartsAt: kind === 'moved' ? new Date(booking.starts_at) : undefined,
  };
  const purpose = `booking_${kind}`;
  const send = async (
    to: { userId: string | null; email: string; locale: MarketLocale; timeZone: string },
    notice: Omit<Notice, keyof typeof common | 'timeZone'>,
  ) => {
    const mail = noticeMail(to.locale, { ...common, ...notice, timeZone: to.timeZone });
    await fastify.outbox.enqueue(q, {
      purpose,
      userId: to.userId,
      bookingId: booking.id,
      to: to.email,
      locale: to.locale,
      subject: mail.subject,
      text: mail.text,
    });
  };
  const zoneOf = (r: NoticeRecipient) => (r.timezone && isValidTimeZone(r.timezone) ? r.timezone : therapistZone);
  const reachable = (r: NoticeRecipient | undefined): r is NoticeRecipient & { email: string } =>
    Boolean(r?.email && r.notifyEmailBookingUpdates && isMarketLocale(r.locale));

  const clientAudience = actedAs === 'client' ? 'own' : 'other';
  if (wanted('client') && reachable(client) && !(clientAudience === 'own' && change.leaving)) {
    const locale = client.locale as MarketLocale;
    await send(
      { userId: client.id, email: client.email, locale, timeZone: zoneOf(client) },
      {
        audience: clientAudience,
        withRole: 'therapist',
        withName: therapistName,
        reason: clientAudience === 'other' ? change.reason : null,
        link:
          kind === 'cancelled'
            ? `${shell}/${locale}/therapists?psychologist_id=${booking.worker_id}`
            : `${shell}/${locale}/cabinet/sessions/${booking.id}`,
      },
    );
  }
  const therapistAudience = actedAs === 'therapist' ? 'own' : 'other';
  if (wanted('therapist') && reachable(therapist) && !(therapistAudience === 'own' && change.leaving)) {
    const locale = therapist.locale as MarketLocale;
    await send(
      { userId: therapist.id, email: therapist.email, locale, timeZone: zoneOf(therapist) },
      {
        audience: therapistAudience,
        withRole: 'client',
        withName: client?.name ?? '',
        reason: therapistAudience === 'other' ? change.reason : null,
        link: `${shell}/${locale}/cabinet/appointments-list`,
      },
    );
  }
  // The invited partner hears of every move and cancellation (a booking reaches them as the invitation).
  // They know the session by its therapist; the reason was written for the client, so it stays with them.
  if (wanted('partner') && kind !== 'booked' && booking.service_kind === 'couple' && booking.partner_email) {
    const account = partnerAccount;
    if (account && !account.notifyEmailBookingUpdates) return;
    const locale = account && isMarketLocale(account.locale) ? account.locale : booking.market;
    await send(
      {
        userId: account?.id ?? null,
        email: booking.partner_email,
        locale,
        timeZone: account ? zoneOf(account) : client ? zoneOf(client) : therapistZone,
      },
      {
        audience: 'partner',
        withRole: 'therapist',
        withName: therapistName,
        reason: null,
        link: kind === 'cancelled' ? `${shell}/${locale}/cabinet` : `${shell}/${locale}/cabinet/sessions/${booking.id}`,
      },
    );
  }
}
