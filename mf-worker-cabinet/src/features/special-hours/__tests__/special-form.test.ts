import { datesOf, specialDays, specialFormProblems, type SpecialForm } from '../store/special-form';

const form = (over: Partial<SpecialForm>): SpecialForm => ({
  from: '',
  to: '',
  dayOff: true,
  intervals: [],
  note: '',
  ...over,
});

test('one date or a range becomes one api day per date, a day off having no intervals', () => {
  expect(specialDays(form({ from: '2030-12-24', to: '2030-12-26', note: ' Holidays ' }))).toEqual([
    { date: '2030-12-24', intervals: [], note: 'Holidays' },
    { date: '2030-12-25', intervals: [], note: 'Holidays' },
    { date: '2030-12-26', intervals: [], note: 'Holidays' },
  ]);
  expect(
    specialDays(form({ from: '2031-02-28', dayOff: false, intervals: [{ start: '10:00', end: '12:00' }] })),
  ).toEqual([{ date: '2031-02-28', intervals: [{ start: '10:00', end: '12:00' }] }]);
  expect(datesOf({ from: '2032-02-28', to: '2032-03-01' })).toEqual(['2032-02-28', '2032-02-29', '2032-03-01']);
});

test('what a person can fix before sending is said at once', () => {
  expect(specialFormProblems(form({}))).toEqual(['from_required']);
  expect(specialFormProblems(form({ from: '2030-05-10', to: '2030-05-01' }))).toEqual(['to_before_from']);
  expect(specialFormProblems(form({ from: '2030-01-01', to: '2030-12-31' }))).toEqual(['range_too_long']);
  expect(specialFormProblems(form({ from: '2030-01-01', dayOff: false }))).toEqual(['hours_required']);
  expect(specialFormProblems(form({ from: '2030-01-01', to: '2030-04-30' }))).toEqual([]);
});
