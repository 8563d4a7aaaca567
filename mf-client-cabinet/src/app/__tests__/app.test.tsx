// The cabinet as a client meets it, against a fake api: sessions, one session's cancel choice, the forms,
// the signed-out case and unknown paths.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { clearClientCache } from '@rozmova/web/auth/auth-cache';
import { ANONYMOUS_AUTH, installFakeApi, registeredAuth, type FakeApiHandler } from '@rozmova/testing/fake-api';
import { where } from '@rozmova/testing/render-remote';
import { renderCabinet } from '../../test-support/render';
import { appointment, userInfo } from '../../test-support/fixtures';

afterEach(() => clearClientCache());

const signedIn =
  (rest: FakeApiHandler): FakeApiHandler =>
  (req) =>
    req.path === '/auth' ? { status: 200, body: registeredAuth('zofia@example.com') } : rest(req);

it('shows the next session prominently with a countdown and a join button that waits for its time', async () => {
  const next = appointment({ worker: { id: 'w-1', name: 'Anna Kowalska', photo_url: '' } }, 30);
  installFakeApi(
    signedIn((req) => {
      if (req.path === '/v4/entities/get-cabinet-appointment-list') {
        const kind = req.query.get('kind');
        return {
          status: 200,
          body: {
            kind,
            page: 1,
            per_page: 10,
            total: kind === 'upcoming' ? 1 : 0,
            appointments: kind === 'upcoming' ? [next] : [],
          },
        };
      }
      return undefined;
    }),
  );
  await renderCabinet('pl', '/pl/cabinet');
  const card = await screen.findByTestId('next-session');
  expect(within(card).getByText('Anna Kowalska')).toBeTruthy();
  expect(within(card).getByTestId('countdown').textContent).toMatch(/^Zaczyna się za 1 d \d+ godz\.$/);
  expect((within(card).getByTestId('join-call') as HTMLButtonElement).disabled).toBe(true);
  expect(within(card).getByTestId('session-paid').textContent).toBe('Płatność kartą');
  expect(within(card).getByTestId('add-to-calendar').getAttribute('href')).toMatch(/^data:text\/calendar/);
  expect(await screen.findByText('Nie ma jeszcze minionych sesji.')).toBeTruthy();
});

it('links "Join call" to the call page once the session is about to start', async () => {
  const soon = appointment({ service_kind: 'couple', partner_email: 'tomasz@example.com' }, 0.1);
  installFakeApi(
    signedIn((req) =>
      req.path === '/v4/entities/get-cabinet-appointment-list'
        ? {
            status: 200,
            body: {
              kind: 'x',
              page: 1,
              per_page: 10,
              total: 1,
              appointments: req.query.get('kind') === 'upcoming' ? [soon] : [],
            },
          }
        : undefined,
    ),
  );
  await renderCabinet('pl', '/pl/cabinet');
  const join = await screen.findByTestId('join-call');
  expect(join.getAttribute('href')).toBe(`/pl/cabinet/video_call/couple/${soon.id}`);
  expect(screen.getByTestId('session-kind').textContent).toBe('Sesja dla par · z tomasz@example.com');
});

it('says a free cancellation is free, offers card or token, and sends the choice', async () => {
  const session = appointment({}, 48);
  let current = session;
  const { seen } = installFakeApi(
    signedIn((req) => {
      if (req.path === '/v4/entities/get_one_appointment_details')
        return { status: 200, body: { appointment: current } };
      if (req.path === '/v4/cancel_booking') {
        current = { ...session, status: 'cancelled', cancelled_late: false };
        return {
          status: 200,
          body: {
            booking_id: session.id,
            status: 'cancelled',
            cancelled_by: 'client',
            late: false,
            refund_to: 'token',
          },
        };
      }
      return undefined;
    }),
  );
  await renderCabinet('pl', `/pl/cabinet/sessions/${session.id}`);
  fireEvent.click(await screen.findByTestId('open-cancel'));
  expect(screen.getByTestId('cancel-consequence').textContent).toContain('Odwołanie jest teraz bezpłatne');
  fireEvent.click(screen.getByTestId('refund-token'));
  fireEvent.click(screen.getByTestId('cancel-confirm'));
  expect((await screen.findByTestId('change-done')).textContent).toContain('Masz token na inną sesję');
  expect(seen.find((r) => r.path === '/v4/cancel_booking')!.body).toEqual({
    booking_id: session.id,
    refund_to: 'token',
  });
  await waitFor(() => expect(screen.getByTestId('session-status').textContent).toBe('Odwołana'));
});

it('says plainly that a late cancellation keeps the payment, with no refund choice', async () => {
  const session = appointment({}, 5);
  installFakeApi(
    signedIn((req) =>
      req.path === '/v4/entities/get_one_appointment_details'
        ? { status: 200, body: { appointment: session } }
        : undefined,
    ),
  );
  await renderCabinet('en', `/en/cabinet/sessions/${session.id}`);
  fireEvent.click(await screen.findByTestId('open-cancel'));
  expect(screen.getByTestId('cancel-consequence').textContent).toContain('late cancellation');
  expect(screen.queryByTestId('refund-token')).toBeNull();
  expect(screen.queryByTestId('open-reschedule')).toBeNull();
});

it('checks the profile form with the shared rules before calling the api', async () => {
  const { seen } = installFakeApi(
    signedIn((req) => {
      if (req.path === '/user_info') return { status: 200, body: { user: userInfo({ locale: 'ua' }) } };
      if (req.path === '/change_user_info')
        return { status: 200, body: { user: userInfo({ locale: 'ua', name: 'Олена' }) } };
      return undefined;
    }),
  );
  await renderCabinet('ua', '/ua/cabinet/profile');
  const name = await screen.findByLabelText("Ім'я");
  fireEvent.change(name, { target: { value: ' ' } });
  fireEvent.click(screen.getByTestId('profile-save'));
  expect(await screen.findByText('Будь ласка, заповніть це поле')).toBeTruthy();
  expect(seen.some((r) => r.path === '/change_user_info')).toBe(false);
  fireEvent.change(name, { target: { value: 'Олена' } });
  fireEvent.click(screen.getByTestId('profile-save'));
  expect(await screen.findByText('Збережено.')).toBeTruthy();
  expect(seen.find((r) => r.path === '/change_user_info')!.body).toMatchObject({
    name: 'Олена',
    phone: null,
    locale: 'ua',
  });
  // Marketing mail is not offered in ua.
  expect(screen.queryByTestId('marketing')).toBeNull();
});

it('asks a signed-out visitor to sign in and answers unknown cabinet paths with "not found"', async () => {
  installFakeApi((req) => (req.path === '/auth' ? { status: 200, body: ANONYMOUS_AUTH } : undefined));
  await renderCabinet('ro', '/ro/cabinet/purchases');
  expect(await screen.findByTestId('sign-in-needed')).toBeTruthy();
  clearClientCache();
  installFakeApi(signedIn(() => undefined));
  await renderCabinet('ro', '/ro/cabinet/somewhere/else');
  expect((await screen.findByTestId('not-found')).textContent).toContain('Nu am găsit această pagină');
  expect(where.pathname).toBe('/ro/cabinet/somewhere/else');
});

it("says calmly that a session is not there when the api does not know it (or it is someone else's)", async () => {
  installFakeApi(
    signedIn((req) =>
      req.path === '/v4/entities/get_one_appointment_details'
        ? { status: 404, body: { error: 'appointment_not_found', message: 'This appointment does not exist.' } }
        : undefined,
    ),
  );
  await renderCabinet('en', '/en/cabinet/sessions/22222222-2222-4222-8222-222222222222');
  expect((await screen.findByTestId('session-error')).textContent).toBe(
    'We could not find this session. It may belong to another account.',
  );
  expect(screen.queryByText('Try again')).toBeNull();
});

it("shows the therapist's reason on a session they cancelled (issue 23, point 9)", async () => {
  const cancelled = appointment(
    {
      status: 'cancelled',
      cancelled_by: 'therapist',
      cancelled_late: false,
      cancel_reason: 'Захворіла, вибачте. Оберіть, будь ласка, інший день.',
    },
    30,
  );
  installFakeApi(
    signedIn((req) =>
      req.path === '/v4/entities/get_one_appointment_details'
        ? { status: 200, body: { appointment: cancelled } }
        : undefined,
    ),
  );
  await renderCabinet('ua', `/ua/cabinet/sessions/${cancelled.id}`);
  expect((await screen.findByTestId('session-cancel-reason')).textContent).toBe(
    'Захворіла, вибачте. Оберіть, будь ласка, інший день.',
  );
  expect(screen.getByText('Причина від терапевта')).toBeTruthy();
});

it('offers time zones named as people say them, with a search for any other city (issue 23, point 12)', async () => {
  installFakeApi(
    signedIn((req) => {
      if (req.path === '/user_info')
        return { status: 200, body: { user: userInfo({ timezone: 'Europe/Kiev', locale: 'ua' }) } };
      return undefined;
    }),
  );
  await renderCabinet('ua', '/ua/cabinet/profile');
  const select = (await screen.findByLabelText('Часовий пояс')) as HTMLSelectElement;
  const options = [...select.options].map((o) => o.textContent);
  // A short list, Kyiv (not "Europe/Kiev") chosen, no raw IANA ids.
  expect(options.length).toBeLessThan(25);
  expect(select.selectedOptions[0]!.textContent).toMatch(/^Київ \(UTC\+0[23]:00\)$/);
  expect(options.join(' ')).not.toMatch(/Europe\/|America\/|_/);
  expect(options).toContain(options.find((o) => o?.startsWith('Варшава (UTC+')));
  // Any other zone by its city.
  const search = screen.getByLabelText('Немає в списку? Знайдіть своє місто') as HTMLInputElement;
  fireEvent.focus(search);
  const tokyo = [...document.querySelectorAll('#profile-timezone-cities option')]
    .map((o) => o.getAttribute('value'))
    .find((v) => v?.startsWith('Tokyo'));
  expect(tokyo).toBe('Tokyo (UTC+09:00)');
  fireEvent.change(search, { target: { value: tokyo } });
  expect(select.selectedOptions[0]!.textContent).toBe('Tokyo (UTC+09:00)');
});
