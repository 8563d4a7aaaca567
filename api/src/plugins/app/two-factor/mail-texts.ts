import type { MarketLocale } from '@rozmova/contracts/markets';

// "Two-step sign-in was turned on / off" notices, in each market's language: calm, and saying what to do when the
// change was not the reader's own.

interface NoticeMail {
  subject: string;
  text: (p: { name: string; supportEmail: string }) => string;
}

export const TWO_FACTOR_ON_MAIL: Record<MarketLocale, NoticeMail> = {
  ua: {
    subject: 'Двоетапний вхід до Rozmova увімкнено',
    text: ({ name, supportEmail }) =>
      `Вітаємо, ${name}!\n\n` +
      `Для вашого облікового запису Rozmova увімкнено двоетапний вхід: відтепер, окрім пароля, ми проситимемо код із застосунку-автентифікатора.\n\n` +
      `Бережіть резервні коди: вони допоможуть увійти, якщо ви загубите телефон.\n\n` +
      `Якщо це були не ви, напишіть нам: ${supportEmail}.\n\n` +
      `З турботою,\nкоманда Rozmova`,
  },
  pl: {
    subject: 'Logowanie dwuetapowe w Rozmova jest włączone',
    text: ({ name, supportEmail }) =>
      `Dzień dobry, ${name}!\n\n` +
      `Na Twoim koncie w Rozmova włączono logowanie dwuetapowe: od teraz oprócz hasła poprosimy o kod z aplikacji uwierzytelniającej.\n\n` +
      `Zachowaj kody zapasowe: pomogą Ci się zalogować, jeśli zgubisz telefon.\n\n` +
      `Jeśli to nie Ty, napisz do nas: ${supportEmail}.\n\n` +
      `Z troską,\nzespół Rozmova`,
  },
  ro: {
    subject: 'Conectarea în doi pași la Rozmova este activată',
    text: ({ name, supportEmail }) =>
      `Bună ziua, ${name}!\n\n` +
      `Pentru contul dumneavoastră Rozmova a fost activată conectarea în doi pași: de acum, pe lângă parolă, vă vom cere un cod din aplicația de autentificare.\n\n` +
      `Păstrați codurile de recuperare: vă ajută să vă conectați dacă vă pierdeți telefonul.\n\n` +
      `Dacă nu ați făcut dumneavoastră această schimbare, scrieți-ne: ${supportEmail}.\n\n` +
      `Cu grijă,\nechipa Rozmova`,
  },
  en: {
    subject: 'Two-step sign-in is on for your Rozmova account',
    text: ({ name, supportEmail }) =>
      `Hello ${name},\n\n` +
      `Two-step sign-in is now on for your Rozmova account: besides your password, we will ask for a code from your authenticator app.\n\n` +
      `Keep your recovery codes safe: they let you sign in if you lose your phone.\n\n` +
      `If this was not you, please write to us: ${supportEmail}.\n\n` +
      `With care,\nthe Rozmova team`,
  },
};

export const TWO_FACTOR_OFF_MAIL: Record<MarketLocale, NoticeMail> = {
  ua: {
    subject: 'Двоетапний вхід до Rozmova вимкнено',
    text: ({ name, supportEmail }) =>
      `Вітаємо, ${name}!\n\n` +
      `Для вашого облікового запису Rozmova вимкнено двоетапний вхід: тепер для входу досить пароля.\n\n` +
      `Якщо це були не ви, змініть пароль і напишіть нам: ${supportEmail}.\n\n` +
      `З турботою,\nкоманда Rozmova`,
  },
  pl: {
    subject: 'Logowanie dwuetapowe w Rozmova jest wyłączone',
    text: ({ name, supportEmail }) =>
      `Dzień dobry, ${name}!\n\n` +
      `Na Twoim koncie w Rozmova wyłączono logowanie dwuetapowe: teraz do zalogowania wystarczy hasło.\n\n` +
      `Jeśli to nie Ty, zmień hasło i napisz do nas: ${supportEmail}.\n\n` +
      `Z troską,\nzespół Rozmova`,
  },
  ro: {
    subject: 'Conectarea în doi pași la Rozmova este dezactivată',
    text: ({ name, supportEmail }) =>
      `Bună ziua, ${name}!\n\n` +
      `Pentru contul dumneavoastră Rozmova a fost dezactivată conectarea în doi pași: acum parola este suficientă pentru conectare.\n\n` +
      `Dacă nu ați făcut dumneavoastră această schimbare, schimbați parola și scrieți-ne: ${supportEmail}.\n\n` +
      `Cu grijă,\nechipa Rozmova`,
  },
  en: {
    subject: 'Two-step sign-in is off for your Rozmova account',
    text: ({ name, supportEmail }) =>
      `Hello ${name},\n\n` +
      `Two-step sign-in is now off for your Rozmova account: your password alone signs you in.\n\n` +
      `If this was not you, please change your password and write to us: ${supportEmail}.\n\n` +
      `With care,\nthe Rozmova team`,
  },
};
