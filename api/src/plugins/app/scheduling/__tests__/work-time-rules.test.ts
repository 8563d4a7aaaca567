import { validateDateOverrides, validateWeeklyIntervals } from '../work-time-rules';
import { dateToDayNumber } from '../zoned-time';

describe('working-hour rules', () => {
  it('accepts touching intervals, a day that ends at 24:00 and an empty week', () => {
    expect(validateWeeklyIntervals([])).toEqual([]);
    expect(
      validateWeeklyIntervals([
        { weekday: 1, start: '09:00', end: '12:00' },
        { weekday: 1, start: '12:00', end: '15:00' },
        { weekday: 1, start: '20:00', end: '24:00' },
        { weekday: 2, start: '00:00', end: '02:00' },
      ]),
    ).toEqual([]);
  });

  it('names every problem with its field and rule', () => {
    const violations = validateWeeklyIntervals([
      { weekday: 1, start: '09:00', end: '12:00' },
      { weekday: 1, start: '11:55', end: '13:00' },
      { weekday: 2, start: '10:02', end: '11:00' },
      { weekday: 3, start: '24:00', end: '24:00' },
      { weekday: 4, start: '18:00', end: '08:00' },
      { weekday: 5, start: '9:00', end: '10:00' },
    ]);
    expect(violations.map((v) => [v.field, v.rule])).toEqual([
      ['intervals[1]', 'overlap'],
      ['intervals[2].start', 'grid_5_minutes'],
      ['intervals[3].start', 'time_format'],
      ['intervals[4].end', 'end_before_start'],
      ['intervals[5].start', 'time_format'],
    ]);
  });

  it('an overlap on one weekday is not one on another', () => {
    expect(
      validateWeeklyIntervals([
        { weekday: 1, start: '09:00', end: '12:00' },
        { weekday: 2, start: '09:00', end: '12:00' },
      ]),
    ).toEqual([]);
  });

  it('refuses past, impossible, duplicated and far-future dates; today is fine', () => {
    const today = dateToDayNumber('2026-11-22');
    const violations = validateDateOverrides(
      [
        { date: '2026-11-22', intervals: [] },
        { date: '2026-11-21', intervals: [] },
        { date: '2026-02-30', intervals: [] },
        { date: '2026-11-22', intervals: [] },
        { date: '2028-01-01', intervals: [] },
        {
          date: '2026-12-01',
          intervals: [
            { start: '10:00', end: '12:00' },
            { start: '11:00', end: '13:00' },
          ],
        },
      ],
      today,
    );
    expect(violations.map((v) => [v.field, v.rule])).toEqual([
      ['days[1].date', 'past_date'],
      ['days[2].date', 'date_format'],
      ['days[3].date', 'duplicate_date'],
      ['days[4].date', 'too_far_ahead'],
      ['days[5].intervals[1]', 'overlap'],
    ]);
  });
});
