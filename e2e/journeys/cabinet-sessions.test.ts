// A client books and pays, lands on the session in the cabinet from the result page, sees it in their own
// time with its e-mail reminders, takes its .ics, moves it, cancels it free of charge for a token (the reminders
// then say they will not be sent), finds the reminders setting in the profile and the token under purchases.
// axe finds no WCAG 2.2 AA violation on each cabinet page on the way.
import { createClient } from '../fixtures/accounts';
import { BookingWidget } from '../pages/booking-widget';
import { therapistWithFreeTime } from '../pages/booking-fixtures';
import { ClientCabinet, pickSlotAfter } from '../pages/client-cabinet';
import { PaymentResultPage, PaymentsCheckout, SandboxProvider } from '../pages/payments-checkout';
import { expectNoAxeViolations } from '../support/axe';
import { freshPagePerTest } from '../support/browser';

jest.setTimeout(240_000);

const journey = freshPagePerTest({ defaultTimeoutMs: 45_000 });

const ZONE = 'America/New_York';
const localTime = (iso: string) =>
  new Intl.DateTimeFormat('ro-RO', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: ZONE }).format(
    new Date(iso),
  );
const icsStamp = (iso: string) =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z');

test('book and pay, then in the cabinet: local time, reminders, .ics, move, cancel free for a token, the token under purchases', async () => {
  // The client is in New York; the therapist works in Bucharest.
  await journey.page.emulateTimezone(ZONE);
  const therapist = await therapistWithFreeTime('ro', 'personal');
  const client = await createClient('ro');
  const widget = new BookingWidget(journey.page);
  await widget.openTherapist('ro', therapist.id);
  // More than a day ahead, so the session can still be moved and cancelled free of charge.
  const dayAhead = new Date(Date.now() + 30 * 3600_000);
  await journey.page.waitForSelector('[data-testid="booking-widget"] [data-testid="slot"]', { visible: true });
  const startsAt = await pickSlotAfter(journey.page, '[data-testid="booking-widget"]', dayAhead);
  await journey.page.$eval('[data-testid="calendar-continue"]', (n) => (n as HTMLElement).click());
  await widget.signIn(client.email, client.password);
  await widget.waitForStep('review');
  await widget.priceToPay();
  await widget.goToPayment();
  await new PaymentsCheckout(journey.page).payByCard();
  await new SandboxProvider(journey.page).choose('pay');
  expect(await new PaymentResultPage(journey.page).outcome()).toBe('success');

  // "To my sessions" lands on the session just bought.
  await journey.page.$eval('[data-testid="to-cabinet"]', (n) => (n as HTMLElement).click());
  const cabinet = new ClientCabinet(journey.page);
  const card = await journey.page.waitForSelector('[data-testid="session"]', { timeout: 30_000 });
  const id = (await card!.evaluate((n) => n.getAttribute('data-id')))!;
  expect(new URL(journey.page.url()).pathname).toBe(`/ro/cabinet/sessions/${id}`);
  expect(await cabinet.text('[data-testid="session-when"]')).toContain(localTime(startsAt));
  expect(await cabinet.text('[data-testid="session-paid"]')).toBe('Plată cu cardul');
  // The therapist's own time is named too, by its place in words (never an IANA id).
  const therapistTime = await cabinet.text('[data-testid="session-therapist-time"]');
  expect(therapistTime).toContain('ora României');
  expect(therapistTime).not.toContain('Europe/');
  expect(therapistTime).toContain(
    new Intl.DateTimeFormat('ro-RO', {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: 'Europe/Bucharest',
    }).format(new Date(startsAt)),
  );
  // Its e-mail reminders, a day and an hour before, named in the page's language. What became of each
  // depends on the clock (the scan runs every minute), so only the names are checked here.
  const reminders = await cabinet.reminders();
  expect(Object.keys(reminders).sort()).toEqual(['reminder-1h', 'reminder-24h']);
  expect(reminders['reminder-1h']).toMatch(/^Cu o oră înainte: /);
  expect(reminders['reminder-24h']).toMatch(/^Cu o zi înainte: /);
  await expectNoAxeViolations(journey.page);

  const ics = await cabinet.icsText();
  expect(ics).toContain(`DTSTART:${icsStamp(startsAt)}`);
  expect(ics).toContain(`/ro/cabinet/video_call/personal/${id}`);
  expect(ics).toContain('Anulare gratuită până la');

  // Moving uses the booking widget's own calendar.
  await cabinet.openReschedule();
  await expectNoAxeViolations(journey.page);
  const movedTo = await cabinet.moveTo(new Date(Date.parse(startsAt) + 3600_000));
  expect(movedTo).not.toBe(startsAt);
  expect(await cabinet.text('[data-testid="change-done"]')).toContain(localTime(movedTo));
  expect(await cabinet.textOnceItContains('[data-testid="session-when"]', localTime(movedTo))).toContain(
    localTime(movedTo),
  );
  expect(await cabinet.icsText()).toContain(`DTSTART:${icsStamp(movedTo)}`);
  await expectNoAxeViolations(journey.page);

  const consequence = await cabinet.openCancel();
  expect(consequence).toContain('gratuită');
  await expectNoAxeViolations(journey.page);
  const outcome = await cabinet.confirmCancel('token');
  expect(outcome).toContain('jeton');
  expect(await cabinet.textOnceItContains('[data-testid="session-status"]', 'Anulată')).toBe('Anulată');
  // More than a day ahead, no reminder had left yet: both now say they will not be sent.
  await journey.page.waitForFunction(
    () => document.querySelectorAll('[data-testid="session-reminders"] li[data-status="cancelled"]').length === 2,
  );
  expect((await cabinet.reminders())['reminder-1h']).toBe(
    'Cu o oră înainte: netrimis: ședința a fost anulată sau mutată',
  );

  // Reminders are turned off in the profile; a new client has them on.
  await cabinet.open('ro', 'cabinet/profile');
  expect(await cabinet.remindersSetting('Mementouri înainte de ședințele mele')).toBe(true);

  await cabinet.open('ro', 'cabinet/purchases');
  const tokens = await journey.page.waitForSelector('[data-testid="token-balance"]');
  expect(await tokens!.evaluate((n) => n.getAttribute('data-balance'))).toBe('1');
  expect(await journey.page.$$('[data-testid="order"]')).toHaveLength(1);
  // Issue 23, point 2: a card-paid session cancelled for a token reads as a token, not as money refunded.
  expect(await cabinet.text('[data-testid="order"]')).toContain('Returnat ca ședință în sold');
  expect(await tokens!.evaluate((n) => n.getAttribute('data-market'))).toBe('ro');
  await expectNoAxeViolations(journey.page);

  // The landing page: nothing planned any more, the cancelled session among the past ones.
  await cabinet.open('ro');
  await journey.page.waitForSelector('[data-testid="no-upcoming"]');
  const cancelledItem = await journey.page.waitForSelector(`[data-testid="session-item"][data-id="${id}"]`);
  // Issue 23, point 10: under "past and cancelled", with details only (no "move or cancel").
  expect(await cancelledItem!.evaluate((n) => n.textContent ?? '')).toContain('Detalii');
  expect(await cancelledItem!.evaluate((n) => n.textContent ?? '')).not.toContain('mutare sau anulare');
  await expectNoAxeViolations(journey.page);
  await cabinet.open('ro', 'cabinet/nowhere');
  await journey.page.waitForSelector('[data-testid="not-found"]');
});
