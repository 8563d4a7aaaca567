// Care through outages (issue 27): a client in the ua market gives their oblast in the profile; when the alerts
// stand-in reports an air-raid alert there while their session's call is open, the call page says so calmly and
// the client moves the session free of charge in one step, to one of the therapist's free times.
import type { Page } from 'puppeteer';
import { createClient } from '../fixtures/accounts';
import { bookCall } from '../fixtures/video-calls';
import { signInCookie } from '../pages/booking-fixtures';
import { LoginPage } from '../pages/login-page';
import { OutageCare, setAlerts } from '../pages/outage-care';
import { VideoCallPage } from '../pages/video-call';
import { apiUrl, freshPagePerTest, shellUrl } from '../support/browser';

jest.setTimeout(300_000);

const journey = freshPagePerTest({
  defaultTimeoutMs: 45_000,
  browserArgs: ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'],
});

afterAll(async () => {
  await setAlerts([]);
});

async function signedIn(locale: string, email: string, password: string): Promise<Page> {
  const { page } = await journey.another();
  const login = new LoginPage(page);
  await login.open(locale);
  await login.signIn(email, password);
  await page.waitForFunction(() => !location.pathname.endsWith('/login'), { timeout: 30_000 });
  return page;
}

async function startsAtOf(id: string, cookie: string): Promise<string> {
  const response = await fetch(apiUrl(`/v4/entities/get_one_appointment_details?config_id=ua&appointment_id=${id}`), {
    headers: { cookie },
  });
  if (!response.ok) throw new Error(`appointment details: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { appointment: { starts_at: string } }).appointment.starts_at;
}

test('a client sees the alert notice on the call page and moves the session free of charge', async () => {
  await setAlerts([]);
  const client = await createClient('ua');
  const booked = await bookCall({
    market: 'ua',
    therapistEmail: 'therapist2@demo.example',
    client,
    kind: 'personal',
    minutesAhead: 3,
  });

  const page = await signedIn('ua', client.email, client.password);
  const care = new OutageCare(page);
  // The profile says why it asks before the client gives their oblast.
  expect(await care.chooseOblast('ua', 'kyivska')).toMatch(/безкоштовне перенесення/);

  await setAlerts(['kyivska']);
  const call = new VideoCallPage(page);
  await call.open('ua', 'personal', booked.id);
  const notice = await care.waitForAlertNotice().catch(async (error: Error) => {
    // What the api said, so a failure names its cause.
    const cookie = await signInCookie(client.email, client.password, 'ua');
    const state = await fetch(apiUrl(`/v4/outages/care_state?booking_id=${booked.id}`), { headers: { cookie } });
    throw new Error(`${error.message}; care_state ${state.status}: ${await state.text()}`);
  });
  expect(notice).toContain(
    'Повітряна тривога в Київській області. Пройдіть в укриття; цю сесію можна перенести безкоштовно.',
  );

  await care.press('Перенести безкоштовно');
  const picked = await care.pickFirstTime();
  const moved = await care.movedText();
  expect(moved).toMatch(/^Готово: сесію перенесено на /);
  expect(moved).toContain(picked);

  const cookie = await signInCookie(client.email, client.password, 'ua');
  const startsAt = await startsAtOf(booked.id, cookie);
  expect(Date.parse(startsAt)).not.toBe(Date.parse(booked.startsAt));
  expect(Date.parse(startsAt)).toBeGreaterThan(Date.now());
});

test('the outage pages carry their own title from the first byte', async () => {
  const report = await (await fetch(shellUrl('/ua/outage-report'))).text();
  expect(report).toContain('<title>У мене зникло світло або зв’язок · Розмова</title>');
  const admin = await (await fetch(shellUrl('/pl/cabinet/admin/outages'))).text();
  expect(admin).toContain('<title>Alarmy i przerwy w dostawie prądu · Rozmova</title>');
});
