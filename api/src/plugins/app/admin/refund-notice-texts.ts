// E-mails after an admin refunded a session: the client learns that the session is off and the money is on
// its way back, the therapist that the time is free again. In each one's language and time zone.
import type { MarketLocale } from '@rozmova/contracts/markets';
import { formatZonedDateTime } from '@rozmova/contracts/time-zones';

export interface RefundNotice {
  startsAt: Date;
  timeZone: string;
  /** The other person, as the recipient knows them. */
  otherName: string;
  amount: string;
  link: string;
}

export function clientRefundMail(locale: MarketLocale, n: RefundNotice): { subject: string; text: string } {
  const at = formatZonedDateTime(n.startsAt, n.timeZone, locale);
  switch (locale) {
    case 'ua':
      return {
        subject: 'Сесію скасовано, кошти повертаються',
        text: `Вітаємо!\n\nКоманда Rozmova скасувала вашу сесію з ${n.otherName}, заплановану на ${at}.\nУся сума, ${n.amount}, повертається на картку, якою ви платили; банку зазвичай потрібно кілька днів.\n\nЯкщо бажаєте, оберіть інший зручний час:\n${n.link}\n\nВибачте за незручності. Ми поруч, коли ви будете готові.`,
      };
    case 'pl':
      return {
        subject: 'Sesja odwołana, pieniądze wracają',
        text: `Dzień dobry!\n\nZespół Rozmova odwołał Twoją sesję z ${n.otherName} zaplanowaną na ${at}.\nCała kwota, ${n.amount}, wraca na kartę, którą zapłacono; bank zwykle potrzebuje kilku dni.\n\nJeśli chcesz, wybierz inny dogodny termin:\n${n.link}\n\nPrzepraszamy za kłopot. Jesteśmy obok, gdy będziesz gotowy(-a).`,
      };
    case 'ro':
      return {
        subject: 'Ședință anulată, banii se întorc',
        text: `Bună ziua!\n\nEchipa Rozmova a anulat ședința dumneavoastră cu ${n.otherName}, programată pe ${at}.\nÎntreaga sumă, ${n.amount}, se întoarce pe cardul cu care ați plătit; banca are nevoie de obicei de câteva zile.\n\nDacă doriți, alegeți altă oră potrivită:\n${n.link}\n\nNe pare rău pentru neplăcere. Suntem aici când sunteți pregătit(ă).`,
      };
    default:
      return {
        subject: 'Session cancelled, your money is on its way back',
        text: `Hello,\n\nThe Rozmova team has cancelled your session with ${n.otherName} on ${at}.\nThe full amount, ${n.amount}, is being returned to the card you paid with; banks usually take a few days.\n\nIf you like, you can choose another time that suits you:\n${n.link}\n\nWe are sorry for the trouble. We are here when you are ready.`,
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
        text: `Вітаємо!\n\nКоманда Rozmova скасувала сесію з ${n.otherName}, заплановану на ${at}, і повернула клієнту кошти. Цей час знову вільний.\n\nВаші сесії:\n${n.link}`,
      };
    case 'pl':
      return {
        subject: 'Sesja odwołana przez zespół Rozmova',
        text: `Dzień dobry!\n\nZespół Rozmova odwołał sesję z ${n.otherName} zaplanowaną na ${at} i zwrócił klientowi pieniądze. Ten termin jest znowu wolny.\n\nTwoje sesje:\n${n.link}`,
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
