// How the questionnaire's answers rank therapists. Pure: the caller loads therapists and their free
// slots, so the rules are tested without a database. The rules are written down in docs/recommendation.md.
import type {
  PreferredTime,
  RecommendationAnswers,
  RecommendationConcern,
} from '@rozmova/contracts/schemas/recommendation';

export interface Candidate {
  id: string;
  languages: string[];
  specialisations: string[];
  /** Price of the chosen session type in major units; null when the therapist does not offer it. */
  price: number | null;
  /** Free slot starts (ms) within the look-ahead window. */
  freeStarts: number[];
}

export interface Ranked {
  id: string;
  score: number;
  reasons: string[];
}

export const WEIGHTS = { concern: 3, price: 2, time: 2, soon: 1, couple: 1 } as const;
const SOON_MS = 7 * 86_400_000;

/**
 * Therapists write their specialisations in their own words and language ("depresja", "стосунки в парі",
 * "couples therapy"); a concern matches when a specialisation contains one of these stems (lower case),
 * in any of the four market languages or Russian.
 */
export const CONCERN_STEMS: Readonly<Record<RecommendationConcern, readonly string[]>> = {
  anxiety: ['anxiety', 'anxious', 'panic', 'lęk', 'panik', 'тривог', 'тривож', 'панічн', 'тревог', 'anxiet', 'panică'],
  depression: ['depress', 'low mood', 'depres', 'депрес', 'пригнічен'],
  relationships: [
    'relationship',
    'couple',
    'separation',
    'związ',
    'terapia par',
    'стосун',
    'пар',
    'relați',
    'cuplu',
    'отношен',
  ],
  family: ['family', 'parent', 'rodzin', 'rodzic', 'сім', 'батьк', 'famil', 'părin', 'семь'],
  stress_burnout: ['stress', 'burnout', 'stres', 'wypal', 'стрес', 'вигоран', 'epuiz', 'выгоран'],
  trauma: ['trauma', 'ptsd', 'war', 'relocation', 'травм', 'війн', 'wojn', 'război', 'пттр', 'emigra', 'relokac'],
  grief: ['grief', 'loss', 'bereave', 'żałob', 'strat', 'горе', 'втрат', 'doliu', 'pierder'],
  self_esteem: [
    'self-esteem',
    'self esteem',
    'confidence',
    'własnej wartości',
    'samoocen',
    'самооцін',
    'stima de sine',
    'самооцен',
  ],
  loneliness: ['lonel', 'isolation', 'samotn', 'самотн', 'singurăt', 'одиноч'],
  other: [],
};

export function specialisationMatches(concern: RecommendationConcern, specialisations: string[]): boolean {
  const stems = CONCERN_STEMS[concern];
  return specialisations.some((s) => {
    const text = s.toLowerCase();
    return text === concern || stems.some((stem) => text.includes(stem));
  });
}

/** Which of the client's buckets an instant falls in, in the client's own zone. */
export function bucketsOf(instant: number, timeZone: string): PreferredTime[] {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    hourCycle: 'h23',
    weekday: 'short',
  }).formatToParts(new Date(instant));
  const hour = Number(parts.find((p) => p.type === 'hour')?.value ?? '0');
  const weekday = parts.find((p) => p.type === 'weekday')?.value ?? '';
  const out: PreferredTime[] = [hour < 12 ? 'morning' : hour < 17 ? 'afternoon' : 'evening'];
  if (weekday === 'Sat' || weekday === 'Sun') out.push('weekend');
  return out;
}

/**
 * Hard rules first (a shared language, the session type offered, the price inside the range), then
 * points for what the client asked for. Ties go to the sooner free time, then the id, so the order
 * is stable.
 */
export function rank(answers: RecommendationAnswers, candidates: Candidate[], now: number, limit: number): Ranked[] {
  const ranked: Array<Ranked & { soonest: number }> = [];
  const rangeAsked = answers.price_min !== undefined || answers.price_max !== undefined;
  // The best possible score for these answers, so 1 means "fits everything that was asked".
  const max =
    answers.concerns.filter((c) => c !== 'other').length * WEIGHTS.concern +
    (rangeAsked ? WEIGHTS.price : 0) +
    WEIGHTS.time +
    WEIGHTS.soon +
    (answers.service_kind === 'couple' ? WEIGHTS.couple : 0);
  for (const c of candidates) {
    if (c.price === null) continue;
    if (!c.languages.includes(answers.language)) continue;
    if (answers.price_min !== undefined && c.price < answers.price_min) continue;
    if (answers.price_max !== undefined && c.price > answers.price_max) continue;
    let points = 0;
    const reasons: string[] = ['language_match'];
    const matched = answers.concerns.filter((concern) => specialisationMatches(concern, c.specialisations));
    if (matched.length > 0) {
      points += matched.length * WEIGHTS.concern;
      reasons.unshift('concern_match');
    }
    if (rangeAsked) {
      points += WEIGHTS.price;
      reasons.push('price_match');
    }
    const fitting = c.freeStarts.filter((start) =>
      bucketsOf(start, answers.timezone).some((b) => answers.preferred_times.includes(b)),
    );
    if (fitting.length > 0) {
      points += WEIGHTS.time;
      reasons.push('time_match');
    }
    const soonest = Math.min(...c.freeStarts, Number.POSITIVE_INFINITY);
    if (soonest - now <= SOON_MS) {
      points += WEIGHTS.soon;
      reasons.push('soon_available');
    }
    if (
      answers.service_kind === 'couple' &&
      (specialisationMatches('relationships', c.specialisations) || specialisationMatches('family', c.specialisations))
    ) {
      points += WEIGHTS.couple;
      reasons.push('couple_experience');
    }
    ranked.push({ id: c.id, score: Math.round((points / max) * 100) / 100, reasons, soonest });
  }
  ranked.sort((a, b) => b.score - a.score || a.soonest - b.soonest || a.id.localeCompare(b.id));
  return ranked.slice(0, limit).map(({ id, score, reasons }) => ({ id, score, reasons }));
}
