// The e-mail that invites the second partner to a couple session, in the market's language. Written for
// someone who may be anxious about the session: what it is, when, and the one thing they need to do.
import type { MarketLocale } from '@rozmova/contracts/markets';
import { formatZonedDateTime } from '@rozmova/contracts/time-zones';

export interface PartnerInvite {
  clientName: string;
  therapistName: string;
  startsAt: Date;
  /** The zone the partner most likely lives in (the inviting client's); named in the text. */
  timeZone: string | null;
  link: string;
  partnerEmail: string;
}

export function partnerInviteMail(locale: MarketLocale, invite: PartnerInvite): { subject: string; text: string } {
  const at = formatZonedDateTime(invite.startsAt, invite.timeZone, locale);
  switch (locale) {
    case 'ua':
      return {
        subject: `${invite.clientName} запрошує вас на парну сесію`,
        text: [
          'Вітаємо!',
          '',
          `${invite.clientName} запрошує вас на парну сесію з психотерапевтом ${invite.therapistName}.`,
          `Коли: ${at}.`,
          '',
          `Щоб прийняти запрошення, відкрийте посилання нижче й увійдіть або зареєструйтеся з цією адресою: ${invite.partnerEmail} (ми попросимо її підтвердити). Запрошення особисте — не пересилайте його:`,
          invite.link,
          '',
          'Зустріч відкриється за 10 хвилин до початку. Ви можете говорити у своєму темпі — тут на вас чекають.',
        ].join('\n'),
      };
    case 'pl':
      return {
        subject: `${invite.clientName} zaprasza Cię na sesję dla par`,
        text: [
          'Dzień dobry,',
          '',
          `${invite.clientName} zaprasza Cię na sesję dla par z terapeutą: ${invite.therapistName}.`,
          `Kiedy: ${at}.`,
          '',
          `Aby przyjąć zaproszenie, otwórz poniższy link i zaloguj się lub załóż konto na ten adres: ${invite.partnerEmail} (poprosimy o jego potwierdzenie). Zaproszenie jest osobiste — nie przekazuj go dalej:`,
          invite.link,
          '',
          'Spotkanie otworzy się 10 minut przed początkiem. Możesz mówić we własnym tempie — jesteś tu mile widziany.',
        ].join('\n'),
      };
    case 'ro':
      return {
        subject: `${invite.clientName} vă invită la o ședință de cuplu`,
        text: [
          'Bună ziua,',
          '',
          `${invite.clientName} vă invită la o ședință de terapie de cuplu cu ${invite.therapistName}.`,
          `Când: ${at}.`,
          '',
          `Pentru a accepta invitația, deschideți linkul de mai jos și conectați-vă sau creați un cont cu această adresă: ${invite.partnerEmail} (vă vom ruga să o confirmați). Invitația este personală — vă rugăm să nu o redirecționați:`,
          invite.link,
          '',
          'Întâlnirea se deschide cu 10 minute înainte de început. Puteți vorbi în ritmul dumneavoastră — sunteți binevenit.',
        ].join('\n'),
      };
    case 'en':
      return {
        subject: `${invite.clientName} has invited you to a couples session`,
        text: [
          'Hello,',
          '',
          `${invite.clientName} has invited you to a couples session with ${invite.therapistName}.`,
          `When: ${at}.`,
          '',
          `To accept the invitation, open the link below and sign in or create an account with this address: ${invite.partnerEmail} (we will ask you to confirm it). The invitation is personal, so please do not forward it:`,
          invite.link,
          '',
          'The call opens 10 minutes before the start. You can take things at your own pace — you are welcome here.',
        ].join('\n'),
      };
  }
}
