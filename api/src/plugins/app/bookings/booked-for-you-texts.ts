// What a client reads when their therapist books a session for them: the mail (with its one-click cancel link)
// and the small page that link opens. The date stands on a line of its own ("Коли: вівторок, 1 грудня 2026 р.
// о 18:00 за київським часом"), so no language needs it in another case.
import type { MarketLocale } from '@rozmova/contracts/markets';

export interface BookedForYou {
  name: string;
  therapist: string;
  kind: 'personal' | 'couple';
  when: string;
  cabinetLink: string;
  cancelLink: string;
}

export function bookedForYouMail(locale: MarketLocale, b: BookedForYou): { subject: string; text: string } {
  switch (locale) {
    case 'ua':
      return {
        subject: 'Вас записано на сесію',
        text: [
          `Вітаємо, ${b.name}!`,
          '',
          `${b.therapist} записав(-ла) вас на ${b.kind === 'couple' ? 'парну' : 'індивідуальну'} сесію.`,
          `Коли: ${b.when}`,
          '',
          'Усі деталі й посилання на відеозустріч — у вашому кабінеті:',
          b.cabinetLink,
          '',
          'Якщо цей час вам не підходить або ви не домовлялися про цю сесію, її можна скасувати одним натисканням:',
          b.cancelLink,
          'Посилання діє до початку сесії; скасування відбувається за тими самими правилами, що й у кабінеті.',
          '',
          'З турботою,',
          'команда Rozmova',
        ].join('\n'),
      };
    case 'pl':
      return {
        subject: 'Masz umówioną sesję',
        text: [
          `Dzień dobry, ${b.name}!`,
          '',
          `${b.therapist} umówił(a) Cię na sesję ${b.kind === 'couple' ? 'dla par' : 'indywidualną'}.`,
          `Kiedy: ${b.when}`,
          '',
          'Wszystkie szczegóły i link do spotkania wideo znajdziesz w swoim panelu:',
          b.cabinetLink,
          '',
          'Jeśli ten termin Ci nie odpowiada albo nie umawiałeś(-aś) się na tę sesję, możesz ją odwołać jednym kliknięciem:',
          b.cancelLink,
          'Link działa do rozpoczęcia sesji; odwołanie podlega tym samym zasadom co w panelu.',
          '',
          'Z troską,',
          'zespół Rozmova',
        ].join('\n'),
      };
    case 'ro':
      return {
        subject: 'Aveți o ședință programată',
        text: [
          `Bună ziua, ${b.name}!`,
          '',
          `${b.therapist} v-a programat o ședință ${b.kind === 'couple' ? 'de cuplu' : 'individuală'}.`,
          `Când: ${b.when}`,
          '',
          'Toate detaliile și linkul întâlnirii video sunt în contul dumneavoastră:',
          b.cabinetLink,
          '',
          'Dacă ora nu vă convine sau nu ați stabilit această ședință, o puteți anula cu un singur clic:',
          b.cancelLink,
          'Linkul este valabil până la începutul ședinței; anularea urmează aceleași reguli ca în contul dumneavoastră.',
          '',
          'Cu grijă,',
          'echipa Rozmova',
        ].join('\n'),
      };
    case 'en':
      return {
        subject: 'A session has been booked for you',
        text: [
          `Hello ${b.name},`,
          '',
          `${b.therapist} has booked a ${b.kind === 'couple' ? 'couple' : 'personal'} session for you.`,
          `When: ${b.when}`,
          '',
          'All the details and the video call link are in your account:',
          b.cabinetLink,
          '',
          'If the time does not suit you, or you did not arrange this session, you can cancel it with one click:',
          b.cancelLink,
          'The link works until the session starts; cancelling follows the same rules as in your account.',
          '',
          'With care,',
          'the Rozmova team',
        ].join('\n'),
      };
  }
}

export interface CancelPageTexts {
  title: string;
  question: string;
  therapist: string;
  when: string;
  confirm: string;
  keep: string;
  doneTitle: string;
  done: string;
  goneTitle: string;
  gone: string;
  cabinet: string;
}

export const CANCEL_PAGE_TEXTS: Record<MarketLocale, CancelPageTexts> = {
  ua: {
    title: 'Скасувати сесію?',
    question: 'Ви можете скасувати цю сесію. Терапевт отримає повідомлення.',
    therapist: 'Терапевт',
    when: 'Коли',
    confirm: 'Скасувати сесію',
    keep: 'Якщо ви передумали, просто закрийте цю сторінку: сесія залишиться в силі.',
    doneTitle: 'Сесію скасовано',
    done: 'Ми повідомили терапевта. Коли будете готові, ви зможете обрати інший час у кабінеті.',
    goneTitle: 'Посилання вже не діє',
    gone: 'Сесію вже скасовано, вона вже почалася або посилання неповне. Усі ваші сесії — у кабінеті.',
    cabinet: 'Перейти до кабінету',
  },
  pl: {
    title: 'Odwołać sesję?',
    question: 'Możesz odwołać tę sesję. Terapeuta dostanie powiadomienie.',
    therapist: 'Terapeuta',
    when: 'Kiedy',
    confirm: 'Odwołaj sesję',
    keep: 'Jeśli zmienisz zdanie, po prostu zamknij tę stronę: sesja pozostanie w mocy.',
    doneTitle: 'Sesja została odwołana',
    done: 'Powiadomiliśmy terapeutę. Gdy będziesz gotowy(-a), możesz wybrać inny termin w swoim panelu.',
    goneTitle: 'Ten link już nie działa',
    gone: 'Sesja została już odwołana, już się rozpoczęła albo link jest niepełny. Wszystkie Twoje sesje są w panelu.',
    cabinet: 'Przejdź do panelu',
  },
  ro: {
    title: 'Anulați ședința?',
    question: 'Puteți anula această ședință. Terapeutul va primi o notificare.',
    therapist: 'Terapeut',
    when: 'Când',
    confirm: 'Anulați ședința',
    keep: 'Dacă v-ați răzgândit, închideți pur și simplu această pagină: ședința rămâne programată.',
    doneTitle: 'Ședința a fost anulată',
    done: 'L-am anunțat pe terapeut. Când doriți, puteți alege o altă oră în contul dumneavoastră.',
    goneTitle: 'Linkul nu mai este valabil',
    gone: 'Ședința a fost deja anulată, a început deja sau linkul este incomplet. Toate ședințele dumneavoastră sunt în cont.',
    cabinet: 'Mergeți la contul dumneavoastră',
  },
  en: {
    title: 'Cancel the session?',
    question: 'You can cancel this session. Your therapist will be told.',
    therapist: 'Therapist',
    when: 'When',
    confirm: 'Cancel the session',
    keep: 'If you have changed your mind, simply close this page: the session stays booked.',
    doneTitle: 'The session is cancelled',
    done: 'We have told your therapist. Whenever you are ready, you can choose another time in your account.',
    goneTitle: 'This link no longer works',
    gone: 'The session has already been cancelled, has already started, or the link is incomplete. All your sessions are in your account.',
    cabinet: 'Go to my account',
  },
};
