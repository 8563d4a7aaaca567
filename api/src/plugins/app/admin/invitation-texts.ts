import type { MarketLocale } from '@rozmova/contracts/markets';

// The e-mail a new therapist gets when an admin opens their account: what Rozmova is asking of them and
// the one link to set a password. Same tone as the account mails.
interface InvitationMail {
  subject: string;
  text: (p: { name: string; link: string; days: number }) => string;
}

export const THERAPIST_INVITATION_MAIL: Record<MarketLocale, InvitationMail> = {
  ua: {
    subject: 'Запрошення до кабінету терапевта Rozmova',
    text: ({ name, link, days }) =>
      `Вітаємо, ${name}!\n\nДля вас створено кабінет терапевта в Rozmova.\n` +
      `Щоб увійти, встановіть свій пароль за посиланням:\n\n${link}\n\n` +
      `Посилання діє ${days} днів і спрацює лише один раз. Після входу заповніть робочий час — ` +
      `тоді клієнти зможуть записатися до вас.\n\nЯкщо ви не очікували цього листа, просто проігноруйте його.\n\nЗ повагою,\nкоманда Rozmova`,
  },
  pl: {
    subject: 'Zaproszenie do gabinetu terapeuty Rozmova',
    text: ({ name, link, days }) =>
      `Dzień dobry, ${name}!\n\nUtworzyliśmy dla Ciebie gabinet terapeuty w Rozmova.\n` +
      `Aby się zalogować, ustaw swoje hasło pod tym linkiem:\n\n${link}\n\n` +
      `Link jest ważny przez ${days} dni i zadziała tylko raz. Po zalogowaniu uzupełnij godziny pracy — ` +
      `wtedy klienci będą mogli się do Ciebie zapisać.\n\nJeśli nie spodziewałeś(-aś) się tej wiadomości, po prostu ją zignoruj.\n\nPozdrawiamy,\nzespół Rozmova`,
  },
  ro: {
    subject: 'Invitație în cabinetul de terapeut Rozmova',
    text: ({ name, link, days }) =>
      `Bună ziua, ${name}!\n\nV-am creat un cabinet de terapeut în Rozmova.\n` +
      `Pentru a vă autentifica, setați-vă parola folosind acest link:\n\n${link}\n\n` +
      `Linkul este valabil ${days} zile și funcționează o singură dată. După autentificare, completați programul de lucru — ` +
      `apoi clienții se vor putea programa la dumneavoastră.\n\nDacă nu vă așteptați la acest e-mail, îl puteți ignora.\n\nCu stimă,\nechipa Rozmova`,
  },
  en: {
    subject: 'Your invitation to the Rozmova therapist cabinet',
    text: ({ name, link, days }) =>
      `Hello ${name},\n\nA therapist cabinet has been set up for you at Rozmova.\n` +
      `To sign in, set your password with this link:\n\n${link}\n\n` +
      `The link works once and for ${days} days. Once you are in, add your working hours — ` +
      `then clients can book sessions with you.\n\nIf you were not expecting this e-mail, you can simply ignore it.\n\nKind regards,\nthe Rozmova team`,
  },
};
