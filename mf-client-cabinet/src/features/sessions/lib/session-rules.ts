// When a session can be joined, cancelled free of charge or moved, from its own times (the api decides
// again on every call; these only choose what the page offers).
import { canChangeFree } from '@rozmova/contracts/booking-terms';
import type { Appointment } from '../api/sessions-api';

/** The join button is live from this long before the start until the end. */
export const JOIN_OPENS_BEFORE_MS = 10 * 60_000;

export type JoinState = 'not_yet' | 'open' | 'over';

export function joinState(appointment: Pick<Appointment, 'starts_at' | 'ends_at' | 'status'>, now: number): JoinState {
  if (appointment.status !== 'confirmed') return 'over';
  const start = Date.parse(appointment.starts_at);
  if (now < start - JOIN_OPENS_BEFORE_MS) return 'not_yet';
  return now < Date.parse(appointment.ends_at) ? 'open' : 'over';
}

/** Whole minutes, hours and days until the start, for the countdown. */
export function timeUntil(iso: string, now: number): { days: number; hours: number; minutes: number } {
  const totalMinutes = Math.max(0, Math.ceil((Date.parse(iso) - now) / 60_000));
  return {
    days: Math.floor(totalMinutes / 1440),
    hours: Math.floor((totalMinutes % 1440) / 60),
    minutes: totalMinutes % 60,
  };
}

export function callKind(appointment: Pick<Appointment, 'service_kind'>): 'personal' | 'couple' {
  return appointment.service_kind === 'couple' ? 'couple' : 'personal';
}

/** Only the client who booked may cancel or move it, and only before it starts. */
export function canCancel(appointment: Appointment, now: number): boolean {
  return appointment.role === 'client' && appointment.status === 'confirmed' && Date.parse(appointment.starts_at) > now;
}

/** The one rule (contracts' booking-terms), the same the api applies and the booking and result pages show. */
export function isFreeCancellation(appointment: Pick<Appointment, 'starts_at'>, now: number): boolean {
  return canChangeFree(appointment.starts_at, now);
}

/** Moving follows the same 24 h rule as a free cancellation. */
export function canReschedule(appointment: Appointment, now: number): boolean {
  return canCancel(appointment, now) && isFreeCancellation(appointment, now);
}

/** The next session: the first upcoming one that is confirmed and not over. */
export function nextSession(upcoming: Appointment[], now: number): Appointment | null {
  return upcoming.find((a) => a.status === 'confirmed' && Date.parse(a.ends_at) > now) ?? null;
}
