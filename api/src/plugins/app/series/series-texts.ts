// The mails of a recurring series, in the reader's language: the series was booked (client and therapist), an
// occurrence waits for payment (client, 72 h before), an unpaid occurrence was released (both sides, 48 h before).
// Each date stands on a line of its own, already formatted in the reader's zone, so no language needs a case for it.
// A therapist's mails never name the client (the cabinet, behind sign-in, does).
import type { MarketLocale } from '@rozmova/contracts/markets';

export interface SeriesBookedMail {
  role: 'client' | 'therapist';
  therapist: string;
  /** Every occurrence, formatted. */
  dates: string[];
  /** Some occurrences still wait for payment (pay per occurrence). */
  payLater: boolean;
  link: string;
}

export interface PayReminderMail {
  therapist: string;
  when: string;
  payBy: string;
  link: string;
}

export interface ReleasedMail {
  role: 'client' | 'therapist';
  therapist: string;
  when: string;
  link: string;
}

type Mail = { subject: string; text: string };

const list = (dates: string[]) => dates.map((d) => `• ${d}`);

export function seriesBookedMail(locale: MarketLocale, m: SeriesBookedMail): Mail {
  const n = m.dates.length;
  switch (locale) {
    case 'ua':
      return m.role === 'client'
        ? {
            subject: `Серію з ${n} сесій заброньовано`,
            text: [
              `Ви забронювали серію сесій з терапевтом ${m.therapist}:`,
              ...list(m.dates),
              '',
              ...(m.payLater
                ? [
                    'Сесії, які ще не оплачено, можна оплатити в кабінеті. Неоплачену сесію звільняємо за 48 годин до початку.',
                  ]
                : []),
              'Перенести або скасувати одну сесію чи всі наступні можна в кабінеті:',
              m.link,
              '',
              'З турботою,',
              'команда Rozmova',
            ].join('\n'),
          }
        : {
            subject: `Нова серія з ${n} сесій`,
            text: [
              'Клієнт забронював у вас серію сесій:',
              ...list(m.dates),
              '',
              'Деталі — у вашому кабінеті:',
              m.link,
              '',
              'Команда Rozmova',
            ].join('\n'),
          };
    case 'pl':
      return m.role === 'client'
        ? {
            subject: `Seria ${n} sesji zarezerwowana`,
            text: [
              `Zarezerwowałeś(-aś) serię sesji u terapeuty ${m.therapist}:`,
              ...list(m.dates),
              '',
              ...(m.payLater
                ? [
                    'Sesje, które nie są jeszcze opłacone, opłacisz w swoim panelu. Nieopłaconą sesję zwalniamy 48 godzin przed jej rozpoczęciem.',
                  ]
                : []),
              'Jedną sesję albo wszystkie następne przeniesiesz lub odwołasz w swoim panelu:',
              m.link,
              '',
              'Z troską,',
              'zespół Rozmova',
            ].join('\n'),
          }
        : {
            subject: `Nowa seria ${n} sesji`,
            text: [
              'Klient zarezerwował u Ciebie serię sesji:',
              ...list(m.dates),
              '',
              'Szczegóły znajdziesz w swoim panelu:',
              m.link,
              '',
              'Zespół Rozmova',
            ].join('\n'),
          };
    case 'ro':
      return m.role === 'client'
        ? {
            subject: `Seria de ${n} ședințe a fost rezervată`,
            text: [
              `Ați rezervat o serie de ședințe cu terapeutul ${m.therapist}:`,
              ...list(m.dates),
              '',
              ...(m.payLater
                ? [
                    'Ședințele încă neplătite le puteți plăti din contul dumneavoastră. O ședință neplătită este eliberată cu 48 de ore înainte de începere.',
                  ]
                : []),
              'Puteți muta sau anula o ședință ori toate cele următoare din contul dumneavoastră:',
              m.link,
              '',
              'Cu grijă,',
              'echipa Rozmova',
            ].join('\n'),
          }
        : {
            subject: `O nouă serie de ${n} ședințe`,
            text: [
              'Un client a rezervat la dumneavoastră o serie de ședințe:',
              ...list(m.dates),
              '',
              'Detaliile sunt în contul dumneavoastră:',
              m.link,
              '',
              'Echipa Rozmova',
            ].join('\n'),
          };
    case 'en':
      return m.role === 'client'
        ? {
            subject: `Your series of ${n} sessions is booked`,
            text: [
              `You booked a series of sessions with ${m.therapist}:`,
              ...list(m.dates),
              '',
              ...(m.payLater
                ? [
                    'Sessions not yet paid for can be paid in your cabinet. An unpaid session is released 48 hours before it starts.',
                  ]
                : []),
              'You can move or cancel one session, or all the following ones, in your cabinet:',
              m.link,
              '',
              'With care,',
              'the Rozmova team',
            ].join('\n'),
          }
        : {
            subject: `A new series of ${n} sessions`,
            text: [
              'A client booked a series of sessions with you:',
              ...list(m.dates),
              '',
              'The details are in your cabinet:',
              m.link,
              '',
              'The Rozmova team',
            ].join('\n'),
          };
  }
}

export function payReminderMail(locale: MarketLocale, m: PayReminderMail): Mail {
  switch (locale) {
    case 'ua':
      return {
        subject: 'Оплатіть наступну сесію серії',
        text: [
          `Наступна сесія вашої серії з терапевтом ${m.therapist} ще не оплачена.`,
          `Коли: ${m.when}`,
          `Оплатити до: ${m.payBy}`,
          '',
          'Оплатити можна тут:',
          m.link,
          '',
          'Якщо не оплатити до цього часу, сесію буде скасовано, а час звільнено.',
          '',
          'З турботою,',
          'команда Rozmova',
        ].join('\n'),
      };
    case 'pl':
      return {
        subject: 'Opłać kolejną sesję z serii',
        text: [
          `Kolejna sesja Twojej serii u terapeuty ${m.therapist} nie jest jeszcze opłacona.`,
          `Kiedy: ${m.when}`,
          `Zapłać do: ${m.payBy}`,
          '',
          'Zapłacisz tutaj:',
          m.link,
          '',
          'Jeśli do tego czasu sesja nie zostanie opłacona, odwołamy ją i zwolnimy termin.',
          '',
          'Z troską,',
          'zespół Rozmova',
        ].join('\n'),
      };
    case 'ro':
      return {
        subject: 'Plătiți următoarea ședință din serie',
        text: [
          `Următoarea ședință din seria dumneavoastră cu terapeutul ${m.therapist} nu este încă plătită.`,
          `Când: ${m.when}`,
          `Plătiți până la: ${m.payBy}`,
          '',
          'Puteți plăti aici:',
          m.link,
          '',
          'Dacă nu este plătită până atunci, ședința va fi anulată, iar ora va fi eliberată.',
          '',
          'Cu grijă,',
          'echipa Rozmova',
        ].join('\n'),
      };
    case 'en':
      return {
        subject: 'Pay for the next session of your series',
        text: [
          `The next session of your series with ${m.therapist} is not paid for yet.`,
          `When: ${m.when}`,
          `Pay by: ${m.payBy}`,
          '',
          'You can pay here:',
          m.link,
          '',
          'If it is not paid by then, the session is cancelled and the time is released.',
          '',
          'With care,',
          'the Rozmova team',
        ].join('\n'),
      };
  }
}

export function releasedMail(locale: MarketLocale, m: ReleasedMail): Mail {
  switch (locale) {
    case 'ua':
      return m.role === 'client'
        ? {
            subject: 'Неоплачену сесію серії скасовано',
            text: [
              `Сесію вашої серії з терапевтом ${m.therapist} не було оплачено вчасно, тому її скасовано, а час звільнено.`,
              `Коли мала відбутися: ${m.when}`,
              '',
              'Інші сесії серії залишаються в силі. Ваш кабінет:',
              m.link,
              '',
              'З турботою,',
              'команда Rozmova',
            ].join('\n'),
          }
        : {
            subject: 'Неоплачену сесію серії скасовано',
            text: [
              'Сесію із серії не було оплачено вчасно, тому її скасовано. Цей час у вашому розкладі знову вільний.',
              `Коли мала відбутися: ${m.when}`,
              '',
              m.link,
              '',
              'Команда Rozmova',
            ].join('\n'),
          };
    case 'pl':
      return m.role === 'client'
        ? {
            subject: 'Nieopłacona sesja z serii została odwołana',
            text: [
              `Sesja Twojej serii u terapeuty ${m.therapist} nie została opłacona na czas, więc ją odwołaliśmy i zwolniliśmy termin.`,
              `Kiedy miała się odbyć: ${m.when}`,
              '',
              'Pozostałe sesje serii są aktualne. Twój panel:',
              m.link,
              '',
              'Z troską,',
              'zespół Rozmova',
            ].join('\n'),
          }
        : {
            subject: 'Nieopłacona sesja z serii została odwołana',
            text: [
              'Sesja z serii nie została opłacona na czas, więc ją odwołaliśmy. Ten czas w Twoim grafiku jest znowu wolny.',
              `Kiedy miała się odbyć: ${m.when}`,
              '',
              m.link,
              '',
              'Zespół Rozmova',
            ].join('\n'),
          };
    case 'ro':
      return m.role === 'client'
        ? {
            subject: 'Ședința neplătită din serie a fost anulată',
            text: [
              `O ședință din seria dumneavoastră cu terapeutul ${m.therapist} nu a fost plătită la timp, așa că a fost anulată, iar ora a fost eliberată.`,
              `Când urma să aibă loc: ${m.when}`,
              '',
              'Celelalte ședințe din serie rămân valabile. Contul dumneavoastră:',
              m.link,
              '',
              'Cu grijă,',
              'echipa Rozmova',
            ].join('\n'),
          }
        : {
            subject: 'Ședința neplătită din serie a fost anulată',
            text: [
              'O ședință dintr-o serie nu a fost plătită la timp, așa că a fost anulată. Această oră din programul dumneavoastră este din nou liberă.',
              `Când urma să aibă loc: ${m.when}`,
              '',
              m.link,
              '',
              'Echipa Rozmova',
            ].join('\n'),
          };
    case 'en':
      return m.role === 'client'
        ? {
            subject: 'An unpaid session of your series was cancelled',
            text: [
              `A session of your series with ${m.therapist} was not paid for in time, so it was cancelled and the time released.`,
              `It was to take place: ${m.when}`,
              '',
              'The other sessions of the series stay as they are. Your cabinet:',
              m.link,
              '',
              'With care,',
              'the Rozmova team',
            ].join('\n'),
          }
        : {
            subject: 'An unpaid session of a series was cancelled',
            text: [
              'A session of a series was not paid for in time, so it was cancelled. That time in your schedule is free again.',
              `It was to take place: ${m.when}`,
              '',
              m.link,
              '',
              'The Rozmova team',
            ].join('\n'),
          };
  }
}
