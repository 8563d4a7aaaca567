// Next week as a calendar week in a zone: Monday 00:00 to the Monday after, each at the zone's wall clock. A week
// that crosses a clock change is 167 or 169 hours long, which is why this is moment-timezone's work (docs/
// toolchain.md, T-2.3). Loaded on demand by get-next-week-preview, so moment stays out of the cabinet's first chunk.
import moment from 'moment-timezone/builds/moment-timezone-with-data-10-year-range';

/** The ISO week (Monday first) after the one `now` falls in, in `zone`; without a zone, UTC's week. */
export function nextWeekRange(now: Date, zone = 'UTC'): { from: string; to: string } {
  // add(1, 'week') on a zoned moment keeps the wall-clock time: the next Monday at 00:00, whatever the offset.
  const from = moment.tz(now, zone).startOf('isoWeek').add(1, 'week');
  const to = from.clone().add(1, 'week');
  return { from: from.toISOString(), to: to.toISOString() };
}
