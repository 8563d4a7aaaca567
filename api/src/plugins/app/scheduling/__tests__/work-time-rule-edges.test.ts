// The working-hour rules at their exact edges (issue 30), as the therapist reads them in the api's answer: each
// problem named once with its field, rule and message; an interval of zero length; overlaps found whatever the
// order the intervals came in, on Sunday too; special days exactly 400 days ahead, and dates to clear.
import { validateDatesToClear, validateDateOverrides, validateWeeklyIntervals } from '../work-time-rules';
import { dateToDayNumber } from '../zoned-time';

const monday = (start: string, end: string) => ({ weekday: 1, start, end });

describe('one interval', () => {
  it('names each malformed or off-grid time with its own message', () => {
    expect(
      validateWeeklyIntervals([
        monday('25:00', '26:00'),
        monday('09:03', '17:02'),
        monday('09:00', 'noon'),
        monday('xx', '12:00'),
      ]),
    ).toEqual([
      { field: 'intervals[0].start', rule: 'time_format', message: 'use HH:MM from 00:00 to 23:55' },
      { field: 'intervals[0].end', rule: 'time_format', message: 'use HH:MM from 00:05 to 24:00' },
      { field: 'intervals[1].start', rule: 'grid_5_minutes', message: 'times must be on a 5-minute grid' },
      { field: 'intervals[1].end', rule: 'grid_5_minutes', message: 'times must be on a 5-minute grid' },
      { field: 'intervals[2].end', rule: 'time_format', message: 'use HH:MM from 00:05 to 24:00' },
      { field: 'intervals[3].start', rule: 'time_format', message: 'use HH:MM from 00:00 to 23:55' },
    ]);
  });

  it('an interval with a bad time is not also judged for its order or overlaps', () => {
    expect(validateWeeklyIntervals([monday('09:03', '09:00')])).toEqual([
      { field: 'intervals[0].start', rule: 'grid_5_minutes', message: 'times must be on a 5-minute grid' },
    ]);
    expect(validateWeeklyIntervals([monday('09:00', '12:02'), monday('12:00', '13:00')])).toEqual([
      { field: 'intervals[0].end', rule: 'grid_5_minutes', message: 'times must be on a 5-minute grid' },
    ]);
    expect(validateWeeklyIntervals([monday('xx', '12:00'), monday('10:00', '11:00')])).toEqual([
      { field: 'intervals[0].start', rule: 'time_format', message: 'use HH:MM from 00:00 to 23:55' },
    ]);
  });

  it('an interval that ends when it starts is refused; one 5 minutes long is fine', () => {
    expect(validateWeeklyIntervals([monday('09:00', '09:00')])).toEqual([
      { field: 'intervals[0].end', rule: 'end_before_start', message: 'the end must be after the start' },
    ]);
    expect(validateWeeklyIntervals([monday('09:00', '09:05')])).toEqual([]);
  });
});

describe('overlaps', () => {
  it('are found whatever order the intervals came in, and named against the earlier one', () => {
    expect(
      validateWeeklyIntervals([monday('12:00', '13:00'), monday('09:00', '10:00'), monday('09:30', '11:00')]),
    ).toEqual([{ field: 'intervals[2]', rule: 'overlap', message: 'overlaps intervals[1]' }]);
    expect(validateWeeklyIntervals([monday('13:00', '15:00'), monday('09:00', '14:00')])).toEqual([
      { field: 'intervals[0]', rule: 'overlap', message: 'overlaps intervals[1]' },
    ]);
  });

  it('are found on Sunday as on any other day', () => {
    expect(
      validateWeeklyIntervals([
        { weekday: 7, start: '10:00', end: '12:00' },
        { weekday: 7, start: '11:00', end: '13:00' },
      ]),
    ).toEqual([{ field: 'intervals[1]', rule: 'overlap', message: 'overlaps intervals[0]' }]);
  });
});

describe('special days', () => {
  const today = dateToDayNumber('2026-11-27');

  it('today and exactly 400 days ahead are accepted; yesterday and 401 days ahead are not', () => {
    const day = (date: string) => ({ date, intervals: [{ start: '09:00', end: '12:00' }] });
    expect(validateDateOverrides([day('2026-11-27'), day('2027-01-01')], today)).toEqual([]);
    expect(validateDateOverrides([day('2028-01-01')], today)).toEqual([]);
    expect(validateDateOverrides([day('2028-01-02'), day('2026-11-26'), day('2026-02-30')], today)).toEqual([
      { field: 'days[0].date', rule: 'too_far_ahead', message: 'at most 400 days ahead' },
      { field: 'days[1].date', rule: 'past_date', message: 'the date is in the past' },
      { field: 'days[2].date', rule: 'date_format', message: 'use a real date as YYYY-MM-DD' },
    ]);
  });

  it('the same date twice is named against its first mention, and its intervals are judged too', () => {
    expect(
      validateDateOverrides(
        [
          { date: '2026-12-01', intervals: [] },
          { date: '2026-12-01', intervals: [{ start: '10:00', end: '10:00' }] },
        ],
        today,
      ),
    ).toEqual([
      { field: 'days[1].date', rule: 'duplicate_date', message: 'same date as days[0]' },
      { field: 'days[1].intervals[0].end', rule: 'end_before_start', message: 'the end must be after the start' },
    ]);
  });

  it('dates to clear: today is fine, yesterday and a date that does not exist are refused', () => {
    expect(validateDatesToClear(['2026-11-27', '2027-03-01'], today)).toEqual([]);
    expect(validateDatesToClear(['2026-11-26', '2026-13-01'], today)).toEqual([
      { field: 'clear_dates[0]', rule: 'past_date', message: 'the date is in the past' },
      { field: 'clear_dates[1]', rule: 'date_format', message: 'use a real date as YYYY-MM-DD' },
    ]);
  });
});
