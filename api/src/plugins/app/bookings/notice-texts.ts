// E-mails telling the other side that a session was cancelled or moved, in the recipient's language and
// time zone. Short and calm: what changed, and what they can do next.
import type { MarketLocale } from '@rozmova/contracts/markets';
import { formatZonedDateTime } from '@rozmova/contracts/time-zones';

export type NoticeKind = 'cancelled' | 'moved';

export interface Notice {
  kind: NoticeKind;
  /** Who acted, as the recipient knows them. */
  actorName: string;
  startsAt: Date;
  /** The new time, for a moved session. */
  newStartsAt?: Date;
  timeZone: string;
  link: string;
}

export function noticeMail(locale: MarketLocale, notice: Notice): { subject: string; text: string } {
  // The zone is named once, after the last time of the sentence: "… на вівторок, … о 18:00 за київським часом".
  const moved = notice.newStartsAt !== undefined;
  const was = formatZonedDateTime(notice.startsAt, notice.timeZone, locale, { withZone: !moved });
  const now = notice.newStartsAt ? formatZonedDateTime(notice.newStartsAt, notice.timeZone, locale) : '';
  switch (locale) {
    case 'ua':
      return notice.kind === 'cancelled'
        ? {
            subject: 'Сесію скасовано',
            text: `Вітаємо!\n\n${notice.actorName} скасував(-ла) сесію, заплановану на ${was}.\n\nЯкщо бажаєте, ви можете обрати інший зручний час:\n${notice.link}\n\nМи поруч, коли ви будете готові.`,
          }
        : {
            subject: 'Сесію перенесено',
            text: `Вітаємо!\n\n${notice.actorName} переніс(-ла) сесію з ${was} на ${now}.\n\nУсі деталі — у вашому кабінеті:\n${notice.link}`,
          };
    case 'pl':
      return notice.kind === 'cancelled'
        ? {
            subject: 'Sesja została odwołana',
            text: `Dzień dobry,\n\n${notice.actorName} odwołał(a) sesję zaplanowaną na ${was}.\n\nJeśli chcesz, możesz wybrać inny dogodny termin:\n${notice.link}\n\nJesteśmy tu, gdy będziesz gotowy/gotowa.`,
          }
        : {
            subject: 'Sesja została przeniesiona',
            text: `Dzień dobry,\n\n${notice.actorName} przeniósł/przeniosła sesję z ${was} na ${now}.\n\nSzczegóły znajdziesz w swoim panelu:\n${notice.link}`,
          };
    case 'ro':
      return notice.kind === 'cancelled'
        ? {
            subject: 'Ședința a fost anulată',
            text: `Bună ziua,\n\n${notice.actorName} a anulat ședința programată pe ${was}.\n\nDacă doriți, puteți alege un alt moment potrivit:\n${notice.link}\n\nSuntem aici când sunteți pregătit.`,
          }
        : {
            subject: 'Ședința a fost mutată',
            text: `Bună ziua,\n\n${notice.actorName} a mutat ședința de pe ${was} pe ${now}.\n\nToate detaliile sunt în contul dumneavoastră:\n${notice.link}`,
          };
    case 'en':
      return notice.kind === 'cancelled'
        ? {
            subject: 'Your session has been cancelled',
            text: `Hello,\n\n${notice.actorName} has cancelled the session planned for ${was}.\n\nWhenever you are ready, you can choose another time that suits you:\n${notice.link}\n\nWe are here when you need us.`,
          }
        : {
            subject: 'Your session has been moved',
            text: `Hello,\n\n${notice.actorName} has moved the session from ${was} to ${now}.\n\nAll the details are in your account:\n${notice.link}`,
          };
  }
}
