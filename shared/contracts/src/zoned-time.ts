// The one wall-clock primitive of the api and the browser: an IANA zone's offset from UTC at an instant,
// from Intl (ICU's tz data) and UTC Date methods only, so nothing depends on the machine's own TZ. The
// api's scheduling (api/src/plugins/app/scheduling/zoned-time.ts) and the client's dates
// (@rozmova/web/client-time) build on it.

const MINUTE_MS = 60_000;

const formatters = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone; throws a RangeError for a zone the runtime does not know. */
function formatterFor(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

export function isValidTimeZone(zone: string): boolean {
  if (typeof zone !== 'string' || zone.length === 0 || zone.length > 64) return false;
  try {
    formatterFor(zone);
    return true;
  } catch {
    return false;
  }
}

/** Offset of the zone from UTC at an instant, in minutes (Kyiv in summer: +180). */
export function offsetMinutesAt(zone: string, epochMs: number): number {
  const parts = formatterFor(zone).formatToParts(new Date(epochMs));
  const get = (type: Intl.DateTimeFormatPartTypes): number =>
    Number(parts.find((part) => part.type === type)?.value ?? 0);
  const wall = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  const instant = Math.floor(epochMs / 1000) * 1000;
  return Math.round((wall - instant) / MINUTE_MS);
}
