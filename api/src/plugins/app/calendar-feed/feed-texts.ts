// The words of a calendar feed, in the person's language. A client's event names the therapist (their public
// name, as the cabinet does); a therapist's event names only the kind of session: the feed is read by a calendar
// provider, and who is a client is health data, so the client's name stays behind the sign-in of the cabinet.
import type { MarketLocale } from '@rozmova/contracts/markets';

interface FeedTexts {
  calendarName: string;
  clientSummary: (therapistName: string) => string;
  therapistSummary: Record<'personal' | 'couple', string>;
  join: string;
  manage: string;
  cancelled: string;
}

export const FEED_TEXTS: Record<MarketLocale, FeedTexts> = {
  ua: {
    calendarName: 'Rozmova: мої сесії',
    clientSummary: (name) => `Сесія Rozmova: ${name}`,
    therapistSummary: { personal: 'Rozmova: індивідуальна сесія', couple: 'Rozmova: сесія для пари' },
    join: 'Приєднатися до сесії:',
    manage: 'Перенести або скасувати:',
    cancelled: 'Цю сесію скасовано.',
  },
  pl: {
    calendarName: 'Rozmova: moje sesje',
    clientSummary: (name) => `Sesja Rozmova: ${name}`,
    therapistSummary: { personal: 'Rozmova: sesja indywidualna', couple: 'Rozmova: sesja dla par' },
    join: 'Dołącz do sesji:',
    manage: 'Przełóż lub odwołaj:',
    cancelled: 'Ta sesja została odwołana.',
  },
  ro: {
    calendarName: 'Rozmova: ședințele mele',
    clientSummary: (name) => `Ședință Rozmova: ${name}`,
    therapistSummary: { personal: 'Rozmova: ședință individuală', couple: 'Rozmova: ședință de cuplu' },
    join: 'Intrați în ședință:',
    manage: 'Reprogramați sau anulați:',
    cancelled: 'Această ședință a fost anulată.',
  },
  en: {
    calendarName: 'Rozmova: my sessions',
    clientSummary: (name) => `Rozmova session: ${name}`,
    therapistSummary: { personal: 'Rozmova: personal session', couple: 'Rozmova: couple session' },
    join: 'Join the session:',
    manage: 'Move or cancel:',
    cancelled: 'This session was cancelled.',
  },
};
