// The e-mail that offers a freed slot to the first in line, in the client's language and zone, in each
// language's register of the other mails: ua "ви", pl "Ty", ro "dumneavoastră".
import type { MarketLocale } from '@rozmova/contracts/markets';
import { formatZonedDateTime } from '@rozmova/contracts/time-zones';
import { WAITLIST_OFFER_MINUTES } from '@rozmova/contracts/waitlist';

export interface OfferMailInput {
  name: string;
  therapistName: string;
  couple: boolean;
  startsAt: Date;
  expiresAt: Date;
  timeZone: string;
  claimUrl: string;
}

export function offerMail(locale: MarketLocale, input: OfferMailInput): { subject: string; text: string } {
  const when = formatZonedDateTime(input.startsAt, input.timeZone, locale);
  const until = formatZonedDateTime(input.expiresAt, input.timeZone, locale, { dateStyle: 'long' });
  const minutes = WAITLIST_OFFER_MINUTES;
  const t = input.therapistName;
  switch (locale) {
    case 'ua':
      return {
        subject: `Звільнився час — ${t}`,
        text: [
          `Вітаємо, ${input.name}!`,
          '',
          `Ви в листі очікування (${t}), і звільнився час, що вам підходить: ${when}` +
            (input.couple ? ' (сесія для пари).' : '.'),
          `Ми тримаємо його для вас ${minutes} хвилин, до ${until}. Щоб забронювати, перейдіть за посиланням:`,
          input.claimUrl,
          '',
          'Якщо не встигнете, час запропонуємо наступному в черзі, а ви залишитеся в листі очікування.',
        ].join('\n'),
      };
    case 'pl':
      return {
        subject: `Zwolnił się termin — ${t}`,
        text: [
          `Cześć, ${input.name}!`,
          '',
          `Jesteś na liście oczekujących (${t}) i zwolnił się termin, który Ci pasuje: ${when}` +
            (input.couple ? ' (sesja dla par).' : '.'),
          `Trzymamy go dla Ciebie przez ${minutes} minut, do ${until}. Aby go zarezerwować, otwórz link:`,
          input.claimUrl,
          '',
          'Jeśli nie zdążysz, zaproponujemy termin następnej osobie w kolejce, a Ty zostaniesz na liście oczekujących.',
        ].join('\n'),
      };
    case 'ro':
      return {
        subject: `S-a eliberat o oră la ${t}`,
        text: [
          `Bună ziua, ${input.name}!`,
          '',
          `Sunteți pe lista de așteptare, iar la ${t} s-a eliberat o oră care vă convine: ${when}` +
            (input.couple ? ' (ședință pentru cuplu).' : '.'),
          `O păstrăm pentru dumneavoastră ${minutes} de minute, până la ${until}. Pentru a o rezerva, deschideți linkul:`,
          input.claimUrl,
          '',
          'Dacă nu reușiți la timp, o vom oferi următoarei persoane din listă, iar dumneavoastră rămâneți pe lista de așteptare.',
        ].join('\n'),
      };
    default:
      return {
        subject: `A time with ${t} has opened up`,
        text: [
          `Hello ${input.name},`,
          '',
          `You are on the waitlist, and a time with ${t} that suits you has opened up: ${when}` +
            (input.couple ? ' (couple session).' : '.'),
          `We are keeping it for you for ${minutes} minutes, until ${until}. To book it, open this link:`,
          input.claimUrl,
          '',
          'If you do not make it in time, we will offer it to the next person in line, and you stay on the waitlist.',
        ].join('\n'),
      };
  }
}
