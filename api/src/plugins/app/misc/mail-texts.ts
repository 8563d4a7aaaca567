import type { MarketLocale } from '@rozmova/contracts/markets';
import type { BusinessContactBody } from '@rozmova/contracts/schemas/misc';

// Goes to the market's own support team, so it is written in that market's language.

interface InquiryMail {
  subject: (who: string) => string;
  text: (b: BusinessContactBody) => string;
}

const lines = (labels: [string, string, string, string, string], b: BusinessContactBody): string =>
  [
    `${labels[0]}: ${b.name}`,
    `${labels[1]}: ${b.email}`,
    `${labels[2]}: ${b.company ?? '—'}`,
    `${labels[3]}: ${b.phone ?? '—'}`,
    '',
    `${labels[4]}:`,
    b.message,
  ].join('\n');

export const BUSINESS_INQUIRY_MAIL: Record<MarketLocale, InquiryMail> = {
  ua: {
    subject: (who) => `Запит від бізнесу: ${who}`,
    text: (b) =>
      `Новий запит через форму для бізнесу.\n\n${lines(['Ім’я', 'E-mail', 'Компанія', 'Телефон', 'Повідомлення'], b)}\n`,
  },
  pl: {
    subject: (who) => `Zapytanie biznesowe: ${who}`,
    text: (b) =>
      `Nowe zapytanie z formularza dla firm.\n\n${lines(['Imię', 'E-mail', 'Firma', 'Telefon', 'Wiadomość'], b)}\n`,
  },
  ro: {
    subject: (who) => `Solicitare business: ${who}`,
    text: (b) =>
      `O nouă solicitare din formularul pentru companii.\n\n${lines(['Nume', 'E-mail', 'Companie', 'Telefon', 'Mesaj'], b)}\n`,
  },
  en: {
    subject: (who) => `Business enquiry: ${who}`,
    text: (b) =>
      `A new enquiry from the business contact form.\n\n${lines(['Name', 'E-mail', 'Company', 'Phone', 'Message'], b)}\n`,
  },
};
