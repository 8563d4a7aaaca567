// A render error shows the fallback screen (docs/rules.md) and posts the stack trace.
import type { HTTPRequest } from 'puppeteer';
import { ErrorScreenPage } from '../pages/error-screen';
import { ShellPage } from '../pages/shell-page';
import { freshPagePerTest } from '../support/browser';

const journey = freshPagePerTest();

test('a forced render error shows the fallback screen with support, time and trace, and reports it', async () => {
  const reports: HTTPRequest[] = [];
  journey.page.on('request', (request) => {
    if (request.url().includes('/v4/frontend_error')) reports.push(request);
  });
  const answered = journey.page.waitForResponse(
    (response) => response.url().includes('/v4/frontend_error') && response.request().method() === 'POST',
  );
  await new ShellPage(journey.page).open('/ua/home?__force_render_error=1');
  const screen = new ErrorScreenPage(journey.page);
  await screen.waitUntilShown();
  const text = await screen.text();
  expect(text).toContain('Sorry, something went wrong');
  expect(text).toContain('Please try refreshing this page or return to the main page');
  expect(text).toContain('Служба підтримки');
  expect(text).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
  expect(await screen.supportLinks()).toEqual(
    expect.arrayContaining(['support-email', 'support-facebook', 'support-telegram', 'support-instagram']),
  );
  expect(await screen.details()).toContain('Forced render error (test hook)');

  const response = await answered;
  expect(response.status()).toBeLessThan(300);
  const body = JSON.parse(reports.find((request) => request.method() === 'POST')!.postData() ?? '{}') as {
    stack_trace?: string;
  };
  expect(body.stack_trace).toContain('Forced render error (test hook)');
  expect(new URL(response.url()).searchParams.get('config_id')).toBe('ua');
});

test('the support block follows the market: Polish label and no Telegram on pl; English on ro', async () => {
  await new ShellPage(journey.page).open('/pl/login?__force_render_error=1');
  const screen = new ErrorScreenPage(journey.page);
  await screen.waitUntilShown();
  expect(await screen.text()).toContain('Wsparcie');
  expect(await screen.supportLinks()).not.toContain('support-telegram');
  expect(await screen.supportLinks()).toContain('support-facebook');

  await new ShellPage(journey.page).open('/ro/login?__force_render_error=1');
  await screen.waitUntilShown();
  expect(await screen.text()).toContain('Support');
  expect(await screen.supportLinks()).not.toContain('support-facebook');
});

test('without the test hook flag in the address nothing breaks', async () => {
  const shell = new ShellPage(journey.page);
  await shell.open('/ua/login?__force_render_error=0');
  expect(await journey.page.$('[data-testid="error-fallback"]')).toBeNull();
  await journey.page.waitForSelector('[data-testid="login-form"]');
});
