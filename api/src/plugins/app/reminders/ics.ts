// A session as an iCalendar event (RFC 5545): UTC times, so every calendar shows it in its own zone. The
// UID is the booking's, and SEQUENCE grows with each move, so a calendar updates the event it already has.
import { escapeIcsText, icsCalendar, icsStamp } from '@rozmova/contracts/ics';

export interface CalendarEvent {
  uid: string;
  sequence: number;
  startsAt: Date;
  endsAt: Date;
  summary: string;
  description: string;
  url: string;
  now: Date;
}

export function sessionIcs(e: CalendarEvent): string {
  return icsCalendar('-//Rozmova//Sessions//EN', [
    `UID:${e.uid}`,
    `SEQUENCE:${e.sequence}`,
    `DTSTAMP:${icsStamp(e.now)}`,
    `DTSTART:${icsStamp(e.startsAt)}`,
    `DTEND:${icsStamp(e.endsAt)}`,
    `SUMMARY:${escapeIcsText(e.summary)}`,
    `DESCRIPTION:${escapeIcsText(e.description)}`,
    `URL:${e.url}`,
    `LOCATION:${escapeIcsText(e.url)}`,
  ]);
}
