// The rules of session reminders without a database (issue 30): who gets one, which kind is due, whether a
// session read for the scan is still the one it was read as, whether a queued reminder may still leave, and what
// a client's cabinet lists. `reminders/index.ts` runs the SQL and asks these functions.
import { FREE_CANCELLATION_MS } from '@rozmova/contracts/booking-terms';
import type { ReminderKind, ReminderRecipient } from './reminder-texts';

const HOUR_MS = 3_600_000;
/**
 * How long before the start each reminder leaves. The day-before one goes 25 hours ahead: free cancellation
 * closes 24 hours before (R-4.x), so the reminder still leaves the client an hour to cancel or move free of
 * charge, and says until when. The other one goes an hour before the start.
 */
export const REMINDER_OFFSETS_MS: Record<ReminderKind, number> = {
  '24h': FREE_CANCELLATION_MS + HOUR_MS,
  '1h': HOUR_MS,
};

export type ReminderState = 'scheduled' | 'queued' | 'sent' | 'failed' | 'cancelled' | 'off';

/** The kind due for a session starting at `startsAt` seen at `now`: the hour-before one from an hour ahead on. */
export function dueKind(startsAt: Date, now: Date): ReminderKind {
  return startsAt.getTime() - now.getTime() <= REMINDER_OFFSETS_MS['1h'] ? '1h' : '24h';
}

/** A recipient as the database knows them; `null` when they have no account (or no address). */
export interface MaybeRecipient<P extends { wantsReminders: boolean }> {
  client: P | null;
  /** The couple partner: their account when they have one, else a stand-in built from the invited address. */
  partner: P | null;
  therapist: P | null;
}

/**
 * Who gets a reminder, in the order they are written: the client, the partner of a couple session, the
 * therapist; each only while their own notification setting (`wantsReminders`) is on. A partner is only
 * asked for on a couple session with an invited address.
 */
export function reminderRecipients<P extends { wantsReminders: boolean }>(
  people: MaybeRecipient<P>,
): Array<{ role: ReminderRecipient; who: P }> {
  const out: Array<{ role: ReminderRecipient; who: P }> = [];
  if (people.client?.wantsReminders) out.push({ role: 'client', who: people.client });
  if (people.partner?.wantsReminders) out.push({ role: 'partner', who: people.partner });
  if (people.therapist?.wantsReminders) out.push({ role: 'therapist', who: people.therapist });
  return out;
}

/** Whether a session has a partner to remind: a couple session with an invited address. */
export function remindsPartner(serviceKind: 'personal' | 'couple', partnerEmail: string | null): boolean {
  return serviceKind === 'couple' && Boolean(partnerEmail);
}

/**
 * The scan read a confirmed session starting at `readStart`; locked again, it is `locked` (null when it is no
 * longer confirmed). Reminders are written only when it still starts at the same instant: a cancellation or a
 * move that committed meanwhile wins.
 */
export function stillAsRead(readStart: Date, locked: { starts_at: Date } | null): boolean {
  return locked !== null && new Date(locked.starts_at).getTime() === readStart.getTime();
}

/**
 * The outbox's last look before a reminder leaves: null lets it go, a text stops it. It goes only while the
 * session is confirmed and starts at the instant the reminder was written for; a moved session's old reminder
 * would give the wrong time, and the moved session gets its own.
 */
export function reminderSendBlock(
  session: { status: string; starts_at: Date } | null,
  reminderStart: Date,
): string | null {
  if (!session) return null;
  const ok = session.status === 'confirmed' && new Date(session.starts_at).getTime() === reminderStart.getTime();
  return ok ? null : 'not sent: the session was cancelled or moved';
}

/**
 * The kinds a client's cabinet lists for a session: each one that was written, each one still ahead, and both
 * for a session no longer confirmed. A reminder whose moment passed without a mail (the session was booked
 * later) is not listed.
 */
export function listedKinds(
  startsAt: Date,
  now: number,
  status: string,
  written: ReadonlyArray<{ kind: ReminderKind }>,
): ReminderKind[] {
  return (['24h', '1h'] as const).filter(
    (kind) =>
      written.some((s) => s.kind === kind) ||
      startsAt.getTime() - REMINDER_OFFSETS_MS[kind] > now ||
      status !== 'confirmed',
  );
}

/**
 * The state shown for a reminder not written yet: cancelled with its session, off when the person looking (the
 * client, or the couple partner with an account of their own) turned reminders off, as the scan then writes none.
 */
export function unwrittenState(status: string, notify: boolean): ReminderState {
  if (status !== 'confirmed') return 'cancelled';
  return notify ? 'scheduled' : 'off';
}
