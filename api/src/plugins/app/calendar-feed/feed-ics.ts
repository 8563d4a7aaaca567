// One person's sessions as an iCalendar feed (RFC 5545), written with ical-generator. Each session is one event
// whose UID is the booking's (the same UID as the reminder mail's .ics), with SEQUENCE from the booking, so a
// subscribed calendar moves its copy when the session moves and marks it cancelled when it is cancelled. Times
// carry the person's zone (TZID and a VTIMEZONE written from Intl), so a calendar shows them at the right
// wall-clock time on both sides of a DST change.
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { DateTime } from 'luxon';
import type { MarketLocale } from '@rozmova/contracts/markets';
import type { FeedBookingRow } from '../bookings/bookings-contract';
import { FEED_TEXTS } from './feed-texts';
import { vtimezone } from './vtimezone';

const DAY_MS = 86_400_000;

export interface FeedOwner {
  role: 'client' | 'therapist';
  locale: MarketLocale;
  timeZone: string;
}

export interface FeedLinks {
  /** The call page of a session. */
  join: (booking: FeedBookingRow) => string;
  /** Where the session is moved or cancelled. */
  manage: (booking: FeedBookingRow) => string;
}

export function feedIcs(owner: FeedOwner, bookings: FeedBookingRow[], links: FeedLinks, now: Date): string {
  const texts = FEED_TEXTS[owner.locale];
  const times = bookings.flatMap((b) => [new Date(b.starts_at).getTime(), new Date(b.ends_at).getTime()]);
  const from = Math.min(now.getTime(), ...times) - DAY_MS;
  const to = Math.max(now.getTime(), ...times) + DAY_MS;
  const calendar = ical({
    name: texts.calendarName,
    prodId: { company: 'Rozmova', product: 'Sessions', language: owner.locale.toUpperCase() },
    method: ICalCalendarMethod.PUBLISH,
    timezone: { name: owner.timeZone, generator: (zone) => vtimezone(zone, from, to) },
    ttl: 60 * 60,
  });
  const at = (value: Date) => DateTime.fromJSDate(new Date(value), { zone: owner.timeZone });
  for (const b of bookings) {
    const cancelled = b.status === 'cancelled';
    const summary =
      owner.role === 'therapist'
        ? texts.therapistSummary[b.service_kind]
        : texts.clientSummary(b.therapist_name ?? 'Rozmova');
    const join = links.join(b);
    const description = cancelled ? texts.cancelled : `${texts.join} ${join}\n${texts.manage} ${links.manage(b)}`;
    calendar.createEvent({
      id: `${b.id}@rozmova`,
      sequence: b.calendar_sequence,
      stamp: now,
      start: at(b.starts_at),
      end: at(b.ends_at),
      timezone: owner.timeZone,
      summary,
      description,
      ...(cancelled ? {} : { url: join, location: join }),
      status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  // ical-generator writes DTSTAMP in the calendar's zone, from the server's own clock fields and without the
  // zone; RFC 5545 wants it in UTC, so it is written here (the same instant on every event).
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  return calendar.toString().replace(/^DTSTAMP:.*$/gm, `DTSTAMP:${stamp}`);
}
