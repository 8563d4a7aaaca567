// A pl therapist runs their week in the cabinet: signs in onto the agenda, sets weekly hours (an invalid
// interval first), takes a day off that clients then cannot pick, books a session for a client and cancels
// it, and opens the statistics. axe checks every cabinet page on the way.
import type { Page } from 'puppeteer';
import { createClient } from '../fixtures/accounts';
import { createJourneyTherapist, listTherapist, type JourneyTherapist } from '../fixtures/therapist-accounts';
import { becomeClientOf } from '../fixtures/video-calls';
import { signInCookie } from '../pages/booking-fixtures';
import { BookingWidget } from '../pages/booking-widget';
import { LoginPage } from '../pages/login-page';
import { ShellPage } from '../pages/shell-page';
import { WorkerCabinet } from '../pages/worker-cabinet';
import { expectNoAxeViolations } from '../support/axe';
import { freshPagePerTest } from '../support/browser';

jest.setTimeout(240_000);

const journey = freshPagePerTest({ defaultTimeoutMs: 45_000 });
let therapist: JourneyTherapist;

beforeAll(async () => {
  therapist = await createJourneyTherapist('pl', 'Marta Zielińska');
  await listTherapist(therapist, 'pl');
});
beforeEach(async () => {
  await journey.page.emulateTimezone('Europe/Warsaw');
});

/** The calendar date in Warsaw `days` from now. */
function warsawDate(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw' }).format(
    new Date(Date.now() + days * 86_400_000),
  );
}

async function dayButtonState(client: Page, date: string): Promise<'enabled' | 'disabled' | 'absent'> {
  const button = await client.$(`[data-testid="day-${date}"]`);
  if (!button) return 'absent';
  return (await button.evaluate((node) => (node as HTMLButtonElement).disabled)) ? 'disabled' : 'enabled';
}

test('agenda, weekly hours with a refused interval, a day off clients cannot pick, a booking made and cancelled, statistics', async () => {
  const client = await createClient('pl');
  const cabinet = new WorkerCabinet(journey.page);

  // Signs in and lands on the agenda, in their own zone named by its city.
  const login = new LoginPage(journey.page);
  await login.open('pl');
  await login.signIn(therapist.email, therapist.password);
  await new ShellPage(journey.page).waitForPath('/pl/cabinet/appointments-list');
  await journey.page.waitForSelector('[data-testid="agenda"]');
  expect(await cabinet.text('[data-testid="zone-note"]')).toBe('Strefa czasowa: Warszawa');
  await cabinet.answerConsent();
  await expectNoAxeViolations(journey.page);

  // Weekly hours: Monday ends before it starts, the api refuses, the message sits by that interval.
  await cabinet.navigate('Tydzień pracy', 'weekly-hours');
  await cabinet.addInterval(1);
  await cabinet.setInterval(1, 0, '12:00', '10:00');
  await cabinet.press('[data-testid="weekly-save"]');
  expect(await cabinet.intervalError(1)).toBe('Koniec musi być później niż początek.');
  await expectNoAxeViolations(journey.page);
  await cabinet.setInterval(1, 0, '08:00', '20:00');
  await cabinet.press('[data-testid="copy-monday"]');
  await cabinet.addInterval(6);
  await cabinet.setInterval(6, 0, '08:00', '20:00');
  await cabinet.addInterval(7);
  await cabinet.setInterval(7, 0, '08:00', '20:00');
  await cabinet.press('[data-testid="weekly-save"]');
  await journey.page.waitForSelector('[data-testid="weekly-saved"]');
  expect(await journey.page.$('[data-testid="interval-error"]')).toBeNull();
  await journey.page.waitForSelector('[data-testid="next-week-preview"] li');
  await expectNoAxeViolations(journey.page);
  // On a desktop an interval's From, To and Remove sit on one line beside the day's name (issue 23, point 16).
  const tops = await journey.page.$eval('[data-testid="weekday-1"] [data-testid="interval"]', (interval) =>
    [...interval.querySelectorAll('select, button')].map((n) => Math.round(n.getBoundingClientRect().top)),
  );
  expect(tops).toHaveLength(3);
  expect(Math.max(...tops) - Math.min(...tops)).toBeLessThanOrEqual(4);
  const dayTop = await journey.page.$eval('[data-testid="weekday-1"] legend', (n) => n.getBoundingClientRect().top);
  expect(Math.abs(tops[0]! - dayTop)).toBeLessThan(60);

  // A day off three days ahead; the day after stays a working day.
  const dayOff = warsawDate(3);
  const workingDay = warsawDate(4);
  const visitor = await journey.browser.createBrowserContext();
  const clientPage = await visitor.newPage();
  await clientPage.emulateTimezone('Europe/Warsaw');
  await clientPage.setViewport({ width: 1280, height: 1200 });
  const widget = new BookingWidget(clientPage);
  await widget.openTherapist('pl', therapist.id);
  await clientPage.waitForSelector('[data-testid="slot"]');
  expect(await dayButtonState(clientPage, dayOff)).toBe('enabled');

  await cabinet.navigate('Dni szczególne', 'special-hours');
  await cabinet.setDate('#special-from', dayOff);
  await cabinet.press('[data-testid="special-save"]');
  // Saved, or what the therapist was told instead (so a refusal fails with its words, not with a time-out).
  const outcome = await journey.page.waitForSelector(
    '[data-testid="special-saved"], [data-testid="special-error"], #special-problems',
  );
  expect(await outcome!.evaluate((n) => `${n.getAttribute('data-testid') ?? n.id}: ${n.textContent}`)).toMatch(
    /^special-saved: /,
  );
  await journey.page.waitForSelector(`[data-testid="special-day"][data-date="${dayOff}"]`);
  await expectNoAxeViolations(journey.page);

  await widget.openTherapist('pl', therapist.id);
  await clientPage.waitForSelector('[data-testid="slot"]');
  expect(await dayButtonState(clientPage, dayOff)).not.toBe('enabled');
  expect(await dayButtonState(clientPage, workingDay)).toBe('enabled');
  await visitor.close();

  // A session booked for a client, on the first free time. A therapist books only their own clients, so the
  // client first buys the therapist's last free time (weeks ahead, after the one booked here).
  await becomeClientOf({
    market: 'pl',
    therapistCookie: await signInCookie(therapist.email, therapist.password, 'pl'),
    client,
    kind: 'personal',
    pick: 'last',
  });
  await cabinet.navigate('Zapisz klienta', 'new-booking');
  await journey.page.type('#client-email', client.email);
  const slot = await journey.page.waitForSelector('[data-testid="booking-slot"]');
  const startsAt = await slot!.evaluate((node) => node.getAttribute('data-starts-at'));
  await slot!.click();
  await cabinet.press('[data-testid="booking-submit"]');
  expect(await cabinet.text('[data-testid="booking-created"]')).toContain('Zapisano na');
  await expectNoAxeViolations(journey.page);

  // The agenda shows it with the call not open yet; cancelling says what the client gets first.
  await cabinet.navigate('Sesje', 'agenda');
  const row = await journey.page.waitForSelector(`[data-testid="agenda-booking"][data-status="upcoming"]`);
  expect(await row!.evaluate((node) => node.textContent)).toContain('Olena E2E');
  const bookingId = await row!.evaluate((node) => node.getAttribute('data-booking-id'));
  await journey.page.click(`[data-booking-id="${bookingId}"] [data-testid="cancel-booking"]`);
  expect(await cabinet.text('[data-testid="cancel-consequence"]')).toContain('pełny zwrot');
  await expectNoAxeViolations(journey.page);
  await cabinet.press('[data-testid="cancel-confirm"]');
  await journey.page.waitForSelector(`[data-booking-id="${bookingId}"][data-status="cancelled"]`);
  expect(await cabinet.text(`[data-booking-id="${bookingId}"] [data-testid="booking-status"]`)).toBe('Odwołana');
  expect(startsAt).toMatch(/Z$/);

  // Statistics: charts with the table beside them.
  await cabinet.navigate('Statystyki', 'statistics');
  await journey.page.waitForSelector('[data-testid="statistics-table"] tbody tr');
  await expectNoAxeViolations(journey.page);
});

test('on a phone the week editor fits the screen and works by touch', async () => {
  await journey.page.setViewport({ width: 375, height: 812, isMobile: true, hasTouch: true });
  const login = new LoginPage(journey.page);
  await login.open('pl');
  await login.signIn(therapist.email, therapist.password);
  await new ShellPage(journey.page).waitForPath('/pl/cabinet/appointments-list');
  const cabinet = new WorkerCabinet(journey.page);
  await cabinet.answerConsent();
  await cabinet.open('/pl/cabinet/working-hours');
  const add = await journey.page.waitForSelector('[data-testid="add-interval-3"]', { visible: true });
  await add!.tap();
  await journey.page.waitForSelector('[data-testid="weekday-3"] [data-testid="interval"]');
  const overflow = await journey.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  // Every control a finger needs is at least 44 px tall.
  const small = await journey.page.$$eval(
    '[data-testid="weekly-hours"] button, [data-testid="weekly-hours"] select',
    (nodes) =>
      nodes
        .filter((n) => (n as HTMLElement).getBoundingClientRect().height < 44)
        .map((n) => (n as HTMLElement).outerHTML.slice(0, 80)),
  );
  expect(small).toEqual([]);
  await expectNoAxeViolations(journey.page);

  // The statistics on a phone (issue 23, point 16): readable axis labels, whole-number steps, and the
  // table's scroll area reachable by keyboard (axe: scrollable-region-focusable).
  await cabinet.open('/pl/cabinet/statistics');
  await journey.page.waitForSelector('[data-testid="statistics-table"] tbody tr');
  await expectNoAxeViolations(journey.page);
  const labelHeights = await journey.page.$$eval('figure svg text', (nodes) =>
    nodes.map((n) => n.getBoundingClientRect().height),
  );
  expect(labelHeights.length).toBeGreaterThan(0);
  expect(Math.min(...labelHeights)).toBeGreaterThanOrEqual(11);
  const axes = await journey.page.$$eval('figure', (figures) =>
    figures.map((f) => [...f.querySelectorAll('svg text[text-anchor="end"]')].map((n) => n.textContent ?? '')),
  );
  expect(axes).toHaveLength(2);
  for (const axis of axes) {
    expect(axis.every((t) => !/[.,]\d\d(?!\d)/.test(t))).toBe(true);
    expect(new Set(axis).size).toBe(axis.length);
  }
  expect(await journey.page.$eval('[data-testid="statistics-table-scroll"]', (n) => (n as HTMLElement).tabIndex)).toBe(
    0,
  );
  const overflowStats = await journey.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflowStats).toBeLessThanOrEqual(0);
});
