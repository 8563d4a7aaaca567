// A path nobody renders shows the one not-found page, whether the shell or a remote answers: under a
// remote's prefix (/ua/gift-codes/x goes to mf-payments, /pl/booking/x to mf-booking) the remote itself says so.
import { ShellPage } from '../pages/shell-page';
import { freshPagePerTest } from '../support/browser';

const journey = freshPagePerTest();

async function notFoundIn(remote: string): Promise<{ title: string; link: string | null }> {
  const selector = `[data-remote-region="${remote}"] [data-testid="not-found"]`;
  await journey.page.waitForSelector(selector);
  return journey.page.$eval(selector, (element) => ({
    title: element.querySelector('h1')?.textContent ?? '',
    link: element.querySelector('a')?.getAttribute('href') ?? null,
  }));
}

test('/ua/gift-codes/x: mf-payments answers "not found" in Ukrainian, with a way home', async () => {
  const shell = new ShellPage(journey.page);
  await shell.open('/ua/gift-codes/x');
  expect(await notFoundIn('mf_payments')).toEqual({ title: 'Ми не знайшли цю сторінку', link: '/ua/home' });
  await journey.page.click('[data-testid="not-found"] a');
  await shell.waitForPath('/ua/home');
});

test('/pl/booking/x: mf-booking answers "not found" in Polish', async () => {
  const shell = new ShellPage(journey.page);
  await shell.open('/pl/booking/x');
  expect((await notFoundIn('mf_booking')).link).toBe('/pl/home');
  expect(await journey.page.$eval('[data-testid="not-found"] h1', (h) => h.textContent)).toMatch(/[ąęłńśźż]/i);
});
