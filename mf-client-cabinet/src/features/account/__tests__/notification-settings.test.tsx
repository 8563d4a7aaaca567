// Turning reminders off in the profile: the choice goes to the api and the page says it is saved; when
// the api fails, a calm line says so, the saved choice is unchanged and the client can simply try again.
import { fireEvent, screen } from '@testing-library/react';
import { clearClientCache } from '@rozmova/web/auth/auth-cache';
import { installFakeApi, registeredAuth, twoFactorOff, type SeenRequest } from '@rozmova/testing/fake-api';
import { userInfo } from '../../../test-support/fixtures';
import { renderCabinet } from '../../../test-support/render';

afterEach(() => clearClientCache());

type Settings = ReturnType<typeof userInfo>['notification_settings'];

/** An api that keeps the settings it is sent; `failNext` makes the next save answer 503. */
function serve(initial: Settings) {
  const state = { settings: initial, failNext: false };
  const { seen } = installFakeApi((req: SeenRequest) => {
    if (req.path === '/auth') return { status: 200, body: registeredAuth('zofia@example.com') };
    if (req.path === '/v4/account/sessions') return { status: 200, body: { sessions: [] } };
    // The profile's two-step sign-in section (tested in @rozmova/web) loads beside the settings.
    if (req.path === '/two_factor') return { status: 200, body: twoFactorOff() };
    if (req.path === '/user_info')
      return { status: 200, body: { user: userInfo({ notification_settings: state.settings }) } };
    if (req.path === '/v4/calendar_feed') return { status: 200, body: { active: false, created_at: null, url: null } };
    if (req.path === '/change_user_notification_settings') {
      if (state.failNext) {
        state.failNext = false;
        return { status: 503, body: { error: 'unavailable', message: 'try later' } };
      }
      state.settings = { ...state.settings, ...(req.body as Partial<Settings>) };
      return { status: 200, body: { user: userInfo({ notification_settings: state.settings }) } };
    }
    return undefined;
  });
  return { state, seen };
}

/** The reminders box of the profile; the page loads on demand (with the form checks), so it may take a while. */
const remindersBox = async (label: string) =>
  (await screen.findByLabelText(label, {}, { timeout: 10_000 })) as HTMLInputElement;

const saves = (seen: SeenRequest[]) => seen.filter((r) => r.path === '/change_user_notification_settings');

test('turning reminders off is sent to the api and shown as saved', async () => {
  const { state, seen } = serve({ email_reminders: true, email_booking_updates: true, email_marketing: false });
  await renderCabinet('pl', '/pl/cabinet/profile');
  const box = await remindersBox('Przypomnienia przed moimi sesjami');
  expect(box.checked).toBe(true);

  fireEvent.click(box);
  fireEvent.click(screen.getByRole('button', { name: 'Zapisz mój wybór' }));
  expect((await screen.findByRole('status')).textContent).toBe('Twój wybór jest zapisany.');
  expect(saves(seen).map((r) => r.body)).toEqual([
    { email_reminders: false, email_booking_updates: true, email_marketing: false },
  ]);
  expect(state.settings.email_reminders).toBe(false);
  expect(box.checked).toBe(false);
});

test('reminders turned off are shown off when the profile opens', async () => {
  serve({ email_reminders: false, email_booking_updates: true, email_marketing: false });
  await renderCabinet('ua', '/ua/cabinet/profile');
  const box = await remindersBox('Нагадування перед моїми сесіями');
  expect(box.checked).toBe(false);
});

test('a failed save says so calmly and changes nothing; trying again saves', async () => {
  const { state, seen } = serve({ email_reminders: true, email_booking_updates: true, email_marketing: false });
  state.failNext = true;
  const view = await renderCabinet('en', '/en/cabinet/profile');
  const box = await remindersBox('Reminders before my sessions');

  fireEvent.click(box);
  fireEvent.click(screen.getByRole('button', { name: 'Save my choices' }));
  expect((await screen.findByRole('alert')).textContent).toBe('Something did not work. Please try again in a moment.');
  expect(screen.queryByText('Your choices are saved.')).toBeNull();
  expect(state.settings.email_reminders).toBe(true);
  view.unmount();
  clearClientCache();
  // Opened again, the profile shows what is really saved: reminders still on.
  await renderCabinet('en', '/en/cabinet/profile');
  const again = await remindersBox('Reminders before my sessions');
  expect(again.checked).toBe(true);

  fireEvent.click(again);
  fireEvent.click(screen.getByRole('button', { name: 'Save my choices' }));
  expect((await screen.findByRole('status')).textContent).toBe('Your choices are saved.');
  expect(screen.queryByRole('alert')).toBeNull();
  expect(saves(seen)).toHaveLength(2);
  expect(state.settings.email_reminders).toBe(false);
});
