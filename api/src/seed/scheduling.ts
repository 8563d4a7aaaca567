// Demo therapists: a profile, a portrait and weekly hours for therapist1..8@demo.example (two per market), so
// every market lists therapists with free slots from the first start. Runs after seed/core.ts.
import type { FastifyInstance } from 'fastify';
import type { MarketLocale } from '@rozmova/contracts/markets';
import { therapistsRepository } from '../plugins/app/therapists/therapists-repository';
import { workTimeRepository } from '../plugins/app/scheduling/work-time-repository';
import type { WeeklyInterval } from '../plugins/app/scheduling/slots';

interface DemoProfile {
  email: string;
  market: MarketLocale;
  timeZone: string;
  bio: string;
  languages: string[];
  specialisations: string[];
  /** Minor units; null keeps the market default. */
  personalPriceMinor: number | null;
  couplePriceMinor: number | null;
  offersCouple: boolean;
  bufferMinutes: number;
  colours: [string, string];
  weekly: WeeklyInterval[];
}

const weekdays = (days: number[], start: string, end: string): WeeklyInterval[] =>
  days.map((weekday) => ({ weekday, start, end }));

export const DEMO_PROFILES: readonly DemoProfile[] = [
  {
    email: 'therapist1@demo.example',
    market: 'ua',
    timeZone: 'Europe/Kiev',
    bio: 'Клінічна психологиня, працюю в когнітивно-поведінковій терапії понад десять років. Допомагаю людям, які живуть із тривогою, панічними атаками та наслідками травматичних подій. У нашій розмові ви можете йти у власному темпі.',
    languages: ['uk', 'en'],
    specialisations: ['тривожність', 'панічні атаки', 'травма', 'КПТ'],
    personalPriceMinor: null,
    couplePriceMinor: null,
    offersCouple: false,
    bufferMinutes: 10,
    colours: ['#25A9C4', '#1B7F94'],
    weekly: [
      ...weekdays([1, 2, 3, 4, 5], '09:00', '13:00'),
      ...weekdays([1, 3], '15:00', '19:00'),
      ...weekdays([6], '10:00', '14:00'),
    ],
  },
  {
    email: 'therapist2@demo.example',
    market: 'ua',
    timeZone: 'Europe/Kiev',
    bio: 'Сімейний психотерапевт. Працюю з парами, які переживають кризу стосунків, втрату довіри чи народження дитини, а також з чоловіками, яким важко говорити про свої почуття. Вірю, що кожна пара може навчитися чути одне одного.',
    languages: ['uk', 'ru'],
    specialisations: ['стосунки в парі', 'сімейна терапія', 'втрата та горе'],
    personalPriceMinor: 150000,
    couplePriceMinor: 210000,
    offersCouple: true,
    bufferMinutes: 15,
    colours: ['#55C568', '#2F8F40'],
    weekly: [...weekdays([2, 3, 4, 5], '12:00', '20:00'), ...weekdays([7], '10:00', '14:00')],
  },
  {
    email: 'therapist3@demo.example',
    market: 'pl',
    timeZone: 'Europe/Warsaw',
    bio: 'Psycholożka i psychoterapeutka psychodynamiczna. Towarzyszę osobom w depresji, wypaleniu zawodowym i trudnych zmianach życiowych. Rozmawiamy spokojnie, bez oceniania, tak długo, jak potrzebujesz.',
    languages: ['pl', 'en'],
    specialisations: ['depresja', 'wypalenie zawodowe', 'poczucie własnej wartości'],
    personalPriceMinor: null,
    couplePriceMinor: null,
    offersCouple: true,
    bufferMinutes: 10,
    colours: ['#8E6CC7', '#5E4396'],
    weekly: [...weekdays([1, 2, 3, 4], '08:00', '12:00'), ...weekdays([1, 2, 3, 4, 5], '16:00', '20:00')],
  },
  {
    email: 'therapist4@demo.example',
    market: 'pl',
    timeZone: 'Europe/Warsaw',
    bio: 'Terapeuta par i rodzin w nurcie systemowym. Pomagam parom odbudować bliskość i zaufanie, a rodzicom odnaleźć się w nowych rolach. Pracuję też z osobami w żałobie.',
    languages: ['pl', 'uk'],
    specialisations: ['terapia par', 'rodzicielstwo', 'żałoba'],
    personalPriceMinor: 22000,
    couplePriceMinor: 32000,
    offersCouple: true,
    bufferMinutes: 10,
    colours: ['#E58E3C', '#B5651D'],
    weekly: [...weekdays([1, 3, 5], '10:00', '18:00'), ...weekdays([6], '09:00', '13:00')],
  },
  {
    email: 'therapist5@demo.example',
    market: 'ro',
    timeZone: 'Europe/Bucharest',
    bio: 'Psihoterapeută integrativă, lucrez cu adulți care trec prin anxietate, atacuri de panică sau doliu. Împreună căutăm, fără grabă, ce vă poate aduce mai multă liniște în viața de zi cu zi.',
    languages: ['ro', 'en'],
    specialisations: ['anxietate', 'atacuri de panică', 'doliu'],
    personalPriceMinor: null,
    couplePriceMinor: null,
    offersCouple: false,
    bufferMinutes: 10,
    colours: ['#D4577B', '#A33158'],
    weekly: [...weekdays([1, 2, 3, 4, 5], '10:00', '14:00'), ...weekdays([2, 4], '17:00', '21:00')],
  },
  {
    email: 'therapist6@demo.example',
    market: 'ro',
    timeZone: 'Europe/Bucharest',
    bio: 'Psiholog clinician și terapeut de cuplu. Sprijin cuplurile în perioade de criză și persoanele care se confruntă cu stres cronic sau epuizare. Cred în puterea unei conversații sincere.',
    languages: ['ro', 'en', 'fr'],
    specialisations: ['terapie de cuplu', 'stres', 'epuizare'],
    personalPriceMinor: 25000,
    couplePriceMinor: 180000,
    offersCouple: true,
    bufferMinutes: 15,
    colours: ['#3C7BE5', '#1F52A8'],
    weekly: [...weekdays([1, 2, 3, 4], '12:00', '20:00'), ...weekdays([6], '10:00', '14:00')],
  },
  {
    email: 'therapist7@demo.example',
    market: 'en',
    timeZone: 'Europe/London',
    bio: 'Accredited counsellor and CBT therapist. I work with adults facing anxiety, low mood and work stress, and with people settling into life in a new country. Sessions are a calm space to be heard.',
    languages: ['en', 'uk'],
    specialisations: ['anxiety', 'low mood', 'work stress', 'relocation'],
    personalPriceMinor: null,
    couplePriceMinor: null,
    offersCouple: false,
    bufferMinutes: 10,
    colours: ['#2BA37E', '#1A7257'],
    weekly: [...weekdays([1, 2, 3, 4, 5], '08:00', '12:00'), ...weekdays([2, 4], '18:00', '21:00')],
  },
  {
    email: 'therapist8@demo.example',
    market: 'en',
    timeZone: 'Europe/London',
    bio: 'Couples and family psychotherapist. I help partners who feel stuck in the same arguments find their way back to each other, and support parents through separation. Warm, practical and unhurried.',
    languages: ['en', 'pl'],
    specialisations: ['couples therapy', 'separation', 'family conflict'],
    personalPriceMinor: 8500,
    couplePriceMinor: 12000,
    offersCouple: true,
    bufferMinutes: 15,
    colours: ['#C7A23C', '#8F7220'],
    weekly: [...weekdays([1, 2, 3, 4, 5], '13:00', '20:00'), ...weekdays([6], '09:00', '12:00')],
  },
];

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');
}

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A 400x400 portrait card: gradient, a head-and-shoulders silhouette and the initials. No external assets. */
export function portraitSvg(name: string, colours: [string, string]): string {
  const [from, to] = colours;
  return `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400" role="img" aria-label="${escapeXml(name)}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${from}"/>
      <stop offset="1" stop-color="${to}"/>
    </linearGradient>
  </defs>
  <rect width="400" height="400" fill="url(#bg)"/>
  <circle cx="200" cy="150" r="78" fill="#ffffff" fill-opacity="0.22"/>
  <path d="M60 400 C60 300 120 250 200 250 C280 250 340 300 340 400 Z" fill="#ffffff" fill-opacity="0.22"/>
  <text x="200" y="176" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="76" font-weight="700" fill="#ffffff">${escapeXml(initials(name))}</text>
</svg>
`;
}

export async function seed(app: FastifyInstance): Promise<void> {
  await app.db.tx(async (q) => {
    for (const profile of DEMO_PROFILES) {
      const { rows } = await q.query<{ id: string; name: string }>('SELECT id, name FROM users WHERE email = $1', [
        profile.email,
      ]);
      const user = rows[0];
      if (!user) continue;
      await therapistsRepository.create(q, user.id, {
        market: profile.market,
        displayName: user.name,
        bios: { [profile.market]: profile.bio },
        languages: profile.languages,
        specialisations: profile.specialisations,
        timeZone: profile.timeZone,
        bufferMinutes: profile.bufferMinutes,
        personalPriceMinor: profile.personalPriceMinor,
        couplePriceMinor: profile.couplePriceMinor,
        offersPersonal: true,
        offersCouple: profile.offersCouple,
        photo: { data: Buffer.from(portraitSvg(user.name, profile.colours), 'utf8'), mime: 'image/svg+xml' },
      });
      await workTimeRepository.replaceWeekly(q, user.id, profile.weekly);
    }
  });
}
