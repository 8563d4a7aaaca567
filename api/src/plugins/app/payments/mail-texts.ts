// Receipts and refund notices, in the language of the market the purchase was made in. Short, warm and
// concrete: what was paid, what it bought, where to see it.
import type { MarketLocale } from '@rozmova/contracts/markets';

export type ReceiptKind = 'appointment' | 'subscription' | 'bundle' | 'giftcode' | 'renewal';

export interface ReceiptFacts {
  name: string;
  amount: string;
  kind: ReceiptKind;
  /** Appointment start, already formatted in the market's zone. */
  when: string | null;
  quantity: number;
  giftCode: string | null;
  link: string;
  /**
   * An appointment's cancellation terms from contracts' booking-terms: the free-change deadline already formatted
   * in the recipient's zone, or null when the session starts in less than 24 h (then the mail says it is late).
   */
  freeUntil?: string | null;
}

interface Texts {
  receiptSubject: string;
  refundSubject: string;
  receipt(f: ReceiptFacts): string;
  refund(f: Pick<ReceiptFacts, 'name' | 'amount' | 'link'>): string;
}

export const PAYMENT_MAIL_TEXTS: Readonly<Record<MarketLocale, Texts>> = {
  ua: {
    receiptSubject: 'Оплату отримано — Rozmova',
    refundSubject: 'Ми повертаємо ваш платіж — Rozmova',
    receipt: (f) =>
      [
        `Вітаємо, ${f.name}!`,
        '',
        `Ми отримали вашу оплату: ${f.amount}.`,
        {
          appointment: `Вашу сесію підтверджено: ${f.when}.`,
          subscription: `Підписку активовано. Сесій на місяць: ${f.quantity}.`,
          bundle: `Сесій додано до вашого кабінету: ${f.quantity}.`,
          giftcode: `Код подарунка: ${f.giftCode}. Сертифікат у PDF чекає на вас за посиланням нижче.`,
          renewal: `Підписку продовжено ще на місяць. Нових сесій: ${f.quantity}.`,
        }[f.kind],
        ...(f.kind === 'appointment' && f.freeUntil !== undefined
          ? [
              f.freeUntil
                ? `Скасувати або перенести сесію безкоштовно можна до ${f.freeUntil}.`
                : 'До сесії менше ніж 24 години: її вже не можна перенести, а скасування зарахує її як використану.',
            ]
          : []),
        '',
        `Деталі: ${f.link}`,
        '',
        'Дякуємо за довіру. Якщо потрібна підтримка, просто відповідайте на цей лист.',
        'Команда Rozmova',
      ].join('\n'),
    refund: (f) =>
      [
        `Вітаємо, ${f.name}!`,
        '',
        `Ми повертаємо ${f.amount} на картку, з якої ви платили. Зазвичай гроші надходять протягом кількох днів.`,
        'Нам шкода, що так сталося. Ви можете обрати інший зручний час, коли будете готові.',
        '',
        `Деталі: ${f.link}`,
        'Команда Rozmova',
      ].join('\n'),
  },
  pl: {
    receiptSubject: 'Płatność otrzymana — Rozmova',
    refundSubject: 'Zwracamy Twoją płatność — Rozmova',
    receipt: (f) =>
      [
        `Dzień dobry, ${f.name}!`,
        '',
        `Otrzymaliśmy Twoją płatność: ${f.amount}.`,
        {
          appointment: `Twoja sesja jest potwierdzona: ${f.when}.`,
          subscription: `Subskrypcja jest aktywna. Liczba sesji w miesiącu: ${f.quantity}.`,
          bundle: `Sesje dodane do Twojego konta: ${f.quantity}.`,
          giftcode: `Kod podarunkowy: ${f.giftCode}. Bon w PDF czeka na Ciebie pod linkiem poniżej.`,
          renewal: `Subskrypcja została przedłużona o miesiąc. Nowe sesje: ${f.quantity}.`,
        }[f.kind],
        ...(f.kind === 'appointment' && f.freeUntil !== undefined
          ? [
              f.freeUntil
                ? `Sesję można bezpłatnie odwołać lub przenieść do ${f.freeUntil}.`
                : 'Do sesji zostało mniej niż 24 godziny: nie można jej już przenieść, a odwołanie sprawi, że zostanie uznana za wykorzystaną.',
            ]
          : []),
        '',
        `Szczegóły: ${f.link}`,
        '',
        'Dziękujemy za zaufanie. Jeśli potrzebujesz pomocy, po prostu odpowiedz na tę wiadomość.',
        'Zespół Rozmova',
      ].join('\n'),
    refund: (f) =>
      [
        `Dzień dobry, ${f.name}!`,
        '',
        `Zwracamy ${f.amount} na kartę, którą zapłacono. Zwykle pieniądze wracają w ciągu kilku dni.`,
        'Przykro nam, że tak się stało. Możesz wybrać inny dogodny termin, kiedy tylko zechcesz.',
        '',
        `Szczegóły: ${f.link}`,
        'Zespół Rozmova',
      ].join('\n'),
  },
  ro: {
    receiptSubject: 'Plata a fost primită — Rozmova',
    refundSubject: 'Vă returnăm plata — Rozmova',
    receipt: (f) =>
      [
        `Bună ziua, ${f.name}!`,
        '',
        `Am primit plata dumneavoastră: ${f.amount}.`,
        {
          appointment: `Ședința dumneavoastră este confirmată: ${f.when}.`,
          subscription: `Abonamentul este activ. Ședințe pe lună: ${f.quantity}.`,
          bundle: `Ședințe adăugate în contul dumneavoastră: ${f.quantity}.`,
          giftcode: `Codul cadoului: ${f.giftCode}. Certificatul PDF vă așteaptă la linkul de mai jos.`,
          renewal: `Abonamentul a fost prelungit cu o lună. Ședințe noi: ${f.quantity}.`,
        }[f.kind],
        ...(f.kind === 'appointment' && f.freeUntil !== undefined
          ? [
              f.freeUntil
                ? `Ședința poate fi anulată sau mutată gratuit până la ${f.freeUntil}.`
                : 'Până la ședință au rămas mai puțin de 24 de ore: nu mai poate fi mutată, iar anularea o va considera folosită.',
            ]
          : []),
        '',
        `Detalii: ${f.link}`,
        '',
        'Vă mulțumim pentru încredere. Dacă aveți nevoie de ajutor, răspundeți pur și simplu la acest mesaj.',
        'Echipa Rozmova',
      ].join('\n'),
    refund: (f) =>
      [
        `Bună ziua, ${f.name}!`,
        '',
        `Vă returnăm ${f.amount} pe cardul cu care ați plătit. De obicei banii ajung în câteva zile.`,
        'Ne pare rău că s-a întâmplat așa. Puteți alege o altă oră potrivită, atunci când simțiți că e momentul.',
        '',
        `Detalii: ${f.link}`,
        'Echipa Rozmova',
      ].join('\n'),
  },
  en: {
    receiptSubject: 'Payment received — Rozmova',
    refundSubject: 'We are refunding your payment — Rozmova',
    receipt: (f) =>
      [
        `Hello ${f.name},`,
        '',
        `We have received your payment of ${f.amount}.`,
        {
          appointment: `Your session is confirmed: ${f.when}.`,
          subscription: `Your subscription is active. Sessions per month: ${f.quantity}.`,
          bundle: `Sessions added to your account: ${f.quantity}.`,
          giftcode: `Gift code: ${f.giftCode}. The PDF certificate is waiting for you at the link below.`,
          renewal: `Your subscription has been renewed for another month. New sessions: ${f.quantity}.`,
        }[f.kind],
        ...(f.kind === 'appointment' && f.freeUntil !== undefined
          ? [
              f.freeUntil
                ? `You can cancel or move the session free of charge until ${f.freeUntil}.`
                : 'The session starts in less than 24 hours: it can no longer be moved, and cancelling it would count it as used.',
            ]
          : []),
        '',
        `Details: ${f.link}`,
        '',
        'Thank you for trusting us. If you need any help, simply reply to this e-mail.',
        'The Rozmova team',
      ].join('\n'),
    refund: (f) =>
      [
        `Hello ${f.name},`,
        '',
        `We are refunding ${f.amount} to the card you paid with. It usually arrives within a few days.`,
        'We are sorry this happened. You can choose another time that suits you whenever you are ready.',
        '',
        `Details: ${f.link}`,
        'The Rozmova team',
      ].join('\n'),
  },
};
