// A client with a session makes a calendar address on their profile page and a calendar subscribes to it (the
// journey fetches it as Google or Apple would): the session is there with its join link; the therapist moves it
// and the same event comes back with a higher SEQUENCE; the client turns the address off and it answers 404.
// axe finds no WCAG 2.2 AA violation on the profile page with the address shown.
import { createClient } from '../fixtures/accounts';
import { bookCall } from '../fixtures/video-calls';
import { signInCookie } from '../pages/booking-fixtures';
import { ClientCabinet } from '../pages/client-cabinet';
import { LoginPage } from '../pages/login-page';
import { expectNoAxeViolations } from '../support/axe';
import { apiUrl, freshPagePerTest } from '../support/browser';

jest.setTimeout(240_000);

const journey = freshPagePerTest({ defaultTimeoutMs: 45_000 });

/**
 * Minutes from now to 15:00 UTC (16:00 or 17:00 in Warsaw) on the first Monday to Thursday at least four days
 * ahead: therapist3 works 16:00-20:00 Warsaw time on weekdays (api/src/seed/scheduling.ts), and the journeys that
 * book her first free time take earlier ones, so the session is bookable whatever the hour the test runs at. (Two
 * days ahead of a run at 06:45 UTC fell on such a first free time, and the twelve five-minute tries of `bookCall`
 * all found it taken.)
 */
function minutesToTherapist3Afternoon(): number {
  const now = Date.now();
  const day = new Date(now + 4 * 86_400_000);
  let target = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 15);
  while (target < now + 4 * 86_400_000 || ![1, 2, 3, 4].includes(new Date(target).getUTCDay())) target += 86_400_000;
  return Math.ceil((target - now) / 60_000);
}

/** Presses the button of the calendar-feed card with exactly this text. */
async function press(label: string): Promise<void> {
  await journey.page.waitForFunction(
    (text) =>
      [...document.querySelectorAll('[data-testid="calendar-feed"] button')].some(
        (b) => b.textContent === text && !(b as HTMLButtonElement).disabled,
      ),
    {},
    label,
  );
  await journey.page.$$eval(
    '[data-testid="calendar-feed"] button',
    (buttons, text) => (buttons.find((b) => b.textContent === text) as HTMLButtonElement).click(),
    label,
  );
}

/** The feed as a calendar fetches it: no cookie, only the secret address. */
async function fetchFeed(url: string): Promise<{ status: number; body: string }> {
  const response = await fetch(url);
  return { status: response.status, body: (await response.text()).replace(/\r\n[ \t]/g, '') };
}

test('a client subscribes to their sessions; a move reaches the calendar; a turned-off address answers 404', async () => {
  const client = await createClient('pl');
  const booked = await bookCall({
    market: 'pl',
    therapistEmail: 'therapist3@demo.example',
    client,
    kind: 'personal',
    minutesAhead: minutesToTherapist3Afternoon(),
  });

  const login = new LoginPage(journey.page);
  await login.open('pl');
  await login.signIn(client.email, client.password);
  await journey.page.waitForFunction(() => !location.pathname.endsWith('/login'));
  await new ClientCabinet(journey.page).open('pl', 'cabinet/profile');
  await journey.page.waitForSelector('[data-testid="calendar-feed"]');
  await press('Utwórz adres kalendarza');
  const input = await journey.page.waitForSelector('#calendar-feed-url');
  const url = await input!.evaluate((el) => (el as HTMLInputElement).value);
  expect(url.startsWith(apiUrl('/calendar_feed.ics?token='))).toBe(true);
  await expectNoAxeViolations(journey.page);

  const first = await fetchFeed(url);
  expect(first.status).toBe(200);
  expect(first.body).toContain(`UID:${booked.id}@rozmova\r\nSEQUENCE:0\r\n`);
  expect(first.body).toContain(`/pl/cabinet/video_call/personal/${booked.id}`);

  const therapistCookie = await signInCookie(booked.therapist.email, booked.therapist.password, 'pl');
  // A day later, or the next time after it the therapist has nothing (other journeys share the demo therapists).
  const moveTo = (startsAt: string) =>
    fetch(apiUrl('/v4/reschedule_booking?config_id=pl'), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: process.env.E2E_SHELL_URL ?? 'http://localhost:4000',
        cookie: therapistCookie,
      },
      body: JSON.stringify({ booking_id: booked.id, starts_at: startsAt }),
    });
  let moved = await moveTo(new Date(Date.parse(booked.startsAt) + 24 * 3_600_000).toISOString());
  for (let hours = 25; moved.status === 409 && hours < 36; hours += 1) {
    moved = await moveTo(new Date(Date.parse(booked.startsAt) + hours * 3_600_000).toISOString());
  }
  expect(moved.status).toBe(200);
  const after = await fetchFeed(url);
  expect(after.body).toContain(`UID:${booked.id}@rozmova\r\nSEQUENCE:1\r\n`);
  expect(after.body.split(`UID:${booked.id}@rozmova`)).toHaveLength(2);

  await press('Wyłącz adres');
  await journey.page.waitForFunction(() =>
    document.body.innerText.includes('Adres jest wyłączony. Kalendarze, które go subskrybują'),
  );
  expect((await fetchFeed(url)).status).toBe(404);
});
