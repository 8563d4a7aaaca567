// The shell on a phone: 375 CSS px with Chromium's phone emulation (isMobile, touch). Nothing may push
// the page sideways (an overflowing page widens the emulated layout viewport and misplaces taps), and
// the header's links stay tappable.
import { ContentRegion } from '../pages/content-page';
import { ShellPage } from '../pages/shell-page';
import { freshPagePerTest } from '../support/browser';

jest.setTimeout(90_000);

const journey = freshPagePerTest({ defaultTimeoutMs: 30_000 });

const PHONE = { width: 375, height: 740, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

beforeEach(async () => {
  await journey.page.setViewport(PHONE);
});

async function expectFitsThePhone(shell: ShellPage): Promise<void> {
  expect(await shell.headerOverflow()).toBeNull();
  const widths = await shell.pageWidths();
  // With phone emulation an overflowing page also widens innerWidth past 375.
  expect(widths.scrollWidth).toBeLessThanOrEqual(375);
  expect(widths.innerWidth).toBe(375);
}

test('/ua/home fits a 375 px phone screen, and the header is tappable', async () => {
  const shell = new ShellPage(journey.page);
  await shell.open('/ua/home');
  await new ContentRegion(journey.page).text();
  await expectFitsThePhone(shell);

  for (const selector of [
    '[data-testid="nav-therapists"]',
    '[data-testid="nav-login"]',
    '[data-testid="nav-register"]',
    'header a[hreflang="pl"]',
  ]) {
    expect(await shell.boxHeight(selector)).toBeGreaterThanOrEqual(44);
  }

  await shell.tap('[data-testid="nav-login"]');
  await shell.waitForPath('/ua/login');
  await journey.page.waitForSelector('h1');
  await expectFitsThePhone(shell);

  await shell.tap('[data-testid="nav-register"]');
  await shell.waitForPath('/ua/register');
  await expectFitsThePhone(shell);

  await shell.tap('header a[hreflang="pl"]');
  await shell.waitForPath('/pl/register');
  await shell.waitForDocumentLang('pl');
  expect(await shell.documentLang()).toBe('pl');

  await shell.tap('[data-testid="nav-home"]');
  await shell.waitForPath('/pl/home');
});

test('/pl/therapists fits a 375 px phone screen, and its header links are tappable', async () => {
  const shell = new ShellPage(journey.page);
  await shell.open('/pl/therapists');
  await journey.page.waitForSelector('[data-testid="therapist-card"]');
  await expectFitsThePhone(shell);

  await shell.tap('[data-testid="nav-login"]');
  await shell.waitForPath('/pl/login');
  await shell.tap('[data-testid="nav-therapists"]');
  await shell.waitForPath('/pl/therapists');
  await journey.page.waitForSelector('[data-testid="therapist-card"]');
  await expectFitsThePhone(shell);
});
