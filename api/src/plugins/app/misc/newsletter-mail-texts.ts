import type { MarketLocale } from '@rozmova/contracts/markets';

// The newsletter's mails in the market's language: the confirmation (double opt-in) and the footer every
// newsletter issue carries, with the link that ends the subscription.

interface NewsletterMails {
  confirmSubject: string;
  confirmText: (p: { confirmLink: string; unsubscribeLink: string }) => string;
  /** Appended to every issue: why the person gets it and how to stop it. */
  issueFooter: (unsubscribeLink: string) => string;
}

export const NEWSLETTER_MAIL: Record<MarketLocale, NewsletterMails> = {
  ua: {
    confirmSubject: 'Підтвердьте підписку на розсилку Rozmova',
    confirmText: ({ confirmLink, unsubscribeLink }) =>
      'Вітаємо!\n\n' +
      'Цю адресу вказали для розсилки Rozmova. Щоб отримувати листи, підтвердьте підписку за посиланням:\n' +
      `${confirmLink}\n\n` +
      'Якщо це були не ви, просто не відповідайте на цей лист: без підтвердження ми нічого не надсилатимемо.\n' +
      `Відмовитися від розсилки можна будь-коли: ${unsubscribeLink}\n\n` +
      'Команда Rozmova\n',
    issueFooter: (link) => `\n--\nВи отримали цей лист, бо підписалися на розсилку Rozmova. Відписатися: ${link}\n`,
  },
  pl: {
    confirmSubject: 'Potwierdź zapis do newslettera Rozmova',
    confirmText: ({ confirmLink, unsubscribeLink }) =>
      'Dzień dobry!\n\n' +
      'Ten adres został podany do newslettera Rozmova. Aby otrzymywać wiadomości, potwierdź zapis, klikając link:\n' +
      `${confirmLink}\n\n` +
      'Jeśli to nie Ty, po prostu zignoruj tę wiadomość: bez potwierdzenia niczego nie wyślemy.\n' +
      `Z newslettera możesz zrezygnować w każdej chwili: ${unsubscribeLink}\n\n` +
      'Zespół Rozmova\n',
    issueFooter: (link) =>
      `\n--\nOtrzymujesz tę wiadomość, ponieważ ten adres jest zapisany do newslettera Rozmova. Wypisz się: ${link}\n`,
  },
  ro: {
    confirmSubject: 'Confirmați abonarea la newsletterul Rozmova',
    confirmText: ({ confirmLink, unsubscribeLink }) =>
      'Bună ziua!\n\n' +
      'Această adresă a fost indicată pentru newsletterul Rozmova. Pentru a primi mesajele, vă rugăm să confirmați abonarea prin linkul:\n' +
      `${confirmLink}\n\n` +
      'Dacă nu dumneavoastră ați făcut acest lucru, ignorați acest mesaj: fără confirmare nu vă trimitem nimic.\n' +
      `Vă puteți dezabona oricând: ${unsubscribeLink}\n\n` +
      'Echipa Rozmova\n',
    issueFooter: (link) =>
      `\n--\nPrimiți acest mesaj pentru că v-ați abonat la newsletterul Rozmova. Dezabonare: ${link}\n`,
  },
  en: {
    confirmSubject: 'Please confirm your Rozmova newsletter subscription',
    confirmText: ({ confirmLink, unsubscribeLink }) =>
      'Hello,\n\n' +
      'This address was given for the Rozmova newsletter. To receive it, please confirm with this link:\n' +
      `${confirmLink}\n\n` +
      'If this was not you, simply ignore this message: without a confirmation we send nothing.\n' +
      `You can unsubscribe at any time: ${unsubscribeLink}\n\n` +
      'The Rozmova team\n',
    issueFooter: (link) =>
      `\n--\nYou receive this because you subscribed to the Rozmova newsletter. Unsubscribe: ${link}\n`,
  },
};
