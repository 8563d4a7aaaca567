// The data a page exists for comes with its HTML (issue 28): while the JavaScript is still on its way, the
// page's inline renderer draws the answer the HTML asked for into the page's copy: a therapist's free times
// (usable: a time chosen there is the one the booking widget opens with), the client's next session, the
// therapist's week. Then the apps take over the same regions without an error. Here the browser holds every
// script file back until the copy has been checked, as a slow phone's download would.
import type { HTTPRequest, Page } from 'puppeteer';
import { DEMO, DEMO_PASSWORD } from '../fixtures/accounts';
import { signInCookie, therapistWithFreeTime } from '../pages/booking-fixtures';
import { freshPagePerTest, shellUrl } from '../support/browser';

jest.setTimeout(120_000);

const journey = freshPagePerTest({ defaultTimeoutMs: 45_000 });

/** Holds every script file until `release()`: the page has its HTML (and its inline scripts) only. */
async function holdScripts(page: Page): Promise<{ release: () => void; errors: string[] }> {
  const held: HTTPRequest[] = [];
  let holding = true;
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    if (holding && request.resourceType() === 'script') held.push(request);
    else void request.continue();
  });
  return {
    errors,
    release: () => {
      holding = false;
      for (const request of held.splice(0)) void request.continue();
    },
  };
}

/** The api's session cookie, sent to the site's pages too (the site and the api share a host here). */
async function signedIn(page: Page, email: string): Promise<void> {
  const sid = (await signInCookie(email, DEMO_PASSWORD, 'pl')).replace(/^sid=/, '');
  await page.setCookie({ name: 'sid', value: sid, domain: new URL(shellUrl()).hostname, path: '/', httpOnly: true });
}

test("a therapist's free times from the HTML before the app; the time chosen there is the widget's", async () => {
  const therapist = await therapistWithFreeTime('pl', 'personal');
  const page = journey.page;
  const scripts = await holdScripts(page);
  const opened = page.goto(shellUrl(`/pl/therapists?psychologist_id=${encodeURIComponent(therapist.id)}`));

  const copied = await page.waitForSelector('#prerendered [data-testid="booking-widget"] [data-testid="slot"]', {
    visible: true,
  });
  // No app yet: the times are the HTML's.
  expect(await page.$('#root [data-testid="booking-widget"]')).toBeNull();
  const startsAt = (await copied!.evaluate((n) => n.getAttribute('data-starts-at')))!;
  const name = await copied!.evaluate((n) => (n as HTMLElement).innerText);
  expect(name).toMatch(/^\d\d:\d\d/);
  // A real button: chosen by a click, said to be chosen.
  await copied!.click();
  await page.waitForSelector(`#prerendered [data-testid="slot"][data-starts-at="${startsAt}"][aria-pressed="true"]`);

  scripts.release();
  await opened;
  // The app's widget opens with the same time chosen, and the copy is gone.
  await page.waitForSelector(
    `#root [data-testid="booking-widget"] [data-testid="slot"][data-starts-at="${startsAt}"][aria-pressed="true"]`,
  );
  await page.waitForFunction(() => !document.getElementById('prerendered'));
  expect(await page.$eval('[data-testid="calendar-continue"]', (n) => (n as HTMLButtonElement).disabled)).toBe(false);
  expect(scripts.errors).toEqual([]);
});

test("the client's next session and the therapist's week from the HTML, then the apps'", async () => {
  for (const [email, path, region] of [
    [DEMO.client, '/pl/cabinet', ':is([data-testid="next-session"], [data-testid="no-upcoming"])'],
    [DEMO.therapist, '/pl/cabinet/appointments-list', '[data-testid="agenda"] [data-testid="agenda-day"]'],
  ] as const) {
    const { page } = await journey.another();
    await signedIn(page, email);
    const scripts = await holdScripts(page);
    const opened = page.goto(shellUrl(path));
    await page.waitForSelector(`#prerendered main ${region}`, { visible: true });
    expect(await page.$(`#root ${region}`)).toBeNull();
    // Links of the copy are real links.
    for (const href of await page.$$eval('#prerendered main a', (links) => links.map((a) => a.getAttribute('href'))))
      expect(href).toMatch(/^\/pl\//);
    scripts.release();
    // Written for a signed-in browser: no cache keeps it.
    expect((await opened)?.headers()['cache-control']).toBe('private, no-store');
    await page.waitForSelector(`#root ${region}`, { visible: true });
    await page.waitForFunction(() => !document.getElementById('prerendered'));
    expect(scripts.errors).toEqual([]);
  }
});
