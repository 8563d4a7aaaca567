// E-mails about a change to a session (booked, moved, cancelled), in the recipient's language and time zone,
// for each person it concerns: the one who made the change (a confirmation), the other side, and the invited
// partner of a couple session. Short and calm: what changed, and what they can do next.
//
// Grammar by construction: names and dates stand after a label ("Терапевт: Ірина Бондаренко",
// "Час: 30 листопада 2026 р. о 18:00 за київським часом"), never after a preposition that would need them in
// another case, and no sentence needs the actor's gender ("на прохання терапевта", not "скасував(-ла)").
import type { MarketLocale } from '@rozmova/contracts/markets';
import { formatZonedDateTime } from '@rozmova/contracts/time-zones';

export type NoticeKind = 'booked' | 'cancelled' | 'moved';
/** own: the person who made the change; other: the other side of the booking; partner: the invited partner. */
export type NoticeAudience = 'own' | 'other' | 'partner';
/** Who made the change; 'deleted' = the booker's account was deleted; 'platform' = an admin, for the platform. */
export type NoticeCause = 'client' | 'therapist' | 'deleted' | 'platform';

export interface Notice {
  kind: NoticeKind;
  audience: NoticeAudience;
  cause: NoticeCause;
  /** Whom the session is with, as the recipient knows them: the therapist, or (for the therapist) the client. */
  withRole: 'therapist' | 'client';
  withName: string;
  couple: boolean;
  startsAt: Date;
  /** The new time, for a moved session. */
  newStartsAt?: Date;
  timeZone: string;
  /** The reason the other side gave ("reason for the client"); shown only when there is one. */
  reason?: string | null;
  link: string;
}

interface Words {
  hello: string;
  subject: Record<NoticeKind, string>;
  /** The first sentence, by kind, audience and cause. */
  lead(n: Notice): string;
  therapist: string;
  client: string;
  kind: string;
  personal: string;
  couple: string;
  when: string;
  previous: string;
  next: string;
  reason: string;
  more: Record<NoticeKind, string>;
  bye: string;
}

const WORDS: Record<MarketLocale, Words> = {
  ua: {
    hello: 'Вітаємо!',
    subject: { booked: 'Сесію заброньовано', cancelled: 'Сесію скасовано', moved: 'Сесію перенесено' },
    lead(n) {
      if (n.kind === 'booked')
        return n.audience === 'own' ? 'Ви забронювали сесію. Це підтвердження.' : 'У вас нова сесія.';
      const verb = n.kind === 'cancelled' ? 'скасовано' : 'перенесено';
      if (n.audience === 'own')
        return n.kind === 'cancelled'
          ? 'Ви скасували сесію. Це підтвердження.'
          : 'Ви перенесли сесію. Це підтвердження.';
      if (n.cause === 'deleted') return `Сесію ${verb}: обліковий запис клієнта, який її забронював, видалено.`;
      if (n.cause === 'platform')
        return n.kind === 'cancelled' ? 'Команда платформи скасувала сесію.' : 'Команда платформи перенесла сесію.';
      return `Сесію ${verb} на прохання ${n.cause === 'therapist' ? 'терапевта' : 'клієнта'}.`;
    },
    therapist: 'Терапевт',
    client: 'Клієнт',
    kind: 'Формат',
    personal: 'індивідуальна сесія',
    couple: 'парна сесія',
    when: 'Час',
    previous: 'Попередній час',
    next: 'Новий час',
    reason: 'Причина',
    more: {
      booked: 'Усі деталі — у вашому кабінеті:',
      moved: 'Усі деталі — у вашому кабінеті:',
      cancelled: 'Якщо бажаєте, оберіть інший зручний час:',
    },
    bye: 'Ми поруч, коли ви будете готові.',
  },
  pl: {
    hello: 'Dzień dobry,',
    subject: {
      booked: 'Sesja została zarezerwowana',
      cancelled: 'Sesja została odwołana',
      moved: 'Sesja została przeniesiona',
    },
    lead(n) {
      if (n.kind === 'booked')
        return n.audience === 'own' ? 'Sesja jest zarezerwowana. To jest potwierdzenie.' : 'Masz nową sesję.';
      const verb = n.kind === 'cancelled' ? 'odwołana' : 'przeniesiona';
      if (n.audience === 'own') return `Sesja została ${verb} zgodnie z Twoją prośbą. To jest potwierdzenie.`;
      if (n.cause === 'deleted')
        return `Sesja została ${verb}: konto klienta, który ją zarezerwował, zostało usunięte.`;
      if (n.cause === 'platform') return `Sesja została ${verb} przez zespół platformy.`;
      return `Sesja została ${verb} na prośbę ${n.cause === 'therapist' ? 'terapeuty' : 'klienta'}.`;
    },
    therapist: 'Terapeuta',
    client: 'Klient',
    kind: 'Rodzaj',
    personal: 'sesja indywidualna',
    couple: 'sesja dla par',
    when: 'Termin',
    previous: 'Poprzedni termin',
    next: 'Nowy termin',
    reason: 'Powód',
    more: {
      booked: 'Szczegóły znajdziesz w swoim panelu:',
      moved: 'Szczegóły znajdziesz w swoim panelu:',
      cancelled: 'Jeśli chcesz, wybierz inny dogodny termin:',
    },
    bye: 'Jesteśmy obok, kiedy nas potrzebujesz.',
  },
  ro: {
    hello: 'Bună ziua,',
    subject: {
      booked: 'Ședința a fost rezervată',
      cancelled: 'Ședința a fost anulată',
      moved: 'Ședința a fost mutată',
    },
    lead(n) {
      if (n.kind === 'booked')
        return n.audience === 'own' ? 'Ați rezervat o ședință. Aceasta este confirmarea.' : 'Aveți o ședință nouă.';
      const verb = n.kind === 'cancelled' ? 'anulată' : 'mutată';
      if (n.audience === 'own')
        return n.kind === 'cancelled'
          ? 'Ați anulat ședința. Aceasta este confirmarea.'
          : 'Ați mutat ședința. Aceasta este confirmarea.';
      if (n.cause === 'deleted') return `Ședința a fost ${verb}: contul clientului care a rezervat-o a fost șters.`;
      if (n.cause === 'platform') return `Ședința a fost ${verb} de echipa platformei.`;
      return `Ședința a fost ${verb} la cererea ${n.cause === 'therapist' ? 'terapeutului' : 'clientului'}.`;
    },
    therapist: 'Terapeut',
    client: 'Client',
    kind: 'Tip',
    personal: 'ședință individuală',
    couple: 'ședință de cuplu',
    when: 'Ora',
    previous: 'Ora anterioară',
    next: 'Ora nouă',
    reason: 'Motiv',
    more: {
      booked: 'Toate detaliile sunt în contul dumneavoastră:',
      moved: 'Toate detaliile sunt în contul dumneavoastră:',
      cancelled: 'Dacă doriți, alegeți un alt moment potrivit:',
    },
    bye: 'Suntem alături de dumneavoastră oricând aveți nevoie.',
  },
  en: {
    hello: 'Hello,',
    subject: {
      booked: 'Your session is booked',
      cancelled: 'Your session has been cancelled',
      moved: 'Your session has been moved',
    },
    lead(n) {
      if (n.kind === 'booked')
        return n.audience === 'own'
          ? 'You have booked a session. This is your confirmation.'
          : 'You have a new session.';
      const verb = n.kind === 'cancelled' ? 'cancelled' : 'moved';
      if (n.audience === 'own') return `You have ${verb} this session. This is your confirmation.`;
      if (n.cause === 'deleted')
        return `The session was ${verb} because the client who booked it deleted their account.`;
      if (n.cause === 'platform') return `The session was ${verb} by the platform team.`;
      return `The session was ${verb} at the ${n.cause === 'therapist' ? "therapist's" : "client's"} request.`;
    },
    therapist: 'Therapist',
    client: 'Client',
    kind: 'Type',
    personal: 'individual session',
    couple: 'couple session',
    when: 'Time',
    previous: 'Previous time',
    next: 'New time',
    reason: 'Reason',
    more: {
      booked: 'All the details are in your account:',
      moved: 'All the details are in your account:',
      cancelled: 'Whenever you are ready, you can choose another time:',
    },
    bye: 'We are here when you need us.',
  },
};

export function noticeMail(locale: MarketLocale, n: Notice): { subject: string; text: string } {
  const w = WORDS[locale];
  // The zone is named once, on the time that counts now; the previous time is on the same clock.
  const at = (d: Date, withZone = true) => formatZonedDateTime(d, n.timeZone, locale, { dateStyle: 'long', withZone });
  const lines = [
    `${n.withRole === 'therapist' ? w.therapist : w.client}: ${n.withName}`,
    `${w.kind}: ${n.couple ? w.couple : w.personal}`,
    ...(n.kind === 'moved' && n.newStartsAt
      ? [`${w.next}: ${at(n.newStartsAt)}`, `${w.previous}: ${at(n.startsAt, false)}`]
      : [`${w.when}: ${at(n.startsAt)}`]),
    ...(n.reason?.trim() ? [`${w.reason}: ${n.reason.trim()}`] : []),
  ];
  const text = [w.hello, w.lead(n), lines.join('\n'), `${w.more[n.kind]}\n${n.link}`, w.bye].join('\n\n');
  return { subject: w.subject[n.kind], text };
}
