// Session reminders and the therapist's daily agenda, in the recipient's language and time zone. Calm and
// short: when, how to join, and until when the session can be cancelled free of charge (R-4.x, 24 hours).
import { MARKETS, type MarketLocale } from '@rozmova/contracts/markets';
import { zoneName } from '@rozmova/contracts/time-zones';

export type ReminderKind = '24h' | '1h';
export type ReminderRecipient = 'client' | 'partner' | 'therapist';

export interface ReminderInput {
  kind: ReminderKind;
  recipient: ReminderRecipient;
  name: string;
  /** The other side: the therapist for a client or partner, the client for the therapist. */
  withName: string;
  startsAt: Date;
  deadline: Date;
  deadlinePassed: boolean;
  timeZone: string;
  link: string;
  /** Where the client turns reminders off (client only). */
  settingsLink: string | null;
  /** The signed "I lost power or connection" link (ua market, client and therapist; api/docs/outages.md). */
  outageLink?: string | null;
}

export function formatWhen(
  locale: MarketLocale,
  at: Date,
  timeZone: string,
  /** `long` has no weekday: after "до"/"do" a weekday would need its genitive, which Intl does not give. */
  dateStyle: 'full' | 'long' = 'full',
): string {
  const text = new Intl.DateTimeFormat(MARKETS[locale].locales.booking_calendar_locale, {
    timeZone,
    dateStyle,
    timeStyle: 'short',
  }).format(at);
  return `${text} ${zoneName(timeZone, locale, at)}`;
}

export function formatTime(locale: MarketLocale, at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat(MARKETS[locale].locales.booking_calendar_locale, {
    timeZone,
    timeStyle: 'short',
  }).format(at);
}

const SUBJECT: Record<MarketLocale, Record<ReminderKind, string>> = {
  ua: { '24h': 'Нагадування: сесія через добу', '1h': 'Нагадування: сесія за годину' },
  pl: { '24h': 'Przypomnienie: sesja za 24 godziny', '1h': 'Przypomnienie: sesja za godzinę' },
  ro: { '24h': 'Reamintire: ședința are loc peste 24 de ore', '1h': 'Reamintire: ședința începe peste o oră' },
  en: { '24h': 'Reminder: your session is in 24 hours', '1h': 'Reminder: your session starts in an hour' },
};

interface Parts {
  greeting: (name: string) => string;
  session: (withName: string, when: string, therapist: boolean) => string;
  join: string;
  freeUntil: (deadline: string, therapist: boolean) => string;
  freePassed: (deadline: string, therapist: boolean) => string;
  ics: string;
  turnOff: string;
  outage: string;
  summary: (withName: string) => string;
}

const PARTS: Record<MarketLocale, Parts> = {
  ua: {
    greeting: (name) => `Вітаємо, ${name}!`,
    session: (withName, when, therapist) =>
      therapist
        ? `Нагадуємо про сесію: ${when}. Клієнт: ${withName}.`
        : `Нагадуємо про вашу сесію: ${when}. Терапевт: ${withName}.`,
    join: 'Приєднатися до сесії:',
    freeUntil: (d, therapist) =>
      therapist
        ? `Клієнт може безкоштовно скасувати чи перенести сесію до ${d}.`
        : `Скасувати чи перенести сесію безкоштовно можна до ${d}.`,
    freePassed: (d, therapist) =>
      therapist
        ? `Строк безкоштовного скасування для клієнта минув (${d}).`
        : `Строк безкоштовного скасування минув (${d}): якщо скасувати сесію зараз, оплату не буде повернено.`,
    ics: 'У вкладенні — файл .ics, щоб додати сесію до календаря.',
    turnOff: 'Вимкнути нагадування можна в налаштуваннях сповіщень вашого кабінету:',
    outage: 'Зникло світло чи зв’язок? Перенесіть сесію безкоштовно:',
    summary: (withName) => `Сесія Rozmova: ${withName}`,
  },
  pl: {
    greeting: (name) => `Dzień dobry, ${name}!`,
    session: (withName, when, therapist) =>
      therapist
        ? `Przypominamy o sesji: ${when}. Klient: ${withName}.`
        : `Przypominamy o Twojej sesji: ${when}. Terapeuta: ${withName}.`,
    join: 'Dołącz do sesji:',
    freeUntil: (d, therapist) =>
      therapist
        ? `Klient może bezpłatnie odwołać lub przełożyć sesję do ${d}.`
        : `Sesję możesz bezpłatnie odwołać lub przełożyć do ${d}.`,
    freePassed: (d, therapist) =>
      therapist
        ? `Termin bezpłatnego odwołania dla klienta minął (${d}).`
        : `Termin bezpłatnego odwołania minął (${d}): jeśli odwołasz sesję teraz, płatność nie zostanie zwrócona.`,
    ics: 'W załączniku jest plik .ics, dzięki któremu dodasz sesję do kalendarza.',
    turnOff: 'Przypomnienia wyłączysz w ustawieniach powiadomień w swoim panelu:',
    outage: 'Nie masz prądu albo połączenia? Przenieś sesję bezpłatnie:',
    summary: (withName) => `Sesja Rozmova: ${withName}`,
  },
  ro: {
    greeting: (name) => `Bună ziua, ${name}!`,
    session: (withName, when, therapist) =>
      therapist
        ? `Vă reamintim de ședința cu clientul ${withName}: ${when}.`
        : `Vă reamintim de ședința dumneavoastră cu ${withName}: ${when}.`,
    join: 'Intrați în ședință:',
    freeUntil: (d, therapist) =>
      therapist
        ? `Clientul poate anula sau reprograma gratuit ședința până la ${d}.`
        : `Puteți anula sau reprograma gratuit ședința până la ${d}.`,
    freePassed: (d, therapist) =>
      therapist
        ? `Termenul de anulare gratuită pentru client a trecut (${d}).`
        : `Termenul de anulare gratuită a trecut (${d}): dacă anulați acum ședința, plata nu se returnează.`,
    ics: 'Fișierul .ics atașat adaugă ședința în calendarul dumneavoastră.',
    turnOff: 'Puteți opri aceste mementouri din setările de notificări ale contului:',
    outage: 'Ați rămas fără curent sau fără conexiune? Mutați ședința gratuit:',
    summary: (withName) => `Ședință Rozmova: ${withName}`,
  },
  en: {
    greeting: (name) => `Hello ${name},`,
    session: (withName, when, therapist) =>
      therapist
        ? `A reminder of your session with your client ${withName}: ${when}.`
        : `A reminder of your session with ${withName}: ${when}.`,
    join: 'Join the session:',
    freeUntil: (d, therapist) =>
      therapist
        ? `Your client can cancel or move the session free of charge until ${d}.`
        : `You can cancel or move the session free of charge until ${d}.`,
    freePassed: (d, therapist) =>
      therapist
        ? `Your client's free cancellation period ended (${d}).`
        : `The free cancellation period has ended (${d}): if you cancel now, the payment is not refunded.`,
    ics: 'The attached .ics file adds the session to your calendar.',
    turnOff: 'You can turn reminders off in your account’s notification settings:',
    outage: 'Lost power or connection? Move the session free of charge:',
    summary: (withName) => `Rozmova session: ${withName}`,
  },
};

export function reminderMail(locale: MarketLocale, r: ReminderInput): { subject: string; text: string } {
  const t = PARTS[locale];
  const therapist = r.recipient === 'therapist';
  const deadline = formatWhen(locale, r.deadline, r.timeZone, 'long');
  const lines = [
    t.greeting(r.name),
    '',
    t.session(r.withName, formatWhen(locale, r.startsAt, r.timeZone), therapist),
    '',
    t.join,
    r.link,
    '',
    r.deadlinePassed ? t.freePassed(deadline, therapist) : t.freeUntil(deadline, therapist),
    '',
    t.ics,
  ];
  if (r.outageLink) lines.push('', t.outage, r.outageLink);
  if (r.settingsLink) lines.push('', t.turnOff, r.settingsLink);
  return { subject: SUBJECT[locale][r.kind], text: lines.join('\n') };
}

export function calendarSummary(locale: MarketLocale, withName: string): string {
  return PARTS[locale].summary(withName);
}

const AGENDA: Record<
  MarketLocale,
  { subject: (day: string) => string; intro: (name: string, day: string) => string; open: string; off: string }
> = {
  ua: {
    subject: (day) => `Ваші сесії на ${day}`,
    intro: (name, day) => `Вітаємо, ${name}!\n\nВаші сесії на ${day}:`,
    open: 'Кабінет:',
    off: 'Цей лист можна вимкнути в налаштуваннях профілю.',
  },
  pl: {
    subject: (day) => `Twoje sesje: ${day}`,
    intro: (name, day) => `Dzień dobry, ${name}!\n\nTwoje sesje w dniu ${day}:`,
    open: 'Panel:',
    off: 'Ten e-mail wyłączysz w ustawieniach profilu.',
  },
  ro: {
    subject: (day) => `Ședințele dumneavoastră: ${day}`,
    intro: (name, day) => `Bună ziua, ${name}!\n\nȘedințele dumneavoastră din ${day}:`,
    open: 'Contul dumneavoastră:',
    off: 'Puteți opri acest e-mail din setările profilului.',
  },
  en: {
    subject: (day) => `Your sessions on ${day}`,
    intro: (name, day) => `Hello ${name},\n\nYour sessions on ${day}:`,
    open: 'Your account:',
    off: 'You can turn this e-mail off in your profile settings.',
  },
};

export function agendaMail(
  locale: MarketLocale,
  a: {
    name: string;
    day: Date;
    timeZone: string;
    sessions: Array<{ startsAt: Date; clientName: string; link: string }>;
    cabinetLink: string;
  },
): { subject: string; text: string } {
  const t = AGENDA[locale];
  const day = new Intl.DateTimeFormat(MARKETS[locale].locales.booking_calendar_locale, {
    timeZone: a.timeZone,
    dateStyle: 'full',
  }).format(a.day);
  const zone = zoneName(a.timeZone, locale, a.day);
  const items = a.sessions.map(
    (s) => `• ${formatTime(locale, s.startsAt, a.timeZone)} ${zone} — ${s.clientName}\n  ${s.link}`,
  );
  return {
    subject: t.subject(day),
    text: [t.intro(a.name, day), '', ...items, '', t.open, a.cabinetLink, '', t.off].join('\n'),
  };
}
