// A VTIMEZONE (RFC 5545 3.6.5) for an IANA zone, written from the same Intl data the slots are computed with, so
// it is exactly as current as the server's ICU: each offset change in the feed's span is one observance with its
// own DTSTART, no RRULE to go stale when a country changes its rules.
import { offsetTransitions } from '../scheduling/scheduling-contract';

const MINUTE_MS = 60_000;

function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}${String(abs % 60).padStart(2, '0')}`;
}

/** Local date-time text (YYYYMMDDTHHMMSS) of an instant at a fixed offset. */
function localText(instant: number, offsetMinutes: number): string {
  return new Date(instant + offsetMinutes * MINUTE_MS).toISOString().slice(0, 19).replace(/[-:]/g, '');
}

/** The zone's observances from `from` to `to` (ms); a change to a larger offset is DAYLIGHT, to a smaller STANDARD. */
export function vtimezone(zone: string, from: number, to: number): string {
  const { initial, changes } = offsetTransitions(zone, from, to);
  const lines = ['BEGIN:VTIMEZONE', `TZID:${zone}`];
  const observance = (kind: 'STANDARD' | 'DAYLIGHT', start: string, fromOffset: number, toOffset: number) =>
    lines.push(
      `BEGIN:${kind}`,
      `DTSTART:${start}`,
      `TZOFFSETFROM:${offsetText(fromOffset)}`,
      `TZOFFSETTO:${offsetText(toOffset)}`,
      `END:${kind}`,
    );
  const firstIsDaylight = changes[0] ? changes[0].toOffset < changes[0].fromOffset : false;
  observance(firstIsDaylight ? 'DAYLIGHT' : 'STANDARD', localText(from, initial), initial, initial);
  for (const change of changes) {
    // DTSTART is the wall-clock time of the change as read before it (03:00 CEST for the autumn change in Warsaw).
    observance(
      change.toOffset > change.fromOffset ? 'DAYLIGHT' : 'STANDARD',
      localText(change.at, change.fromOffset),
      change.fromOffset,
      change.toOffset,
    );
  }
  lines.push('END:VTIMEZONE');
  return lines.join('\r\n');
}
