// The session page's reminders as a client reads them: the day-before and the hour-before reminder, each
// with what became of it, in the page's language; a failed load is said calmly and the page stays usable.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MarketLocale } from '@rozmova/contracts/markets';
import type { AppointmentReminder } from '@rozmova/contracts/schemas/reminders';
import { clearClientCache } from '@rozmova/web/auth/auth-cache';
import { clientTimeZone, formatDate, formatTime } from '@rozmova/web/client-time';
import { installFakeApi, registeredAuth } from '@rozmova/testing/fake-api';
import { appointment, HOUR } from '../../../test-support/fixtures';
import { renderCabinet } from '../../../test-support/render';

afterEach(() => clearClientCache());

const session = appointment({}, 48);
const start = Date.parse(session.starts_at);
const dayBefore = new Date(start - 25 * HOUR).toISOString();
const hourBefore = new Date(start - HOUR).toISOString();

function reminder(kind: '24h' | '1h', overrides: Partial<AppointmentReminder> = {}): AppointmentReminder {
  return {
    kind,
    due_at: kind === '24h' ? dayBefore : hourBefore,
    status: 'scheduled',
    sent_at: null,
    attempts: 0,
    last_response: null,
    ...overrides,
  };
}

function serve(reminders: { status: number; body?: unknown }) {
  return installFakeApi((req) => {
    if (req.path === '/auth') return { status: 200, body: registeredAuth('zofia@example.com') };
    if (req.path === '/v4/entities/get_one_appointment_details') return { status: 200, body: { appointment: session } };
    if (req.path === '/v4/entities/get_appointment_reminders') return reminders;
    return undefined;
  });
}

const openSession = (locale: MarketLocale) => renderCabinet(locale, `/${locale}/cabinet/sessions/${session.id}`);

const at = (iso: string, locale: MarketLocale) => {
  const zone = clientTimeZone(locale);
  return { day: formatDate(iso, zone, locale), time: formatTime(iso, zone, locale) };
};

test('each reminder is named and says when it goes out; the api is asked about this session', async () => {
  const { seen } = serve({ status: 200, body: { reminders: [reminder('24h'), reminder('1h')] } });
  await openSession('pl');

  const section = await screen.findByRole('region', { name: 'Przypomnienia e-mailem' }, { timeout: 10_000 });
  const items = within(section).getAllByRole('listitem');
  const day = at(dayBefore, 'pl');
  const hour = at(hourBefore, 'pl');
  expect(items.map((li) => li.textContent)).toEqual([
    `Dzień wcześniej: zostanie wysłane ${day.day} o ${day.time}`,
    `Godzinę wcześniej: zostanie wysłane ${hour.day} o ${hour.time}`,
  ]);
  const asked = seen.filter((r) => r.path === '/v4/entities/get_appointment_reminders');
  expect(asked.map((r) => r.query.get('appointment_id'))).toEqual([session.id]);
});

test('sent, being sent, not delivered and stopped reminders each say so', async () => {
  const sentAt = new Date(start - 25 * HOUR + 60_000).toISOString();
  serve({
    status: 200,
    body: {
      reminders: [
        reminder('24h', { status: 'sent', sent_at: sentAt, attempts: 1, last_response: '250 OK' }),
        reminder('1h', { status: 'queued', attempts: 0 }),
      ],
    },
  });
  const first = await openSession('en');
  const sent = at(sentAt, 'en');
  expect((await screen.findByTestId('reminder-24h', {}, { timeout: 10_000 })).textContent).toBe(
    `A day before: sent on ${sent.day} at ${sent.time}`,
  );
  expect(screen.getByTestId('reminder-1h').textContent).toBe('An hour before: being sent now');
  first.unmount();
  clearClientCache();

  serve({
    status: 200,
    body: {
      reminders: [
        reminder('24h', { status: 'failed', attempts: 5, last_response: '550 mailbox unavailable' }),
        reminder('1h', { status: 'cancelled' }),
      ],
    },
  });
  const second = await openSession('ua');
  expect((await screen.findByTestId('reminder-24h', {}, { timeout: 10_000 })).textContent).toBe(
    'За добу: не доставлено: 550 mailbox unavailable',
  );
  expect(screen.getByTestId('reminder-1h').textContent).toBe('За годину: не надіслано: сесію скасовано або перенесено');
  second.unmount();
  clearClientCache();

  serve({
    status: 200,
    body: { reminders: [reminder('24h', { status: 'failed', attempts: 5 }), reminder('1h', { status: 'off' })] },
  });
  await openSession('ro');
  expect((await screen.findByTestId('reminder-24h', {}, { timeout: 10_000 })).textContent).toBe(
    'Cu o zi înainte: nelivrat',
  );
  expect(screen.getByTestId('reminder-1h').textContent).toBe(
    'Cu o oră înainte: oprite — puteți porni mementourile din profil',
  );
});

test('a failed load says so calmly and the rest of the session page stays', async () => {
  serve({ status: 500, body: { error: 'internal', message: 'boom' } });
  await openSession('pl');
  expect((await screen.findByTestId('reminders-error', {}, { timeout: 10_000 })).textContent).toBe(
    'Nie udało się wczytać przypomnień. Spróbuj ponownie później.',
  );
  expect(screen.queryByRole('region', { name: 'Przypomnienia e-mailem' })).toBeNull();
  expect(screen.getByText('Anna Kowalska', { exact: false })).toBeTruthy();
});

test('a session without reminders (already past both) shows no empty section', async () => {
  const { seen } = serve({ status: 200, body: { reminders: [] } });
  await openSession('en');
  await screen.findByText('Anna Kowalska', { exact: false }, { timeout: 10_000 });
  await waitFor(() => expect(seen.some((r) => r.path === '/v4/entities/get_appointment_reminders')).toBe(true));
  // Let the answer arrive and render before looking for what it would have shown.
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  expect(screen.queryByTestId('session-reminders')).toBeNull();
  expect(screen.queryByTestId('reminders-error')).toBeNull();
});

test('cancelling the session on its page shows its reminders as not sent', async () => {
  let current = session;
  const { seen } = installFakeApi((req) => {
    if (req.path === '/auth') return { status: 200, body: registeredAuth('zofia@example.com') };
    if (req.path === '/v4/entities/get_one_appointment_details') return { status: 200, body: { appointment: current } };
    if (req.path === '/v4/cancel_booking') {
      const cancelledAt = new Date().toISOString();
      current = {
        ...session,
        status: 'cancelled',
        cancelled_at: cancelledAt,
        cancelled_by: 'client',
        cancelled_late: false,
      };
      return {
        status: 200,
        body: { booking_id: session.id, status: 'cancelled', cancelled_by: 'client', late: false, refund_to: 'token' },
      };
    }
    if (req.path === '/v4/entities/get_appointment_reminders') {
      const status = current.status === 'cancelled' ? 'cancelled' : 'scheduled';
      return { status: 200, body: { reminders: [reminder('24h', { status }), reminder('1h', { status })] } };
    }
    return undefined;
  });
  await openSession('en');
  expect((await screen.findByTestId('reminder-1h', {}, { timeout: 10_000 })).textContent).toMatch(
    /^An hour before: will be sent on /,
  );

  fireEvent.click(screen.getByTestId('open-cancel'));
  fireEvent.click(await screen.findByTestId('refund-token'));
  fireEvent.click(screen.getByTestId('cancel-confirm'));
  await waitFor(() =>
    expect(screen.getByTestId('reminder-1h').textContent).toBe(
      'An hour before: not sent: the session was cancelled or moved',
    ),
  );
  expect(screen.getByTestId('reminder-24h').textContent).toBe(
    'A day before: not sent: the session was cancelled or moved',
  );
  expect(seen.filter((r) => r.path === '/v4/entities/get_appointment_reminders')).toHaveLength(2);
});
