// An iCalendar (RFC 5545) file for one session: start and end in UTC, the join link, and until when it can
// be cancelled free of charge. Built in the browser from the appointment, so nothing more is asked of the api.
import { escapeIcsText, icsCalendar, icsStamp } from '@rozmova/contracts/ics';
import type { Appointment } from '../api/sessions-api';

export interface IcsTexts {
  summary: string;
  description: string;
}

export { escapeIcsText as escapeText, foldIcsLine as foldLine } from '@rozmova/contracts/ics';

export function buildIcs(appointment: Appointment, joinUrl: string, texts: IcsTexts, now: Date = new Date()): string {
  return icsCalendar('-//Rozmova//Client cabinet//EN', [
    `UID:${appointment.id}@rozmova`,
    `DTSTAMP:${icsStamp(now)}`,
    `DTSTART:${icsStamp(appointment.starts_at)}`,
    `DTEND:${icsStamp(appointment.ends_at)}`,
    `SUMMARY:${escapeIcsText(texts.summary)}`,
    `DESCRIPTION:${escapeIcsText(texts.description)}`,
    `URL:${joinUrl}`,
    `LOCATION:${escapeIcsText(joinUrl)}`,
    'STATUS:CONFIRMED',
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `DESCRIPTION:${escapeIcsText(texts.summary)}`,
    'TRIGGER:-PT15M',
    'END:VALARM',
  ]);
}

export function icsDataUrl(ics: string): string {
  return `data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`;
}
