import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { clearClientCache } from '@rozmova/web/auth/auth-cache';
import { installFakeApi } from '@rozmova/testing/fake-api';
import { forgetOwnWorkerId } from '../../../lib/api/own-free-slots';
import { authAs, renderCabinet } from '../../../test-support/render';

afterEach(() => {
  clearClientCache();
  forgetOwnWorkerId();
});

test('an interval the api refuses is marked where it is, in the page language; a fixed week saves', async () => {
  const sent: unknown[] = [];
  installFakeApi((req) => {
    if (req.path === '/auth') return { status: 200, body: authAs('therapist') };
    if (req.path === '/v4/time_management/get_weekly_work_time')
      return { status: 200, body: { time_zone: 'Europe/Kiev', intervals: [] } };
    if (req.path === '/v4/get_worker_base_data') return { status: 200, body: { id: 'w-1' } };
    if (req.path === '/v4/get_free_slots')
      return { status: 200, body: { time_zone: 'Europe/Kiev', duration_minutes: 50, from: 'a', to: 'b', slots: [] } };
    if (req.path === '/v4/time_management/set_weekly_work_time') {
      const body = req.body as { intervals: Array<{ start: string; end: string }> };
      sent.push(body);
      const bad = body.intervals.findIndex((i) => i.end <= i.start);
      if (bad >= 0)
        return {
          status: 400,
          body: {
            error: 'validation_failed',
            message: 'x',
            details: [{ field: `intervals[${bad}].end`, rule: 'end_before_start' }],
          },
        };
      return { status: 200, body: { time_zone: 'Europe/Kiev', intervals: body.intervals } };
    }
    return undefined;
  });
  await renderCabinet('ua', '/ua/cabinet/working-hours');
  expect((await screen.findByTestId('zone-note')).textContent).toBe('Часовий пояс: Київ');
  fireEvent.click(await screen.findByTestId('add-interval-1'));
  // The keyboard lands on the new interval's start.
  expect(document.activeElement).toBe(within(screen.getByTestId('weekday-1')).getByLabelText('З'));
  fireEvent.click(screen.getByTestId('add-interval-2'));
  const tuesday = within(screen.getByTestId('weekday-2'));
  fireEvent.change(tuesday.getByLabelText('З'), { target: { value: '12:00' } });
  fireEvent.change(tuesday.getByLabelText('До'), { target: { value: '10:00' } });
  fireEvent.click(screen.getByTestId('weekly-save'));

  const message = await within(screen.getByTestId('weekday-2')).findByTestId('interval-error');
  expect(message.textContent).toBe('Кінець має бути пізніше за початок.');
  expect(within(screen.getByTestId('weekday-1')).queryByTestId('interval-error')).toBeNull();
  expect(tuesday.getByLabelText('До').getAttribute('aria-describedby')).toBe(message.id);

  fireEvent.change(tuesday.getByLabelText('До'), { target: { value: '18:00' } });
  fireEvent.click(screen.getByTestId('copy-monday'));
  fireEvent.click(screen.getByTestId('weekly-save'));
  expect((await screen.findByTestId('weekly-saved')).textContent).toBe('Робочий тиждень збережено.');
  await waitFor(() => expect(sent).toHaveLength(2));
  const saved = (sent[1] as { intervals: Array<{ weekday: number }> }).intervals;
  expect(saved.map((i) => i.weekday).sort()).toEqual([1, 2, 3, 4, 5]);
}, 30_000);
