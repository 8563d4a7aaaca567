import type { MarketLocale } from '@rozmova/contracts/markets';

// The mail to an account's owner after repeated failed sign-ins, and the page its link opens. Calm: someone may
// only have mistyped; say what happened, what the link does, and that nothing else is needed if it was them.
// ua/pl: phrased so no date needs inflecting; ro: "dumneavoastră" throughout.

interface LoginLinkMail {
  subject: string;
  text: (p: { name: string; link: string; minutes: number; windowMinutes: number }) => string;
}

export const LOGIN_LINK_MAIL: Record<MarketLocale, LoginLinkMail> = {
  ua: {
    subject: 'Посилання для входу в Rozmova',
    text: ({ name, link, minutes, windowMinutes }) =>
      `Вітаємо, ${name}!\n\n` +
      `Хтось кілька разів поспіль ввів неправильний пароль до вашого облікового запису Rozmova. ` +
      `Щоб захистити його, вхід за паролем призупинено на ${windowMinutes} хв.\n\n` +
      `Якщо це були ви, увійдіть за цим посиланням — воно діє ${minutes} хв і спрацює лише один раз:\n\n${link}\n\n` +
      `Якщо це були не ви, нічого робити не потрібно: ваш пароль ніхто не дізнався. ` +
      `За бажанням можете змінити його в профілі.\n\n` +
      `З турботою,\nкоманда Rozmova`,
  },
  pl: {
    subject: 'Link do logowania w Rozmova',
    text: ({ name, link, minutes, windowMinutes }) =>
      `Dzień dobry, ${name}!\n\n` +
      `Ktoś kilka razy z rzędu wpisał błędne hasło do Twojego konta w Rozmova. ` +
      `Aby je chronić, logowanie hasłem zostało wstrzymane na ${windowMinutes} min.\n\n` +
      `Jeśli to Ty, zaloguj się tym linkiem — jest ważny przez ${minutes} min i zadziała tylko raz:\n\n${link}\n\n` +
      `Jeśli to nie Ty, nic nie musisz robić: nikt nie poznał Twojego hasła. ` +
      `Jeśli chcesz, możesz je zmienić w profilu.\n\n` +
      `Z troską,\nzespół Rozmova`,
  },
  ro: {
    subject: 'Link de autentificare în Rozmova',
    text: ({ name, link, minutes, windowMinutes }) =>
      `Bună ziua, ${name},\n\n` +
      `Cineva a introdus de mai multe ori la rând o parolă greșită pentru contul dumneavoastră Rozmova. ` +
      `Pentru a-l proteja, autentificarea cu parolă a fost suspendată pentru ${windowMinutes} min.\n\n` +
      `Dacă ați fost dumneavoastră, vă puteți autentifica prin acest link — este valabil ${minutes} min ` +
      `și poate fi folosit o singură dată:\n\n${link}\n\n` +
      `Dacă nu ați fost dumneavoastră, nu trebuie să faceți nimic: nimeni nu v-a aflat parola. ` +
      `Dacă doriți, o puteți schimba din profil.\n\n` +
      `Cu grijă,\nechipa Rozmova`,
  },
  en: {
    subject: 'Your Rozmova sign-in link',
    text: ({ name, link, minutes, windowMinutes }) =>
      `Hello ${name},\n\n` +
      `Someone entered a wrong password for your Rozmova account several times in a row. ` +
      `To protect it, signing in with the password is paused for ${windowMinutes} min.\n\n` +
      `If it was you, sign in with this link; it works for ${minutes} min and only once:\n\n${link}\n\n` +
      `If it was not you, there is nothing you need to do: nobody has learnt your password. ` +
      `If you like, you can change it in your profile.\n\n` +
      `With care,\nthe Rozmova team`,
  },
};

export interface LoginLinkPageTexts {
  title: string;
  lead: string;
  button: string;
  invalid: string;
  otherWays: string;
}

export const LOGIN_LINK_PAGE: Record<MarketLocale, LoginLinkPageTexts> = {
  ua: {
    title: 'Вхід у Rozmova',
    lead: 'Натисніть кнопку, щоб увійти у свій обліковий запис.',
    button: 'Увійти',
    invalid: 'Це посилання для входу вже недійсне: його використали або минув його строк.',
    otherWays: 'Ви можете увійти з паролем пізніше або відновити пароль.',
  },
  pl: {
    title: 'Logowanie w Rozmova',
    lead: 'Kliknij przycisk, aby zalogować się na swoje konto.',
    button: 'Zaloguj się',
    invalid: 'Ten link do logowania jest już nieważny: został użyty albo minął jego termin.',
    otherWays: 'Możesz zalogować się hasłem później albo zresetować hasło.',
  },
  ro: {
    title: 'Autentificare în Rozmova',
    lead: 'Apăsați butonul pentru a vă autentifica în contul dumneavoastră.',
    button: 'Autentificare',
    invalid: 'Acest link de autentificare nu mai este valabil: a fost folosit sau a expirat.',
    otherWays: 'Vă puteți autentifica mai târziu cu parola sau vă puteți reseta parola.',
  },
  en: {
    title: 'Sign in to Rozmova',
    lead: 'Press the button to sign in to your account.',
    button: 'Sign in',
    invalid: 'This sign-in link is no longer valid: it was used or it has expired.',
    otherWays: 'You can sign in with your password later, or reset your password.',
  },
};
