import type { MarketLocale } from '@rozmova/contracts/markets';

// Account mails, in each market's language. Written for people who may be having a hard time: short, calm,
// no alarm, always saying what to do if the mail was not expected.

interface ResetMail {
  subject: string;
  text: (p: { name: string; link: string; minutes: number }) => string;
}

export const RESET_PASSWORD_MAIL: Record<MarketLocale, ResetMail> = {
  ua: {
    subject: 'Відновлення пароля до Rozmova',
    text: ({ name, link, minutes }) =>
      `Вітаємо, ${name}!\n\n` +
      `Ми отримали запит на зміну пароля до вашого облікового запису Rozmova.\n` +
      `Щоб встановити новий пароль, перейдіть за посиланням:\n\n${link}\n\n` +
      `Посилання діє ${minutes} хвилин і спрацює лише один раз.\n\n` +
      `Якщо ви не надсилали цей запит, просто проігноруйте лист — ваш пароль залишиться без змін.\n\n` +
      `З турботою,\nкоманда Rozmova`,
  },
  pl: {
    subject: 'Przywracanie hasła do Rozmova',
    text: ({ name, link, minutes }) =>
      `Dzień dobry, ${name}!\n\n` +
      `Otrzymaliśmy prośbę o zmianę hasła do Twojego konta w Rozmova.\n` +
      `Aby ustawić nowe hasło, otwórz ten link:\n\n${link}\n\n` +
      `Link jest ważny przez ${minutes} minut i zadziała tylko raz.\n\n` +
      `Jeśli to nie Ty wysłałeś(-aś) tę prośbę, po prostu zignoruj tę wiadomość — Twoje hasło się nie zmieni.\n\n` +
      `Z troską,\nzespół Rozmova`,
  },
  ro: {
    subject: 'Resetarea parolei Rozmova',
    text: ({ name, link, minutes }) =>
      `Bună ziua, ${name}!\n\n` +
      `Am primit o cerere de schimbare a parolei pentru contul dumneavoastră Rozmova.\n` +
      `Pentru a seta o parolă nouă, deschideți acest link:\n\n${link}\n\n` +
      `Linkul este valabil ${minutes} de minute și poate fi folosit o singură dată.\n\n` +
      `Dacă nu ați cerut dumneavoastră acest lucru, ignorați acest mesaj — parola rămâne neschimbată.\n\n` +
      `Cu grijă,\nechipa Rozmova`,
  },
  en: {
    subject: 'Reset your Rozmova password',
    text: ({ name, link, minutes }) =>
      `Hello ${name},\n\n` +
      `We received a request to change the password of your Rozmova account.\n` +
      `To choose a new password, open this link:\n\n${link}\n\n` +
      `The link works for ${minutes} minutes and only once.\n\n` +
      `If you did not ask for this, you can simply ignore this e-mail: your password stays as it is.\n\n` +
      `With care,\nthe Rozmova team`,
  },
};

interface NoticeMail {
  subject: string;
  text: (p: { name: string; supportEmail: string }) => string;
}

export const PASSWORD_CHANGED_MAIL: Record<MarketLocale, NoticeMail> = {
  ua: {
    subject: 'Пароль до Rozmova змінено',
    text: ({ name, supportEmail }) =>
      `Вітаємо, ${name}!\n\nПароль до вашого облікового запису Rozmova щойно змінено, ` +
      `і ми вийшли з усіх інших пристроїв.\n\nЯкщо це були не ви, напишіть нам на ${supportEmail} — ми допоможемо.\n\n` +
      `З турботою,\nкоманда Rozmova`,
  },
  pl: {
    subject: 'Hasło do Rozmova zostało zmienione',
    text: ({ name, supportEmail }) =>
      `Dzień dobry, ${name}!\n\nHasło do Twojego konta w Rozmova zostało właśnie zmienione ` +
      `i wylogowaliśmy wszystkie inne urządzenia.\n\nJeśli to nie Ty, napisz do nas na ${supportEmail} — pomożemy.\n\n` +
      `Z troską,\nzespół Rozmova`,
  },
  ro: {
    subject: 'Parola Rozmova a fost schimbată',
    text: ({ name, supportEmail }) =>
      `Bună ziua, ${name}!\n\nParola contului dumneavoastră Rozmova tocmai a fost schimbată ` +
      `și am închis sesiunile de pe celelalte dispozitive.\n\nDacă nu ați fost dumneavoastră, scrieți-ne la ${supportEmail} — vă ajutăm.\n\n` +
      `Cu grijă,\nechipa Rozmova`,
  },
  en: {
    subject: 'Your Rozmova password was changed',
    text: ({ name, supportEmail }) =>
      `Hello ${name},\n\nThe password of your Rozmova account was just changed, ` +
      `and we signed out every other device.\n\nIf this was not you, write to us at ${supportEmail} and we will help.\n\n` +
      `With care,\nthe Rozmova team`,
  },
};

export const ACCOUNT_DELETED_MAIL: Record<MarketLocale, NoticeMail> = {
  ua: {
    subject: 'Ваш обліковий запис Rozmova видалено',
    text: ({ name, supportEmail }) =>
      `Вітаємо, ${name}!\n\nМи видалили ваш обліковий запис Rozmova та ваші особисті дані, ` +
      `а майбутні сесії скасовано. Записи про оплати ми зберігаємо лише настільки, наскільки цього вимагає закон, без вашого імені й адреси.\n\n` +
      `Якщо захочете повернутися, ми завжди раді. Питання: ${supportEmail}.\n\nБережіть себе,\nкоманда Rozmova`,
  },
  pl: {
    subject: 'Twoje konto w Rozmova zostało usunięte',
    text: ({ name, supportEmail }) =>
      `Dzień dobry, ${name}!\n\nUsunęliśmy Twoje konto w Rozmova i Twoje dane osobowe, ` +
      `a przyszłe sesje zostały odwołane. Zapisy płatności przechowujemy tylko w zakresie wymaganym przez prawo, bez Twojego imienia i adresu.\n\n` +
      `Jeśli zechcesz wrócić, zawsze będzie nam miło. Pytania: ${supportEmail}.\n\nDbaj o siebie,\nzespół Rozmova`,
  },
  ro: {
    subject: 'Contul dumneavoastră Rozmova a fost șters',
    text: ({ name, supportEmail }) =>
      `Bună ziua, ${name}!\n\nAm șters contul dumneavoastră Rozmova și datele personale, ` +
      `iar ședințele viitoare au fost anulate. Păstrăm evidența plăților doar cât cere legea, fără numele și adresa dumneavoastră.\n\n` +
      `Dacă veți dori să reveniți, ne vom bucura. Întrebări: ${supportEmail}.\n\nAveți grijă de dumneavoastră,\nechipa Rozmova`,
  },
  en: {
    subject: 'Your Rozmova account has been deleted',
    text: ({ name, supportEmail }) =>
      `Hello ${name},\n\nWe have deleted your Rozmova account and your personal data, ` +
      `and any future sessions are cancelled. We keep payment records only as far as the law requires, without your name or address.\n\n` +
      `If you ever want to come back, you are welcome. Questions: ${supportEmail}.\n\nTake care,\nthe Rozmova team`,
  },
};
