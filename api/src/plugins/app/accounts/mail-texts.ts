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

interface PasswordChangedMail {
  subject: string;
  text: (p: { name: string; supportEmail: string; othersSignedOut: boolean }) => string;
}

export const PASSWORD_CHANGED_MAIL: Record<MarketLocale, PasswordChangedMail> = {
  ua: {
    subject: 'Пароль до Rozmova змінено',
    text: ({ name, supportEmail, othersSignedOut }) =>
      `Вітаємо, ${name}!\n\nПароль до вашого облікового запису Rozmova щойно змінено` +
      (othersSignedOut ? `, і ми вийшли з усіх інших пристроїв.` : `. Інші пристрої залишилися в обліковому записі.`) +
      `\n\nЯкщо це були не ви, напишіть нам на ${supportEmail} — ми допоможемо.\n\n` +
      `З турботою,\nкоманда Rozmova`,
  },
  pl: {
    subject: 'Hasło do Rozmova zostało zmienione',
    text: ({ name, supportEmail, othersSignedOut }) =>
      `Dzień dobry, ${name}!\n\nHasło do Twojego konta w Rozmova zostało właśnie zmienione` +
      (othersSignedOut ? ` i wylogowaliśmy wszystkie inne urządzenia.` : `. Inne urządzenia pozostały zalogowane.`) +
      `\n\nJeśli to nie Ty, napisz do nas na ${supportEmail} — pomożemy.\n\n` +
      `Z troską,\nzespół Rozmova`,
  },
  ro: {
    subject: 'Parola Rozmova a fost schimbată',
    text: ({ name, supportEmail, othersSignedOut }) =>
      `Bună ziua, ${name}!\n\nParola contului dumneavoastră Rozmova tocmai a fost schimbată` +
      (othersSignedOut
        ? ` și am închis sesiunile de pe celelalte dispozitive.`
        : `. Celelalte dispozitive au rămas conectate.`) +
      `\n\nDacă nu ați fost dumneavoastră, scrieți-ne la ${supportEmail} — vă ajutăm.\n\n` +
      `Cu grijă,\nechipa Rozmova`,
  },
  en: {
    subject: 'Your Rozmova password was changed',
    text: ({ name, supportEmail, othersSignedOut }) =>
      `Hello ${name},\n\nThe password of your Rozmova account was just changed` +
      (othersSignedOut ? `, and we signed out every other device.` : `. Your other devices stay signed in.`) +
      `\n\nIf this was not you, write to us at ${supportEmail} and we will help.\n\n` +
      `With care,\nthe Rozmova team`,
  },
};

interface NoticeMail {
  subject: string;
  text: (p: { name: string; supportEmail: string }) => string;
}

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

/** Romanian counts from 20 up (but not 101-119, ...) take "de": "2 ore", "48 de ore". */
function roHours(n: number): string {
  if (n === 1) return 'o oră';
  const lastTwo = n % 100;
  return lastTwo === 0 || lastTwo >= 20 ? `${n} de ore` : `${n} ore`;
}

interface VerifyMail {
  subject: string;
  text: (p: { name: string; link: string; hours: number; change: boolean }) => string;
}

/**
 * The confirmation link, at sign-up (`change` false) and for a new address (`change` true: mailed to the new
 * address, which is adopted only once the link is opened).
 */
export const VERIFY_EMAIL_MAIL: Record<MarketLocale, VerifyMail> = {
  ua: {
    subject: 'Підтвердьте адресу електронної пошти для Rozmova',
    text: ({ name, link, hours, change }) =>
      `Вітаємо, ${name}!\n\n` +
      (change
        ? `Ви вказали цю адресу як нову для облікового запису Rozmova. Вона почне діяти, щойно ви її підтвердите:\n\n`
        : `Дякуємо, що ви з нами. Підтвердьте, будь ласка, що це ваша адреса:\n\n`) +
      `${link}\n\n` +
      `Посилання діє ${hours} год. і спрацює лише один раз. Записуватися на сесії та оплачувати їх можна й до підтвердження.\n\n` +
      `Якщо ви не створювали облікового запису і не змінювали адресу, просто проігноруйте цей лист.\n\n` +
      `З турботою,\nкоманда Rozmova`,
  },
  pl: {
    subject: 'Potwierdź adres e-mail w Rozmova',
    text: ({ name, link, hours, change }) =>
      `Dzień dobry, ${name}!\n\n` +
      (change
        ? `Ten adres został podany jako nowy adres Twojego konta w Rozmova. Zacznie obowiązywać, gdy go potwierdzisz:\n\n`
        : `Dziękujemy, że jesteś z nami. Potwierdź, proszę, że to Twój adres:\n\n`) +
      `${link}\n\n` +
      `Link jest ważny przez ${hours} godz. i zadziała tylko raz. Rezerwować i opłacać sesje możesz także przed potwierdzeniem.\n\n` +
      `Jeśli nie zakładałeś(-aś) konta ani nie zmieniałeś(-aś) adresu, po prostu zignoruj tę wiadomość.\n\n` +
      `Z troską,\nzespół Rozmova`,
  },
  ro: {
    subject: 'Confirmați adresa de e-mail pentru Rozmova',
    text: ({ name, link, hours, change }) =>
      `Bună ziua, ${name}!\n\n` +
      (change
        ? `Ați indicat această adresă ca adresă nouă a contului dumneavoastră Rozmova. Va intra în vigoare după ce o confirmați:\n\n`
        : `Vă mulțumim că sunteți alături de noi. Vă rugăm să confirmați că aceasta este adresa dumneavoastră:\n\n`) +
      `${link}\n\n` +
      `Linkul este valabil ${roHours(hours)} și poate fi folosit o singură dată. Puteți programa și plăti ședințe și înainte de confirmare.\n\n` +
      `Dacă nu ați creat un cont și nu ați schimbat adresa, ignorați acest mesaj.\n\n` +
      `Cu grijă,\nechipa Rozmova`,
  },
  en: {
    subject: 'Confirm your e-mail address for Rozmova',
    text: ({ name, link, hours, change }) =>
      `Hello ${name},\n\n` +
      (change
        ? `You gave this address as the new address of your Rozmova account. It takes effect once you confirm it:\n\n`
        : `Thank you for joining us. Please confirm that this is your address:\n\n`) +
      `${link}\n\n` +
      `The link works for ${hours === 1 ? '1 hour' : `${hours} hours`} and only once. You can book and pay for sessions before confirming.\n\n` +
      `If you did not create an account or change your address, you can simply ignore this e-mail.\n\n` +
      `With care,\nthe Rozmova team`,
  },
};

interface EmailChangedMail {
  subject: string;
  text: (p: { name: string; supportEmail: string }) => string;
}

/** To the old address, once the new one was confirmed: a change nobody expected must not go unnoticed. */
export const EMAIL_CHANGED_MAIL: Record<MarketLocale, EmailChangedMail> = {
  ua: {
    subject: 'Адресу електронної пошти в Rozmova змінено',
    text: ({ name, supportEmail }) =>
      `Вітаємо, ${name}!\n\nДля вашого облікового запису Rozmova щойно підтверджено нову адресу електронної пошти; ` +
      `листи тепер надходитимуть на неї.\n\nЯкщо це були не ви, напишіть нам на ${supportEmail} — ми допоможемо.\n\n` +
      `З турботою,\nкоманда Rozmova`,
  },
  pl: {
    subject: 'Adres e-mail w Rozmova został zmieniony',
    text: ({ name, supportEmail }) =>
      `Dzień dobry, ${name}!\n\nDla Twojego konta w Rozmova potwierdzono właśnie nowy adres e-mail; ` +
      `wiadomości będą teraz trafiać na niego.\n\nJeśli to nie Ty, napisz do nas na ${supportEmail} — pomożemy.\n\n` +
      `Z troską,\nzespół Rozmova`,
  },
  ro: {
    subject: 'Adresa de e-mail Rozmova a fost schimbată',
    text: ({ name, supportEmail }) =>
      `Bună ziua, ${name}!\n\nPentru contul dumneavoastră Rozmova tocmai a fost confirmată o nouă adresă de e-mail; ` +
      `mesajele vor ajunge de acum acolo.\n\nDacă nu ați fost dumneavoastră, scrieți-ne la ${supportEmail} — vă ajutăm.\n\n` +
      `Cu grijă,\nechipa Rozmova`,
  },
  en: {
    subject: 'Your Rozmova e-mail address was changed',
    text: ({ name, supportEmail }) =>
      `Hello ${name},\n\nA new e-mail address was just confirmed for your Rozmova account; ` +
      `mail will go there from now on.\n\nIf this was not you, write to us at ${supportEmail} and we will help.\n\n` +
      `With care,\nthe Rozmova team`,
  },
};
