// With mf-content's server stopped the shell still works and its region shows the calm fallback.
import { ShellPage } from '../pages/shell-page';
import { ContentRegion } from '../pages/content-page';
import { deployedRemotes, freshPagePerTest, setAppServer } from '../support/browser';

const journey = freshPagePerTest();

afterEach(async () => {
  if (deployedRemotes().includes('mf_content')) await setAppServer('mf_content', 'start').catch(() => undefined);
});

test('mf-content down: home shows the region fallback, the shell keeps working, retry brings content back', async () => {
  const contentDeployed = deployedRemotes().includes('mf_content');
  if (contentDeployed) await setAppServer('mf_content', 'stop');
  const shell = new ShellPage(journey.page);
  await shell.open('/ua/home');
  await journey.page.waitForSelector('[data-testid="region-fallback"][data-remote="mf_content"]');
  expect(await shell.headerText()).toContain('Увійти');
  expect(await journey.page.$('[data-testid="error-fallback"]')).toBeNull();

  if (contentDeployed) {
    // Back up: the region's own retry loads the remote without reloading the page.
    await setAppServer('mf_content', 'start');
    await journey.page.click('[data-testid="region-retry"]');
    expect(await new ContentRegion(journey.page).text()).toMatch(/[а-яіїєґ]/i);
  }

  // The rest of the shell works all along.
  await journey.page.click('[data-testid="nav-login"]');
  await journey.page.waitForSelector('[data-testid="login-form"]');
  expect(shell.pathname()).toBe('/ua/login');
});

test('a private area sends an anonymous visitor to sign in and keeps the way back', async () => {
  const shell = new ShellPage(journey.page);
  await shell.open('/en/cabinet/admin');
  expect(shell.pathname()).toBe('/en/login');
  expect(decodeURIComponent(shell.search())).toContain('next=/en/cabinet/admin');
  await journey.page.waitForSelector('[data-testid="login-form"]');
});
