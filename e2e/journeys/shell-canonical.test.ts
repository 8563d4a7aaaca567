// Canonical link rules (docs/rules.md ).
import { ShellPage } from '../pages/shell-page';
import { freshPagePerTest, shellUrl } from '../support/browser';

const journey = freshPagePerTest();

test('a static page gets {site host}/{locale}{path}', async () => {
  const shell = new ShellPage(journey.page);
  await shell.open('/ua/home');
  expect(await shell.canonical()).toBe(shellUrl('/ua/home'));
  await shell.open('/pl/register?utm_source=x');
  expect(await shell.canonical()).toBe(shellUrl('/pl/register'));
});

test('/therapists has no canonical link, even with a therapist selected', async () => {
  const shell = new ShellPage(journey.page);
  await shell.open('/ua/therapists?psychologist_id=42');
  expect(await shell.canonical()).toBeNull();
});

test('a page whose path has a dynamic segment has none, and moving to it removes the old one', async () => {
  const shell = new ShellPage(journey.page);
  await shell.open('/en/login');
  expect(await shell.canonical()).toBe(shellUrl('/en/login'));
  await journey.page.evaluate(() => {
    window.history.pushState({}, '', '/en/checkout/order-123');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await journey.page.waitForFunction(() => !document.querySelector('link[rel="canonical"]'));
  expect(await shell.canonical()).toBeNull();
});
