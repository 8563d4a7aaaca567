/** @jest-environment jsdom */
// Planned power cuts in the booking calendar (issue 27): a time the api marks `planned_outage` says so, unless
// another therapist free then has no cut; the calendar shows the words in the page's language.
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { i18n, initI18n } from '@rozmova/web/i18n/i18n';
import { SlotCalendar } from '@rozmova/web/ui/slot-calendar';
import { mergeSlots } from '../lib/merge-slots';
import type { FreeSlots } from '../api/get-free-slots';

const HOUR = 3_600_000;
const start = new Date(Math.ceil((Date.now() + 48 * HOUR) / HOUR) * HOUR).toISOString();
const end = new Date(Date.parse(start) + 50 * 60_000).toISOString();

function list(workerId: string, plannedOutage: boolean): FreeSlots {
  return {
    worker_id: workerId,
    service_id: 'personal',
    time_zone: 'Europe/Kyiv',
    duration_minutes: 50,
    notice_minutes: 60,
    from: new Date().toISOString(),
    to: new Date(Date.now() + 14 * 24 * HOUR).toISOString(),
    slots: [{ starts_at: start, ends_at: end, ...(plannedOutage ? { planned_outage: true } : {}) }],
  };
}

it('marks a time only while every therapist free then has a planned power cut', () => {
  expect(mergeSlots([list('a', true)], Date.now())[0]?.planned_outage).toBe(true);
  expect(mergeSlots([list('a', true), list('b', false)], Date.now())[0]?.planned_outage).toBeUndefined();
  expect(mergeSlots([list('a', false), list('b', true)], Date.now())[0]?.planned_outage).toBeUndefined();
});

it('says "planned power cut" on the marked time in the calendar', async () => {
  await initI18n('ua');
  await i18n.changeLanguage('ua');
  render(
    <I18nextProvider i18n={i18n}>
      <SlotCalendar
        locale="ua"
        status="success"
        slots={mergeSlots([list('a', true)], Date.now())}
        clientZone="Europe/Kyiv"
        therapistZone={null}
        selectedStartsAt={null}
        onSelect={() => undefined}
        onRetry={() => undefined}
      />
    </I18nextProvider>,
  );
  expect((await screen.findByTestId('slot-planned-outage')).textContent).toBe('планове відключення світла');
});
