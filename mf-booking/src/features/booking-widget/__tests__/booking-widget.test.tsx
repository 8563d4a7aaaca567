// The widget as a client uses it on a therapist's page, against an api stand-in at the fetch level.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SERVICE_IDS } from '@rozmova/contracts/constants';
import { clearClientCache } from '@rozmova/web/auth/auth-cache';
import { ANONYMOUS_AUTH, installFakeApi, registeredAuth, type SeenRequest } from '@rozmova/testing/fake-api';
import { ANNA, freeSlots, tomorrowAt } from '../../../test-support/fake-api';
import { where } from '@rozmova/testing/render-remote';
import { renderBooking } from '../../../test-support/render';
import { clientInZone } from '@rozmova/testing/client-zone';

afterEach(() => {
  jest.restoreAllMocks();
  clearClientCache();
});

const SLOT = tomorrowAt(8); // 08:00 UTC
const LATER = tomorrowAt(15, 30);

function api(overrides: (req: SeenRequest) => { status: number; body?: unknown } | undefined = () => undefined) {
  let auth: unknown = null;
  return installFakeApi((req) => {
    const over = overrides(req);
    if (over) return over;
    if (req.path === '/auth')
      return auth
        ? { status: 200, body: auth }
        : { status: 401, body: { error: 'not_authenticated', message: 'no session' } };
    if (req.path === '/register') {
      auth = registeredAuth((req.body as { email: string }).email);
      return { status: 200, body: auth };
    }
    if (req.path === '/get_therapists_data') {
      return {
        status: 200,
        body: { config_id: 'pl', currency: 'PLN', page: 1, per_page: 50, total: 1, therapists: [ANNA] },
      };
    }
    if (req.path === '/v4/get_free_slots') {
      return { status: 200, body: freeSlots(ANNA, req.query.get('service_id')!, [SLOT, LATER]) };
    }
    if (req.path === '/v4/purchase_rule/apply_purchase_rule') {
      const { promo_code } = req.body as { promo_code: string };
      if (promo_code === 'default') return { status: 200, body: { price_for_user: 299 } };
      if (promo_code === 'WIOSNA20') return { status: 200, body: { price_for_user: 239.2 } };
      return { status: 404, body: { error: 'promo_not_found', message: 'unknown code' } };
    }
    return undefined;
  });
}

it('shows free times in the client zone, names the therapist zone, and books a couple session with a promo code', async () => {
  clientInZone('Asia/Tokyo');
  const { seen } = api();
  await renderBooking('pl', `/pl/therapists?psychologist_id=${ANNA.id}`);

  await screen.findByTestId('therapist-profile');
  expect(screen.getByRole('heading', { name: 'Anna Kowalska' })).toBeTruthy();
  const widget = await screen.findByTestId('booking-widget');
  expect(widget.getAttribute('data-step')).toBe('service_and_calendar_selection');

  // Couple session: the calendar asks for couple slots.
  fireEvent.click(within(widget).getByTestId('service-couple'));
  await waitFor(() =>
    expect(seen.some((r) => r.path === '/v4/get_free_slots' && r.query.get('service_id') === SERVICE_IDS.couple)).toBe(
      true,
    ),
  );

  // 08:00 UTC is 17:00 in Tokyo; 15:30 UTC is 00:30 the next Tokyo day, so it is not on the first day shown.
  const slots = await within(widget).findAllByTestId('slot');
  expect(slots.map((s) => s.textContent)).toEqual(['17:00']);
  // Zones named the way people say them, never as IANA ids; the therapist's differs, so it is named too.
  expect(within(widget).getByTestId('client-zone').textContent).toMatch(
    /^Godziny podajemy według czasu strefy „.*Japon/,
  );
  expect(within(widget).getByTestId('client-zone').textContent).not.toContain('Asia/Tokyo');
  expect(within(widget).getByTestId('therapist-zone').textContent).toMatch(
    /^Terapeuta pracuje według czasu warszawskiego/,
  );

  fireEvent.click(slots[0]!);
  fireEvent.click(within(widget).getByTestId('calendar-continue'));

  // Not signed in: register without leaving the widget.
  await waitFor(() => expect(widget.getAttribute('data-step')).toBe('sign_in'));
  expect(within(widget).getByText('Krok 2 z 3')).toBeTruthy();
  // The chosen time stays in sight on every step.
  expect(within(widget).getByTestId('chosen-time').textContent).toMatch(/^Wybrany termin: .* o 17:00$/);
  // An empty form: "required" on the first field, tied to it, with the focus there.
  // The sign-in step's code arrives when it is reached.
  fireEvent.click(await within(widget).findByTestId('auth-submit'));
  const name = within(widget).getByLabelText('Twoje imię');
  await waitFor(() => expect(document.activeElement).toBe(name));
  expect(name.getAttribute('aria-invalid')).toBe('true');
  expect(document.getElementById(name.getAttribute('aria-describedby')!)!.textContent).toBe('Uzupełnij to pole');
  const email = within(widget).getByLabelText('E-mail');
  expect(document.getElementById(email.getAttribute('aria-describedby')!)!.textContent).toBe('Uzupełnij to pole');
  fireEvent.change(within(widget).getByLabelText('Twoje imię'), { target: { value: 'Ola' } });
  fireEvent.change(within(widget).getByLabelText('E-mail'), { target: { value: 'ola@example.com' } });
  fireEvent.change(within(widget).getByLabelText('Hasło'), { target: { value: 'Spokojnie-2026' } });
  fireEvent.click(within(widget).getByLabelText('Akceptuję regulamin świadczenia usług'));
  fireEvent.click(within(widget).getByTestId('auth-submit'));

  await waitFor(() => expect(widget.getAttribute('data-step')).toBe('review'));
  // Signed in here: the sign-in step still counts, so the counter goes on to 3 of 3.
  expect(within(widget).getByText('Krok 3 z 3')).toBeTruthy();
  const register = seen.find((r) => r.path === '/register')!;
  expect(register.query.get('config_id')).toBe('pl');
  expect(register.body).toMatchObject({
    email: 'ola@example.com',
    name: 'Ola',
    oferta_accepted: true,
    marketing_accepted: false,
  });

  // The plain price, then the code.
  await waitFor(() => expect(within(widget).getByTestId('price-to-pay').textContent).toBe('299,00 zł'));
  fireEvent.change(within(widget).getByTestId('promo-input'), { target: { value: 'WIOSNA20' } });
  fireEvent.click(within(widget).getByTestId('promo-apply'));
  await waitFor(() => expect(within(widget).getByTestId('price-to-pay').textContent).toBe('239,20 zł'));
  expect(within(widget).getByTestId('promo-applied').textContent).toContain('WIOSNA20');
  const lookups = seen.filter((r) => r.path === '/v4/purchase_rule/apply_purchase_rule');
  expect(lookups.map((r) => [r.query.toString(), r.body])).toEqual([
    ['config_id=pl', { worker_id: ANNA.id, service_id: SERVICE_IDS.couple, promo_code: 'default' }],
    [
      'config_id=pl&track_mixpanel=true',
      { worker_id: ANNA.id, service_id: SERVICE_IDS.couple, promo_code: 'WIOSNA20' },
    ],
  ]);

  fireEvent.change(within(widget).getByLabelText('E-mail Twojego partnera (opcjonalnie)'), {
    target: { value: 'partner@example.com' },
  });
  fireEvent.click(within(widget).getByTestId('go-to-payment'));
  await waitFor(() => expect(where.pathname).toBe('/pl/checkout/appointment'));
  const query = new URLSearchParams(where.search);
  expect(Object.fromEntries(query)).toEqual({
    worker_id: ANNA.id,
    service_id: SERVICE_IDS.couple,
    starts_at: SLOT,
    promo_code: 'WIOSNA20',
  });
  // The partner's e-mail goes beside the address (history state), never into it.
  expect(where.search).not.toContain('partner');
  expect(where.state).toEqual({ partner_email: 'partner@example.com', pay_now: true });
});

it('keeps the plain price and only marks the field when a code is refused', async () => {
  clientInZone('Europe/Warsaw');
  api((req) => (req.path === '/auth' ? { status: 200, body: registeredAuth('ola@example.com') } : undefined));
  await renderBooking('pl', `/pl/therapists?psychologist_id=${ANNA.id}`);
  const widget = await screen.findByTestId('booking-widget');
  const slots = await within(widget).findAllByTestId('slot');
  // Warsaw is UTC+1 in winter and +2 in summer: 08:00 UTC is 09:00 or 10:00 there.
  expect(['09:00', '10:00']).toContain(slots[0]!.textContent);
  fireEvent.click(slots[0]!);
  fireEvent.click(within(widget).getByTestId('calendar-continue'));
  // Registered already: straight to review.
  await waitFor(() => expect(widget.getAttribute('data-step')).toBe('review'));
  await waitFor(() => expect(within(widget).getByTestId('price-to-pay').textContent).toBe('299,00 zł'));
  fireEvent.change(within(widget).getByTestId('promo-input'), { target: { value: 'NIEMA' } });
  fireEvent.click(within(widget).getByTestId('promo-apply'));
  await waitFor(() => expect(within(widget).getByTestId('promo-input').getAttribute('aria-invalid')).toBe('true'));
  expect(within(widget).getByTestId('price-to-pay').textContent).toBe('299,00 zł');
  expect(within(widget).queryByTestId('promo-applied')).toBeNull();
});

it('a reset from outside takes the widget back to the first step', async () => {
  clientInZone('Europe/Warsaw');
  api((req) => (req.path === '/auth' ? { status: 200, body: registeredAuth('ola@example.com') } : undefined));
  const { store } = await renderBooking('pl', `/pl/therapists?psychologist_id=${ANNA.id}`);
  const widget = await screen.findByTestId('booking-widget');
  fireEvent.click((await within(widget).findAllByTestId('slot'))[0]!);
  fireEvent.click(within(widget).getByTestId('calendar-continue'));
  await waitFor(() => expect(widget.getAttribute('data-step')).toBe('review'));
  act(() => {
    store.dispatch({ type: 'booking/RESET_WIDGET', payload: { service_id: SERVICE_IDS.personal } });
  });
  expect(widget.getAttribute('data-step')).toBe('service_and_calendar_selection');
  expect((store.getState() as unknown as { booking: { selected_slot: unknown } }).booking.selected_slot).toBeNull();
});

/** Holds the session check until `release()`, as a slow network would. */
function holdAuth(): { release: () => void } {
  const answer = globalThis.fetch;
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  (globalThis as { fetch: unknown }).fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    if (new URL(String(input)).pathname.endsWith('/auth')) await gate;
    return answer(input, init);
  };
  return { release };
}

/** Every text the step counter has shown, in order, from the first paint on. */
function watchCounter(widget: HTMLElement): string[] {
  const shown: string[] = [];
  const note = () => {
    const text = widget.querySelector('[data-testid="step-progress"]')?.textContent ?? '';
    if (shown[shown.length - 1] !== text) shown.push(text);
  };
  note();
  new MutationObserver(note).observe(widget, { subtree: true, childList: true, characterData: true });
  return shown;
}

it.each([
  ['a signed-in client', 'Krok 1 z 2'],
  ['a visitor', 'Krok 1 z 3'],
])('shows %s one step count from the first paint, never another total first', async (who, count) => {
  clientInZone('Europe/Warsaw');
  const signedIn = who === 'a signed-in client';
  api((req) =>
    req.path === '/auth' && signedIn ? { status: 200, body: registeredAuth('ola@example.com') } : undefined,
  );
  const { release } = holdAuth();
  await renderBooking('pl', `/pl/therapists?psychologist_id=${ANNA.id}`);
  const widget = await screen.findByTestId('booking-widget');
  const shown = watchCounter(widget);
  await within(widget).findAllByTestId('slot');
  // The calendar is there, the session is not known yet: no count at all rather than a wrong one.
  expect(screen.getByTestId('step-progress').textContent).toBe('');
  await act(async () => release());
  await waitFor(() => expect(screen.getByTestId('step-progress').textContent).toBe(count));
  expect(shown.filter((text) => text !== '')).toEqual([count]);
});

it('says so kindly when the free times cannot be loaded, and tries again', async () => {
  clientInZone('Europe/Warsaw');
  let fail = true;
  api((req) => {
    if (req.path === '/v4/get_free_slots' && fail)
      return { status: 500, body: { error: 'internal_error', message: 'boom' } };
    if (req.path === '/auth') return { status: 200, body: ANONYMOUS_AUTH };
    return undefined;
  });
  await renderBooking('en', `/en/therapists?psychologist_id=${ANNA.id}`);
  const widget = await screen.findByTestId('booking-widget');
  await within(widget).findByText('We could not load the free times. Please check your connection and try again.');
  fail = false;
  fireEvent.click(within(widget).getByText('Try again'));
  expect((await within(widget).findAllByTestId('slot')).length).toBeGreaterThan(0);
});

it('lets go of a chosen time that is no longer free when the calendar loads again', async () => {
  clientInZone('Europe/Warsaw');
  api((req) => (req.path === '/auth' ? { status: 200, body: registeredAuth('ola@example.com') } : undefined));
  const { store } = await renderBooking('pl', `/pl/therapists?psychologist_id=${ANNA.id}`);
  const widget = await screen.findByTestId('booking-widget');
  await within(widget).findAllByTestId('slot');
  act(() => {
    store.dispatch({
      type: 'booking/SELECT_SLOT',
      payload: {
        slot: { starts_at: tomorrowAt(3), ends_at: tomorrowAt(4), worker_id: ANNA.id, worker_ids: [ANNA.id] },
      },
    });
  });
  await waitFor(() =>
    expect((store.getState() as unknown as { booking: { selected_slot: unknown } }).booking.selected_slot).toBeNull(),
  );
  expect((within(widget).getByTestId('calendar-continue') as HTMLButtonElement).disabled).toBe(true);
});

it('opens the couple calendar from ?service=couple and writes a switch back to the route query', async () => {
  clientInZone('Europe/Warsaw');
  const { seen } = api((req) =>
    req.path === '/auth' ? { status: 200, body: registeredAuth('ola@example.com') } : undefined,
  );
  const { store } = await renderBooking('pl', `/pl/therapists?psychologist_id=${ANNA.id}&service=couple`);
  const widget = await screen.findByTestId('booking-widget');
  await within(widget).findAllByTestId('slot');
  const state = () =>
    store.getState() as unknown as { booking: { selected_service: string }; routeQuery: Record<string, string> };
  await waitFor(() => expect(state().booking.selected_service).toBe(SERVICE_IDS.couple));
  expect(seen.some((r) => r.path === '/v4/get_free_slots' && r.query.get('service_id') === SERVICE_IDS.couple)).toBe(
    true,
  );
  fireEvent.click(within(widget).getByTestId('service-personal'));
  expect(state().booking.selected_service).toBe(SERVICE_IDS.personal);
  expect(state().routeQuery.service).toBeUndefined();
  fireEvent.click(within(widget).getByTestId('service-couple'));
  expect(state().routeQuery.service).toBe('couple');
});
