// The waitlist (issue 24, api/docs/waitlist.md): a therapist with no free time in the next 14 days offers a
// waitlist in the booking widget; the client joins with the days and hours that suit them; the therapist opens
// hours, the minute's sweep offers the first fitting time to the client by e-mail, and the claim link's page shows
// it with the minutes left and leads into the normal checkout, where the client pays. axe finds no WCAG 2.2 AA
// violation on the widget's waitlist form and on the claim page.
import { createClient, linkTokenFor } from '../fixtures/accounts';
import { createJourneyTherapist, listTherapist } from '../fixtures/therapist-accounts';
import { signInCookie } from '../pages/booking-fixtures';
import { LoginPage } from '../pages/login-page';
import { PaymentResultPage, PaymentsCheckout, SandboxProvider } from '../pages/payments-checkout';
import { expectNoAxeViolations } from '../support/axe';
import { apiUrl, freshPagePerTest, shellUrl } from '../support/browser';

jest.setTimeout(300_000);

const journey = freshPagePerTest({ defaultTimeoutMs: 45_000 });

/** The claim link's token, once the sweep (every minute) has mailed it. */
async function offerToken(email: string): Promise<string> {
  const deadline = Date.now() + 150_000;
  for (;;) {
    try {
      return await linkTokenFor(email, 'cabinet/waitlist/offer');
    } catch (error) {
      if (Date.now() > deadline) throw error;
    }
  }
}

test('a client waits for a fully booked therapist, is offered a freed time by e-mail and books it', async () => {
  // A therapist of the journey's own, listed, with no hours yet: nothing free in the next 14 days.
  const therapist = await createJourneyTherapist('pl', 'Ewa Kolejkowa');
  await listTherapist(therapist, 'pl');
  const client = await createClient('pl', 'Ola Czekająca');

  const login = new LoginPage(journey.page);
  await login.open('pl');
  await login.signIn(client.email, client.password);
  await journey.page.waitForFunction(() => !location.pathname.endsWith('/login'));
  await journey.page.goto(shellUrl(`/pl/therapists?psychologist_id=${therapist.id}`), { waitUntil: 'networkidle0' });
  await journey.page.waitForSelector('[data-testid="waitlist-join"]');
  expect(await journey.page.$eval('#waitlist-title', (h) => h.textContent)).toBe(
    'Brak wolnych terminów w ciągu najbliższych 14 dni',
  );
  // Every day, any time: weekends added, the whole day.
  await journey.page.click('[data-testid="waitlist-day-6"]');
  await journey.page.click('[data-testid="waitlist-day-7"]');
  await journey.page.select('#waitlist-from', '00:00');
  await journey.page.select('#waitlist-to', '24:00');
  await expectNoAxeViolations(journey.page);
  await journey.page.click('[data-testid="waitlist-submit"]');
  await journey.page.waitForSelector('[data-testid="waitlist-joined"]');

  // The therapist opens hours: the next sweep offers the first fitting time to the first in line.
  const cookie = await signInCookie(therapist.email, therapist.password, 'pl');
  const hours = await fetch(apiUrl('/v4/time_management/set_weekly_work_time?config_id=pl'), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: process.env.E2E_SHELL_URL ?? 'http://localhost:4000',
      cookie,
    },
    body: JSON.stringify({
      intervals: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '10:00', end: '12:00' })),
    }),
  });
  expect(hours.status).toBe(200);
  const token = await offerToken(client.email);

  await journey.page.goto(shellUrl(`/pl/cabinet/waitlist/offer?token=${token}`), { waitUntil: 'networkidle0' });
  const left = await journey.page.waitForSelector('[data-testid="waitlist-offer-left"]');
  expect(await left!.evaluate((n) => n.textContent)).toMatch(/^Czas na rezerwację: (30|29|28) min$/);
  await expectNoAxeViolations(journey.page);
  await Promise.all([
    journey.page.waitForNavigation().catch(() => undefined),
    journey.page.click('[data-testid="waitlist-offer-book"]'),
  ]);

  const checkout = new PaymentsCheckout(journey.page);
  await checkout.payByCard();
  await new SandboxProvider(journey.page).choose('pay');
  expect(await new PaymentResultPage(journey.page).outcome()).toBe('success');

  // Booked: the client has left the line.
  await journey.page.goto(shellUrl('/pl/cabinet/waitlist'), { waitUntil: 'networkidle0' });
  await journey.page.waitForSelector('[data-testid="waitlist-page"]');
  await journey.page.waitForFunction(() =>
    document.body.innerText.includes('Nie jesteś na żadnej liście oczekujących.'),
  );
});
