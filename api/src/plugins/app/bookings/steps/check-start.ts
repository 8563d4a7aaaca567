// Step: can this start time ever be booked, before asking whether it is free, so the caller hears "in the past" /
// "too soon" / "too far ahead" instead of "taken". Clients are held to the therapist's notice and horizon (exactly
// the bounds the slot list uses); therapists only to the past, a far limit and the 5-minute grid.
import { isBookableStart } from '@rozmova/contracts/booking-terms';
import { ApiError } from '../../../../errors';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** Sessions start on this grid (the slot list's, and what a therapist may pick by hand). */
export const GRID_MS = 5 * MINUTE_MS;
/**
 * How far ahead a therapist may place or move a session by hand (outside their published hours): their own
 * booking horizon or a year, whichever is longer.
 */
export const THERAPIST_MAX_AHEAD_DAYS = 366;

export interface StartRules {
  horizonDays: number;
  noticeMinutes: number;
}

/** The horizon, in days, that `by` is held to. */
export function horizonDaysFor(rules: Pick<StartRules, 'horizonDays'>, by: 'client' | 'therapist'): number {
  return by === 'client' ? rules.horizonDays : Math.max(rules.horizonDays, THERAPIST_MAX_AHEAD_DAYS);
}

export function checkStart(rules: StartRules, start: number, by: 'client' | 'therapist', now: number): void {
  if (start <= now) {
    throw new ApiError(400, 'starts_in_past', 'The session must start in the future.', [
      { field: 'starts_at', rule: 'future' },
    ]);
  }
  const horizonDays = horizonDaysFor(rules, by);
  if (start >= now + horizonDays * DAY_MS) {
    throw new ApiError(400, 'beyond_horizon', `Sessions can be booked at most ${horizonDays} days ahead.`, [
      { field: 'starts_at', rule: 'horizon', horizon_days: horizonDays },
    ]);
  }
  if (by === 'client' && !isBookableStart(start, now, rules.noticeMinutes)) {
    throw new ApiError(
      400,
      'too_short_notice',
      `Sessions with this therapist are booked at least ${rules.noticeMinutes} minutes ahead.`,
      [{ field: 'starts_at', rule: 'min_notice', notice_minutes: rules.noticeMinutes }],
    );
  }
}

/**
 * A therapist's (or an admin's) own start time: outside the published hours is allowed, but not in the past, too
 * far ahead or off the 5-minute grid.
 */
export function checkTherapistStart(rules: StartRules, start: number, now: number): void {
  // Stryker disable next-line StringLiteral: checkStart only asks whether `by` is 'client'; any other is a therapist
  checkStart(rules, start, 'therapist', now);
  if (start % GRID_MS !== 0)
    throw new ApiError(400, 'validation_failed', 'Sessions start on a 5-minute grid.', [
      { field: 'starts_at', rule: 'grid_5_minutes' },
    ]);
}
