// What the client decides about a recurring series before confirming it: for every week the api checked,
// keep it, move it to one of that week's free alternatives, or drop it. Pure, so the widget, the saga and the
// tests read the same rules.
import { formatTime } from '@rozmova/web/client-time';

/** A series repeats every week or every second week, for 2 to 12 sessions (issue 24). */
export const SERIES_INTERVALS = [1, 2] as const;
export type SeriesInterval = (typeof SERIES_INTERVALS)[number];
export const SERIES_MIN_COUNT = 2;
export const SERIES_MAX_COUNT = 12;

export interface PlannedSlot {
  starts_at: string;
  ends_at: string;
}

/** One week of the api's preview: free at the wanted time, or taken with the nearest free times of that week. */
export interface PreviewOccurrence extends PlannedSlot {
  index: number;
  available: boolean;
  /** Why the wanted time is not free (the api's code); null when it is. */
  conflict: string | null;
  alternatives: PlannedSlot[];
}

export type OccurrenceChoice = { action: 'keep' } | { action: 'move'; starts_at: string } | { action: 'drop' };

/** A free week is kept; a taken one waits for the client's decision (null) — nothing is moved behind their back. */
export function initialChoices(preview: readonly PreviewOccurrence[]): Array<OccurrenceChoice | null> {
  return preview.map((o) => (o.available ? { action: 'keep' } : null));
}

/** The time a week ends up at, or null when it is dropped or not decided yet. */
export function chosenSlot(occurrence: PreviewOccurrence, choice: OccurrenceChoice | null): PlannedSlot | null {
  if (!choice || choice.action === 'drop') return null;
  if (choice.action === 'keep') return occurrence.available ? occurrence : null;
  return occurrence.alternatives.find((a) => a.starts_at === choice.starts_at) ?? null;
}

/** The times the series will be booked at, in order. */
export function plannedSlots(
  preview: readonly PreviewOccurrence[],
  choices: ReadonlyArray<OccurrenceChoice | null>,
): PlannedSlot[] {
  return preview
    .map((o, i) => chosenSlot(o, choices[i] ?? null))
    .filter((s): s is PlannedSlot => s !== null)
    .sort((a, b) => Date.parse(a.starts_at) - Date.parse(b.starts_at));
}

export type PlanProblem = 'undecided' | 'too_few' | null;

/** Why the series cannot be confirmed yet: a taken week still undecided, or fewer than two sessions left. */
export function planProblem(
  preview: readonly PreviewOccurrence[],
  choices: ReadonlyArray<OccurrenceChoice | null>,
): PlanProblem {
  if (preview.some((o, i) => chosenSlot(o, choices[i] ?? null) === null && choices[i]?.action !== 'drop')) {
    return 'undecided';
  }
  return plannedSlots(preview, choices).length < SERIES_MIN_COUNT ? 'too_few' : null;
}

/**
 * The client's clock time of a week when it differs from the first week's: the series keeps the therapist's
 * wall-clock time, so a clock change on one side only (spring and autumn differ between zones, or a client
 * outside Europe) moves the client's time. Null when the client sees the same time as in the first week.
 */
export function clientTimeShift(first: PlannedSlot, slot: PlannedSlot, clientZone: string): string | null {
  const base = formatTime(first.starts_at, clientZone, 'en');
  const here = formatTime(slot.starts_at, clientZone, 'en');
  return base === here ? null : here;
}
