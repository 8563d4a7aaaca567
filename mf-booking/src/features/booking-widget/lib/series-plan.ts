// What the client decides about a recurring series before confirming it: for every week the api checked,
// keep it, move it to one of that week's free alternatives, or drop it. Pure, so the widget, the saga and the
// tests read the same rules.
import type { FromSchema } from 'json-schema-to-ts';
import {
  SERIES_CADENCES,
  SERIES_MIN_COUNT,
  type seriesPreviewOccurrenceSchema,
} from '@rozmova/contracts/schemas/series';

export { SERIES_MAX_COUNT, SERIES_MIN_COUNT } from '@rozmova/contracts/schemas/series';

/** Every week or every second week (the contract's cadences). */
export const SERIES_INTERVALS = SERIES_CADENCES;
export type SeriesInterval = (typeof SERIES_CADENCES)[number];

export interface PlannedSlot {
  starts_at: string;
  ends_at: string;
}

/** One week of the api's preview: free at the wanted time, or taken with the nearest free times of that week. */
export type PreviewOccurrence = FromSchema<typeof seriesPreviewOccurrenceSchema>;

export type OccurrenceChoice = { action: 'keep' } | { action: 'move'; starts_at: string } | { action: 'drop' };

/** A free week is kept; a taken one waits for the client's decision (null) — nothing is moved behind their back. */
export function initialChoices(preview: readonly PreviewOccurrence[]): Array<OccurrenceChoice | null> {
  return preview.map((o) => (o.status === 'free' ? { action: 'keep' } : null));
}

/** The time a week ends up at, or null when it is dropped or not decided yet. */
export function chosenSlot(occurrence: PreviewOccurrence, choice: OccurrenceChoice | null): PlannedSlot | null {
  if (!choice || choice.action === 'drop') return null;
  if (choice.action === 'keep') return occurrence.status === 'free' ? occurrence : null;
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
 * The client's clock time of a week when a clock change (on one side only) moves it away from the first week's,
 * as the api worked it out in the client's zone; null when the client sees the usual time. A week moved to
 * another time has its own time anyway and needs no note.
 */
export function clockChangeNote(
  occurrence: PreviewOccurrence,
  choice: OccurrenceChoice | null,
): { usual: string; time: string } | null {
  if (!occurrence.client_shift || choice?.action === 'move') return null;
  return { usual: occurrence.client_shift.usual_client_time, time: occurrence.client_shift.client_time };
}
