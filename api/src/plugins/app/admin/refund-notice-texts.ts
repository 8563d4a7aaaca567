// E-mails after an admin refunded a session: the client learns that the session is off and the money is on
// its way back, the therapist that the time is free again. In each one's language and time zone.
import type { MarketLocale } from '@rozmova/contracts/markets';
import { formatZonedDateTime } from '@rozmova/contracts/time-zones';

export interface RefundNotice {
  startsAt: Date;
  timeZone: string;
  /** The other person, as the recipient knows them. */
  otherName: string;
  /** The money going back to the card, formatted; null when nothing goes back to a card. */
  amount: string | null;
  /** A session token went back to the client's balance (a session paid with one). */
  tokenBack?: boolean;
  link: string;
}

const TOKEN_BACK: Record<MarketLocale, string> = {
  ua: 'Сесію повернено на ваш баланс: її можна використати для нового запису.',
  pl: 'Sesja wróciła na Twoje saldo: możesz ją wykorzystać przy nowej rezerwacji.',
  ro: 'Ședința a revenit în soldul dumneavoastră: o puteți folosi la o nouă programare.',
  en: 'The session is back on your balance, ready for a new booking.',
};

const CARD_BACK: Record<MarketLocale, (amount: string) => string> = {
  ua: (amount) => `Уся сума, ${amount}, повертається на картку, якою ви платили; банку зазвичай потрібно кілька днів.`,
  pl: (amount) => `Cała kwota, ${amount}, wraca na kartę, którą zapłacono; bank zwykle potrzebuje kilku dni.`,
  ro: (amount) =>
    `Întreaga sumă, ${amount}, se întoarce pe cardul cu care ați plătit; banca are nevoie de obicei de câteva zile.`,
  en: (amount) =>
    `The full amount, ${amount}, is being returned to the card you paid with; banks usually take a few days.`,
};

const PLAIN_SUBJECT: Record<MarketLocale, string> = {
  ua: 'Сесію скасовано',
  pl: 'Sesja odwołana',
  ro: 'Ședință anulată',
  en: 'Session cancelled',
};

export function clientRefundMail(locale: MarketLocale, n: RefundNotice): { subject: string; text: string } {
  const at = formatZonedDateTime(n.startsAt, n.timeZone, locale);
  const money = n.amount !== null ? CARD_BACK[locale](n.amount) : n.tokenBack ? TOKEN_BACK[locale] : '';
  if (n.amount === null) {
    // Nothing goes back to a card: the plain subject, and the body without the money sentence.
    const full = clientRefundMail(locale, { ...n, amount: '' });
    return {
      subject: PLAIN_SUBJECT[locale],
      text: full.text.replace(`${CARD_BACK[locale]('')}`, money).replace(/\n\n\n/, '\n\n'),
    };
  }
  switch (locale) {
    case 'ua':
      return {
        subject: 'Сесію скасовано, кошти повертаються',
        text: `Вітаємо!\n\nКоманда Rozmova скасувала вашу сесію, заплановану на ${at} (терапевт: ${n.otherName}).\n${money}\n\nЯкщо бажаєте, оберіть інший зручний час:\n${n.link}\n\nВибачте за незручності. Ми поруч, коли ви будете готові.`,
      };
    case 'pl':
      return {
        subject: 'Sesja odwołana, pieniądze wracają',
        text: `Dzień dobry!\n\nZespół Rozmova odwołał Twoją sesję zaplanowaną na ${at} (terapeuta: ${n.otherName}).\n${money}\n\nJeśli chcesz, wybierz inny dogodny termin:\n${n.link}\n\nPrzepraszamy za kłopot. Jesteśmy obok, gdy będziesz gotowy(-a).`,
      };
    case 'ro':
      return {
        subject: 'Ședință anulată, banii se întorc',
        text: `Bună ziua!\n\nEchipa Rozmova a anulat ședința dumneavoastră cu ${n.otherName}, programată pe ${at}.\n${money}\n\nDacă doriți, alegeți altă oră potrivită:\n${n.link}\n\nNe pare rău pentru neplăcere. Suntem aici când sunteți pregătit(ă).`,
      };
    default:
      return {
        subject: 'Session cancelled, your money is on its way back',
        text: `Hello,\n\nThe Rozmova team has cancelled your session with ${n.otherName} on ${at}.\n${money}\n\nIf you like, you can choose another time that suits you:\n${n.link}\n\nWe are sorry for the trouble. We are here when you are ready.`,
      };
  }
}

export function therapistRefundMail(
  locale: MarketLocale,
  n: Omit<RefundNotice, 'amount'>,
): { subject: string; text: string } {
  const at = formatZonedDateTime(n.startsAt, n.timeZone, locale);
  switch (locale) {
    case 'ua':
      return {
        subject: 'Сесію скасовано командою Rozmova',
        text: `Вітаємо!\n\nКоманда Rozmova скасувала сесію, заплановану на ${at} (клієнт: ${n.otherName}), і повернула клієнту кошти. Цей час знову вільний.\n\nВаші сесії:\n${n.link}`,
      };
    case 'pl':
      return {
        subject: 'Sesja odwołana przez zespół Rozmova',
        text: `Dzień dobry!\n\nZespół Rozmova odwołał sesję zaplanowaną na ${at} (klient: ${n.otherName}) i zwrócił klientowi pieniądze. Ten termin jest znowu wolny.\n\nTwoje sesje:\n${n.link}`,
      };
    case 'ro':
      return {
        subject: 'Ședință anulată de echipa Rozmova',
        text: `Bună ziua!\n\nEchipa Rozmova a anulat ședința cu ${n.otherName}, programată pe ${at}, și a rambursat clientul. Ora este din nou liberă.\n\nȘedințele dumneavoastră:\n${n.link}`,
      };
    default:
      return {
        subject: 'Session cancelled by the Rozmova team',
        text: `Hello,\n\nThe Rozmova team has cancelled the session with ${n.otherName} on ${at} and refunded the client. The time is free again.\n\nYour sessions:\n${n.link}`,
      };
  }
}
