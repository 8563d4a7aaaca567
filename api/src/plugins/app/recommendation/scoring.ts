// How the questionnaire's answers rank therapists. Pure: the caller loads therapists and their free
// slots, so the rules are tested without a database. The rules are written down in docs/recommendation.md.
import type { PreferredTime, RecommendationAnswers } from '@rozmova/shared/schemas/recommendation';

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

/** Specialisations that also count as working with couples. */
const COUPLE_WORK = new Set(['relationships', 'family', 'couples', 'couple']);

/** Which of the client's buckets an instant falls in, in the client's own zone. */
export function bucketsOf(instant: number, timeZone: string): PreferredTime[] {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', hourCycle: 'h23', weekday: 'short' }).formatToParts(new Date(instant));
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
    const matched = answers.concerns.filter((concern) => concern !== 'other' && c.specialisations.includes(concern));
    if (matched.length > 0) {
      points += matched.length * WEIGHTS.concern;
      reasons.unshift('concern_match');
    }
    if (rangeAsked) {
      points += WEIGHTS.price;
      reasons.push('price_match');
    }
    const fitting = c.freeStarts.filter((start) => bucketsOf(start, answers.timezone).some((b) => answers.preferred_times.includes(b)));
    if (fitting.length > 0) {
      points += WEIGHTS.time;
      reasons.push('time_match');
    }
    const soonest = Math.min(...c.freeStarts, Number.POSITIVE_INFINITY);
    if (soonest - now <= SOON_MS) {
      points += WEIGHTS.soon;
      reasons.push('soon_available');
    }
    if (answers.service_kind === 'couple' && c.specialisations.some((s) => COUPLE_WORK.has(s))) {
      points += WEIGHTS.couple;
      reasons.push('couple_experience');
    }
    ranked.push({ id: c.id, score: Math.round((points / max) * 100) / 100, reasons, soonest });
  }
  ranked.sort((a, b) => b.score - a.score || a.soonest - b.soonest || a.id.localeCompare(b.id));
  return ranked.slice(0, limit).map(({ id, score, reasons }) => ({ id, score, reasons }));
}
