// The newsletter by double opt-in from the footer, its mailed links, and the "For companies" enquiry, in the
// four languages. Product events reach /analytics/track_mixpanel only after analytics consent.
import { MARKET_LOCALES } from '@rozmova/contracts/markets';
import { freshEmail } from '../fixtures/accounts';
import { latestMailTo } from '../fixtures/mailbox';
import { ShellPage } from '../pages/shell-page';
import { freshPagePerTest, shellUrl } from '../support/browser';

const journey = freshPagePerTest();
let tracked: string[];

// Each locale waits for its mail behind whatever the earlier journeys queued (fixtures/mailbox.ts).
jest.setTimeout(120_000);

beforeEach(() => {
  tracked = [];
  journey.page.on('request', (request) => {
    // POSTs only: a cross-origin call is preceded by its CORS preflight.
    if (request.url().includes('/analytics/track_mixpanel') && request.method() === 'POST')
      tracked.push(request.postData() ?? '');
  });
});

const TEXTS = {
  ua: {
    sent: 'Майже готово',
    confirmed: 'вашу підписку підтверджено',
    unsubscribed: 'Ви відписалися',
    business: 'Для компаній',
    thanks: 'ваш запит надіслано',
  },
  pl: {
    sent: 'Prawie gotowe',
    confirmed: 'zapis jest potwierdzony',
    unsubscribed: 'Wypisano',
    business: 'Dla firm',
    thanks: 'zapytanie zostało wysłane',
  },
  ro: {
    sent: 'Aproape gata',
    confirmed: 'abonarea dumneavoastră este confirmată',
    unsubscribed: 'V-ați dezabonat',
    business: 'Pentru companii',
    thanks: 'solicitarea dumneavoastră a fost trimisă',
  },
  en: {
    sent: 'Almost done',
    confirmed: 'your subscription is confirmed',
    unsubscribed: 'You are unsubscribed',
    business: 'For companies',
    thanks: 'your enquiry has been sent',
  },
} as const;

async function text(selector: string): Promise<string> {
  await journey.page.waitForSelector(selector);
  return journey.page.$eval(selector, (element) => element.textContent ?? '');
}

/** The path and query of the link to `/{locale}/newsletter/{kind}` in a mail. */
function mailedLink(mail: string, kind: 'confirm' | 'unsubscribe'): string {
  const match = new RegExp(`https?://[^\\s/]+(/[a-z]{2}/newsletter/${kind}\\?token=[A-Za-z0-9_-]{43})`).exec(mail);
  if (!match) throw new Error(`no ${kind} link in the mail`);
  return match[1]!;
}

test.each(MARKET_LOCALES)(
  '%s: footer sign-up, the mailed confirmation link, then the unsubscribe link',
  async (locale) => {
    const shell = new ShellPage(journey.page);
    const email = freshEmail(`news-${locale}`);
    await shell.open(`/${locale}/home`);
    await journey.page.waitForSelector('[data-testid="newsletter-signup"] input[name="email"]');
    await journey.page.type('[data-testid="newsletter-signup"] input[name="email"]', email);
    await journey.page.click('[data-testid="newsletter-submit"]');
    expect(await text('[data-testid="newsletter-sent"]')).toContain(TEXTS[locale].sent);

    const mail = await latestMailTo(email);
    await journey.page.goto(shellUrl(mailedLink(mail, 'confirm')), { waitUntil: 'networkidle0' });
    expect(await text('[data-testid="newsletter-done"]')).toContain(TEXTS[locale].confirmed);
    await journey.page.goto(shellUrl(mailedLink(mail, 'unsubscribe')), { waitUntil: 'networkidle0' });
    expect(await text('[data-testid="newsletter-done"]')).toContain(TEXTS[locale].unsubscribed);
    // No consent was given: no product event left the page.
    expect(tracked).toEqual([]);
  },
);

test('a wrong address is named in the footer and nothing is sent', async () => {
  const shell = new ShellPage(journey.page);
  await shell.open('/pl/home');
  await journey.page.waitForSelector('[data-testid="newsletter-signup"] input[name="email"]');
  await journey.page.type('[data-testid="newsletter-signup"] input[name="email"]', 'nie-adres');
  await journey.page.click('[data-testid="newsletter-submit"]');
  expect(await text('[data-testid="error-newsletter-email"]')).toMatch(/adres/i);
  expect(await journey.page.$('[data-testid="newsletter-sent"]')).toBeNull();
});

test.each(MARKET_LOCALES)(
  '%s: For companies from the footer: required fields named, then the enquiry is sent',
  async (locale) => {
    const shell = new ShellPage(journey.page);
    await shell.open(`/${locale}/home`);
    await journey.page.click('[data-testid="for-companies-link"]');
    await shell.waitForPath(`/${locale}/for-companies`);
    expect(await text('[data-testid="business-form"] h1')).toBe(TEXTS[locale].business);

    await journey.page.click('[data-testid="business-submit"]');
    for (const field of ['company', 'name', 'email', 'message', 'consent'])
      expect(await journey.page.$(`[data-testid="error-${field}"]`)).not.toBeNull();

    await journey.page.type('input[name="company"]', 'Firma Test');
    await journey.page.type('input[name="name"]', 'Olena Test');
    await journey.page.type('input[name="email"]', freshEmail(`biz-${locale}`));
    await journey.page.type('textarea[name="message"]', 'Sessions for a team of twelve.');
    await journey.page.click('input[name="consent"]');
    await journey.page.click('[data-testid="business-submit"]');
    expect(await text('[data-testid="business-sent"]')).toContain(TEXTS[locale].thanks);
    expect(tracked).toEqual([]);
  },
);

test('after analytics consent, the enquiry sends its product event', async () => {
  const shell = new ShellPage(journey.page);
  await shell.open('/ro/for-companies');
  await shell.acceptConsent();
  await journey.page.type('input[name="company"]', 'Companie Test');
  await journey.page.type('input[name="name"]', 'Ana Test');
  await journey.page.type('input[name="email"]', freshEmail('biz-consent'));
  await journey.page.type('textarea[name="message"]', 'Ședințe pentru echipă.');
  await journey.page.click('input[name="consent"]');
  await journey.page.click('[data-testid="business-submit"]');
  await journey.page.waitForSelector('[data-testid="business-sent"]');
  await journey.page.waitForNetworkIdle();
  expect(tracked.map((body) => JSON.parse(body))).toEqual([
    { event: 'business_contact_sent', properties: { locale: 'ro' } },
  ]);
});
