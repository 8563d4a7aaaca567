import { fireEvent, screen, waitFor } from '@testing-library/react';
import { clearClientCache } from '@rozmova/web/auth/auth-cache';
import { installFakeApi } from '@rozmova/testing/fake-api';
import { authAs, renderCabinet } from '../../../test-support/render';

const ROW = {
  sessions_held: 0,
  sessions_upcoming: 0,
  cancelled: 0,
  late_cancelled: 0,
  distinct_clients: 0,
  hours: 0,
  revenue: 0,
};

afterEach(() => {
  clearClientCache();
  jest.useRealTimers();
});

test("the months asked for are the therapist's: where it is already December, December is counted", async () => {
  // 30 November 12:00 UTC is 1 December 02:00 on Kiritimati (UTC+14), the zone of this therapist's answers.
  jest.useFakeTimers({
    now: new Date('2026-11-30T12:00:00Z'),
    doNotFake: [
      'setTimeout',
      'clearTimeout',
      'setInterval',
      'clearInterval',
      'setImmediate',
      'queueMicrotask',
      'nextTick',
    ],
  });
  const { seen } = installFakeApi((req) => {
    if (req.path === '/auth') return { status: 200, body: authAs('therapist') };
    if (req.path === '/v4/get_worker_statistic')
      return {
        status: 200,
        body: {
          time_zone: 'Pacific/Kiritimati',
          currency: 'UAH',
          revenue_source: 'bookings',
          months: [{ month: req.query.get('to_month'), ...ROW }],
          totals: ROW,
        },
      };
    return undefined;
  });
  await renderCabinet('en', '/en/cabinet/statistics');
  await screen.findByTestId('statistics-totals');
  const asked = () => seen.filter((r) => r.path === '/v4/get_worker_statistic').map((r) => r.query.get('to_month'));
  // The first question is asked in this device's zone (UTC in the tests): November.
  expect(asked()).toEqual(['2026-11']);

  fireEvent.click(screen.getByRole('button', { name: '12 months' }));
  await waitFor(() => expect(asked()).toHaveLength(2));
  expect(asked()[1]).toBe('2026-12');
}, 30_000);
