// Issue 24: a client books a weekly series of 4 sessions from a therapist's page. Someone else has taken the
// second week's time, so the preview marks that week and offers that week's free times; the client moves it to
// the first one, pays the first session on the provider's page (the others are held, payable from the cabinet),
// then sees the series in the cabinet and the paid session in their calendar feed. The therapist moves that
// session in the agenda and the feed follows (SEQUENCE 1). axe checks the pages on the way.
import { SERVICE_IDS } from '@rozmova/contracts/constants';
import { createClient } from '../fixtures/accounts';
import { createJourneyTherapist, listTherapist, type JourneyTherapist } from '../fixtures/therapist-accounts';
import { signInCookie } from '../pages/booking-fixtures';
import { BookingWidget } from '../pages/booking-widget';
import { CabinetSeries, SeriesPlanner, moveInAgenda } from '../pages/booking-series';
import { ClientCabinet } from '../pages/client-cabinet';
import { LoginPage } from '../pages/login-page';
import { PaymentResultPage, SandboxProvider } from '../pages/payments-checkout';
import { expectNoAxeViolations } from '../support/axe';
import { apiUrl, freshPagePerTest } from '../support/browser';

jest.setTimeout(300_000);

const ORIGIN = (): string => process.env.E2E_SHELL_URL ?? 'http://localhost:4000';
const WEEK = 7 * 86_400_000;

const journey = freshPagePerTest({ defaultTimeoutMs: 45_000 });
let therapist: JourneyTherapist;

beforeAll(async () => {
  // A therapist of the journey's own, working every weekday, so no other journey's bookings change its weeks.
  therapist = await createJourneyTherapist('pl', 'Ewa Lis');
  const cookie = await signInCookie(therapist.email, therapist.password, 'pl');
  const hours = await fetch(apiUrl('/v4/time_management/set_weekly_work_time?config_id=pl'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN(), cookie },
    body: JSON.stringify({
      time_zone: 'Europe/Warsaw',
      intervals: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '09:00', end: '17:00' })),
    }),
  });
  if (!hours.ok) throw new Error(`weekly hours not saved: ${hours.status} ${await hours.text()}`);
  await listTherapist(therapist, 'pl');
});
beforeEach(async () => {
  await journey.page.emulateTimezone('Europe/Warsaw');
});

/** Another client buys (and pays in the sandbox) the therapist's time `startsAt`, so that week is taken. */
async function takenByAnotherClient(startsAt: string): Promise<void> {
  const other = await createClient('pl', 'Jan Kowal');
  const cookie = await signInCookie(other.email, other.password, 'pl');
  const response = await fetch(apiUrl('/v4/purchase_rule/initiate_purchase_of_appointment?config_id=pl'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN(), cookie },
    body: JSON.stringify({ worker_id: therapist.id, service_id: SERVICE_IDS.personal, starts_at: startsAt }),
  });
  if (!response.ok) throw new Error(`the other purchase failed: ${response.status} ${await response.text()}`);
  const checkout = new URL(((await response.json()) as { checkout_url: string }).checkout_url);
  const paid = await fetch(`${checkout.origin}${checkout.pathname}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: checkout.origin },
    body: new URLSearchParams({ token: checkout.searchParams.get('token')!, action: 'pay' }).toString(),
  });
  if (paid.status !== 303) throw new Error(`sandbox payment failed: ${paid.status} ${await paid.text()}`);
}

async function fetchFeed(url: string): Promise<string> {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  return (await response.text()).replace(/\r\n[ \t]/g, '');
}

test('a weekly series with one taken week moved, paid first session, cabinet, feed, and a therapist move', async () => {
  const client = await createClient('pl', 'Olga Nowicka');
  const login = new LoginPage(journey.page);
  await login.open('pl');
  await login.signIn(client.email, client.password);
  await journey.page.waitForFunction(() => !location.pathname.endsWith('/login'));

  const widget = new BookingWidget(journey.page);
  await widget.openTherapist('pl', therapist.id);
  const first = await widget.pickFirstSlot();
  await widget.waitForStep('review');
  const secondWeek = new Date(Date.parse(first.startsAt) + WEEK).toISOString();
  await takenByAnotherClient(secondWeek);

  const planner = new SeriesPlanner(journey.page);
  await planner.repeat(1, 4);
  const weeks = await planner.weeks();
  expect(weeks.map((w) => w.state)).toEqual(['free', 'conflict', 'free', 'free']);
  expect(weeks[1]!.text).toContain('W tym tygodniu ten termin jest już zajęty.');
  expect(await planner.summary()).toBe('Rezerwujesz 3 sesje.');
  const moved = await planner.moveToFirstAlternative(1);
  // The alternative is a free time of that same week.
  expect(Math.abs(Date.parse(moved) - Date.parse(secondWeek))).toBeLessThan(WEEK);
  expect(await planner.summary()).toBe('Rezerwujesz 4 sesje.');

  await planner.confirm();
  const provider = new SandboxProvider(journey.page);
  expect(await provider.amount()).toMatch(/zł/);
  await provider.choose('pay');
  expect(await new PaymentResultPage(journey.page).outcome()).toBe('success');

  // The cabinet: the series with its four sessions, the first paid, the others held and payable.
  const cabinet = new ClientCabinet(journey.page);
  await cabinet.open('pl', 'cabinet/series');
  const sessions = await new CabinetSeries(journey.page).occurrences();
  expect(sessions).toHaveLength(4);
  expect(sessions.map((s) => s.status)).toEqual(['confirmed', 'held', 'held', 'held']);
  expect(await journey.page.$$('[data-testid="series-pay-now"]')).toHaveLength(3);
  await expectNoAxeViolations(journey.page);
  const firstId = sessions[0]!.id;
  await cabinet.open('pl', 'cabinet');
  await journey.page.waitForSelector(`[data-id="${firstId}"] [data-testid="series-marker"]`);

  // The calendar feed carries the paid session.
  await cabinet.open('pl', 'cabinet/profile');
  await journey.page.waitForSelector('[data-testid="calendar-feed"]');
  await journey.page.$$eval('[data-testid="calendar-feed"] button', (buttons) =>
    (buttons.find((b) => b.textContent === 'Utwórz adres kalendarza') as HTMLButtonElement).click(),
  );
  const input = await journey.page.waitForSelector('#calendar-feed-url');
  const feedUrl = await input!.evaluate((el) => (el as HTMLInputElement).value);
  expect(await fetchFeed(feedUrl)).toContain(`UID:${firstId}@rozmova\r\nSEQUENCE:0\r\n`);

  // The therapist moves that session from the agenda; the feed follows.
  const { page: therapistPage } = await journey.another();
  const therapistLogin = new LoginPage(therapistPage);
  await therapistLogin.open('pl');
  await therapistLogin.signIn(therapist.email, therapist.password);
  await therapistPage.waitForSelector('[data-testid="agenda"]');
  await therapistPage.waitForSelector(`[data-booking-id="${firstId}"] [data-testid="series-marker"]`);
  await moveInAgenda(therapistPage, firstId);
  expect(await fetchFeed(feedUrl)).toContain(`UID:${firstId}@rozmova\r\nSEQUENCE:1\r\n`);
});
