// An iCalendar (RFC 5545) file for one session: start and end in UTC, the join link, and until when it can
// be cancelled free of charge. Built in the browser from the appointment, so nothing more is asked of the api.
import type { Appointment } from '../api/sessions-api';

export interface IcsTexts {
  summary: string;
  description: string;
}

const stamp = (iso: string): string => {
  const compact = new Date(iso).toISOString().replace(/[-:]/g, '');
  // Stryker disable next-line Regex: toISOString ends in ".sssZ" and has it once, so the anchor changes nothing.
  return compact.replace(/\.\d{3}Z$/, 'Z');
};

/** Text values escape backslash, semicolon, comma and line breaks. */
export function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Lines longer than 75 octets continue on the next line after a space (never inside a UTF-8 sequence). */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (size + bytes > limit) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += bytes;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export function buildIcs(appointment: Appointment, joinUrl: string, texts: IcsTexts, now: Date = new Date()): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Rozmova//Client cabinet//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${appointment.id}@rozmova`,
    `DTSTAMP:${stamp(now.toISOString())}`,
    `DTSTART:${stamp(appointment.starts_at)}`,
    `DTEND:${stamp(appointment.ends_at)}`,
    `SUMMARY:${escapeText(texts.summary)}`,
    `DESCRIPTION:${escapeText(texts.description)}`,
    `URL:${joinUrl}`,
    `LOCATION:${escapeText(joinUrl)}`,
    'STATUS:CONFIRMED',
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `DESCRIPTION:${escapeText(texts.summary)}`,
    'TRIGGER:-PT15M',
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

export function icsDataUrl(ics: string): string {
  return `data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`;
}
