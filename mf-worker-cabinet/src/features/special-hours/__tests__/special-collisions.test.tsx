// A day off that collides with a booked session of a series: the therapist is told which sessions stay booked
// and asked to move or cancel them; nothing is dropped.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { clearClientCache } from '@rozmova/web/auth/auth-cache';
import { installFakeApi } from '@rozmova/testing/fake-api';
import { authAs, renderCabinet } from '../../../test-support/render';

afterEach(() => clearClientCache());

test('saving special hours over a booked series session lists it and points to the sessions page', async () => {
  const day = { date: '2027-03-10', intervals: [], note: '' };
  installFakeApi((req) => {
    if (req.path === '/auth') return { status: 200, body: authAs('therapist') };
    if (req.path === '/v4/time_management/get_special_work_time')
      return { status: 200, body: { time_zone: 'Europe/Warsaw', days: [] } };
    if (req.path === '/v4/time_management/set_special_work_time')
      return {
        status: 200,
        body: {
          time_zone: 'Europe/Warsaw',
          days: [day],
          collisions: [
            {
              booking_id: 'b-1',
              series_id: 's-1',
              date: '2027-03-10',
              starts_at: '2027-03-10T09:00:00.000Z',
              ends_at: '2027-03-10T09:50:00.000Z',
              status: 'confirmed',
            },
          ],
        },
      };
    return undefined;
  });
  await renderCabinet('en', '/en/cabinet/special-hours');
  fireEvent.change(await screen.findByLabelText('Date (or first day)'), { target: { value: '2027-03-10' } });
  fireEvent.click(screen.getByTestId('special-save'));
  const alert = await screen.findByTestId('special-collisions');
  expect(alert.textContent).toContain('1 booked session falls outside these hours. It stays booked');
  const [item] = within(alert).getAllByTestId('special-collision');
  expect(item!.textContent).toContain('10:00 · Recurring series');
  expect(within(alert).getByRole('link', { name: 'Go to sessions' }).getAttribute('href')).toBe(
    '/en/cabinet/appointments-list',
  );
  await waitFor(() => expect(screen.getByTestId('special-saved')).toBeTruthy());
});
