import { DEFAULT_CHOICE, HOUR_CHOICES, offersWaitlist, toggleWeekday, windowsOf } from '../waitlist';

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 11, 1, 9);
const at = (days: number) => ({ starts_at: new Date(NOW + days * DAY).toISOString() });

describe('when the widget offers the waitlist', () => {
  it('only for a chosen therapist whose calendar has loaded without a slot in the next 14 days', () => {
    expect(offersWaitlist({ status: 'success', slots: [] }, true, NOW)).toBe(true);
    expect(offersWaitlist({ status: 'success', slots: [at(20)] }, true, NOW)).toBe(true);
    expect(offersWaitlist({ status: 'success', slots: [at(20), at(13)] }, true, NOW)).toBe(false);
    // Not while loading or after an error (nothing is known), and not on the page without a therapist.
    expect(offersWaitlist({ status: 'loading', slots: [] }, true, NOW)).toBe(false);
    expect(offersWaitlist({ status: 'error', slots: [] }, true, NOW)).toBe(false);
    expect(offersWaitlist({ status: 'success', slots: [] }, false, NOW)).toBe(false);
  });
});

describe('the choice of days and hours', () => {
  it('becomes one window on the client clock', () => {
    expect(windowsOf(DEFAULT_CHOICE)).toEqual({ windows: [{ weekdays: [1, 2, 3, 4, 5], from: '09:00', to: '21:00' }] });
    expect(windowsOf({ weekdays: [6], from: '18:00', to: '24:00' })).toEqual({
      windows: [{ weekdays: [6], from: '18:00', to: '24:00' }],
    });
  });

  it('says what is wrong with it', () => {
    expect(windowsOf({ ...DEFAULT_CHOICE, weekdays: [] })).toEqual({ problem: 'no_day' });
    expect(windowsOf({ weekdays: [1], from: '18:00', to: '18:00' })).toEqual({ problem: 'end_before_start' });
    expect(windowsOf({ weekdays: [1], from: '19:00', to: '08:00' })).toEqual({ problem: 'end_before_start' });
  });

  it('toggles days in calendar order', () => {
    const sunday = toggleWeekday({ weekdays: [3], from: '09:00', to: '12:00' }, 7);
    expect(toggleWeekday(sunday, 1).weekdays).toEqual([1, 3, 7]);
    expect(toggleWeekday(sunday, 3).weekdays).toEqual([7]);
  });

  it('offers every full hour, midnight to midnight', () => {
    expect(HOUR_CHOICES[0]).toBe('00:00');
    expect(HOUR_CHOICES.at(-1)).toBe('24:00');
    expect(HOUR_CHOICES).toHaveLength(25);
  });
});
