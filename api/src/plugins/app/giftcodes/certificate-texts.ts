// Every word printed on a gift certificate, in each market's language. Written for someone giving
// care to a person they love, and for the person receiving it, who may be going through a hard time.
import type { MarketLocale } from '@rozmova/contracts/markets';
import type { ServiceKind } from '@rozmova/contracts/constants';

export interface CertificateTexts {
  title: string;
  sessions(count: number, kind: ServiceKind): string;
  forLabel: string;
  fromLabel: string;
  codeLabel: string;
  howToRedeem(site: string): string;
  validUntil(date: string): string;
  previewNotice: string;
  previewCode: string;
  closing: string;
}

function slavicPlural(n: number, one: string, few: string, many: string): string {
  const mod10 = n % 10;
  const mod100 = n % 100;
  if (mod10 === 1 && mod100 !== 11) return one;
  if (mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)) return few;
  return many;
}

function polishPlural(n: number, one: string, few: string, many: string): string {
  if (n === 1) return one;
  const mod10 = n % 10;
  const mod100 = n % 100;
  return mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14) ? few : many;
}

export const CERTIFICATE_TEXTS: Readonly<Record<MarketLocale, CertificateTexts>> = {
  ua: {
    title: 'Подарунковий сертифікат',
    sessions: (n, kind) =>
      `${n} ${slavicPlural(n, 'сесія', 'сесії', 'сесій')} ${kind === 'couple' ? 'парної' : 'індивідуальної'} терапії`,
    forLabel: 'Для',
    fromLabel: 'Від',
    codeLabel: 'Код подарунка',
    howToRedeem: (site) =>
      `Щоб скористатися подарунком, увійдіть на ${site} і введіть цей код у розділі «Подарунковий код». ` +
      'Сесії з’являться у вашому кабінеті, і ви зможете спокійно обрати терапевта та зручний час.',
    validUntil: (date) => `Дійсний до ${date}`,
    previewNotice: 'Зразок: справжній код з’явиться після оплати',
    previewCode: 'XXXX-XXXX-XXXX',
    closing: 'Турбота про себе — не розкіш. Ми поруч, коли ви будете готові.',
  },
  pl: {
    title: 'Bon podarunkowy',
    sessions: (n, kind) =>
      `${n} ${polishPlural(n, 'sesja', 'sesje', 'sesji')} ${kind === 'couple' ? 'terapii dla par' : 'terapii indywidualnej'}`,
    forLabel: 'Dla',
    fromLabel: 'Od',
    codeLabel: 'Kod podarunkowy',
    howToRedeem: (site) =>
      `Aby skorzystać z prezentu, zaloguj się na ${site} i wpisz ten kod w sekcji „Kod podarunkowy”. ` +
      'Sesje pojawią się na Twoim koncie, a Ty w spokoju wybierzesz terapeutę i dogodny termin.',
    validUntil: (date) => `Ważny do ${date}`,
    previewNotice: 'Podgląd: prawdziwy kod pojawi się po opłaceniu',
    previewCode: 'XXXX-XXXX-XXXX',
    closing: 'Troska o siebie to nie luksus. Jesteśmy tu dla Ciebie, kiedy tylko poczujesz, że to ten moment.',
  },
  ro: {
    title: 'Certificat cadou',
    sessions: (n, kind) =>
      `${n} ${n === 1 ? 'ședință' : n % 100 >= 20 || n % 100 === 0 ? 'de ședințe' : 'ședințe'} ${
        kind === 'couple' ? 'de terapie de cuplu' : 'de terapie individuală'
      }`,
    forLabel: 'Pentru',
    fromLabel: 'De la',
    codeLabel: 'Codul cadoului',
    howToRedeem: (site) =>
      `Pentru a folosi cadoul, autentificați-vă pe ${site} și introduceți acest cod în secțiunea „Cod cadou”. ` +
      'Ședințele vor apărea în contul dumneavoastră, iar terapeutul și ora potrivită le alegeți în liniște.',
    validUntil: (date) => `Valabil până la ${date}`,
    previewNotice: 'Previzualizare: codul adevărat apare după plată',
    previewCode: 'XXXX-XXXX-XXXX',
    closing: 'Grija față de sine nu este un lux. Suntem alături de dumneavoastră atunci când simțiți că e momentul.',
  },
  en: {
    title: 'Gift certificate',
    sessions: (n, kind) =>
      `${n} ${n === 1 ? 'session' : 'sessions'} of ${kind === 'couple' ? 'couples' : 'individual'} therapy`,
    forLabel: 'For',
    fromLabel: 'From',
    codeLabel: 'Gift code',
    howToRedeem: (site) =>
      `To use this gift, sign in at ${site} and enter the code under “Gift code”. ` +
      'The sessions will appear in your account, and you can choose a therapist and a time that suits you, at your own pace.',
    validUntil: (date) => `Valid until ${date}`,
    previewNotice: 'Preview: the real code appears after payment',
    previewCode: 'XXXX-XXXX-XXXX',
    closing: 'Looking after yourself is not a luxury. We are here whenever you feel ready.',
  },
};
