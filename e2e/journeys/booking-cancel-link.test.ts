// A session a therapist books for their client arrives by e-mail with a one-click cancel link: the link opens a
// calm page in the client's language that cancels nothing by itself, the button cancels, and both pages pass axe.
import { createClient } from '../fixtures/accounts';
import { latestMailTo } from '../fixtures/mailbox';
import { bookCall } from '../fixtures/video-calls';
import { expectNoAxeViolations } from '../support/axe';
import { freshPagePerTest } from '../support/browser';

jest.setTimeout(180_000);

const journey = freshPagePerTest();

/** The cancel link of the newest "booked for you" mail to `to` (other mails may arrive first). */
async function cancelLinkTo(to: string): Promise<string> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const link = (await latestMailTo(to)).match(/https?:\/\/\S+\/v4\/booking\/cancel_by_link\?\S+/)?.[0];
    if (link) return link;
    if (Date.now() > deadline) throw new Error(`no cancel link in the mails to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

test('the client cancels a session their therapist booked, in one click from the e-mail', async () => {
  const client = await createClient('en', 'Anna Linkclient');
  await bookCall({
    market: 'en',
    therapistEmail: 'therapist7@demo.example',
    client,
    kind: 'personal',
    minutesAhead: 3 * 24 * 60,
  });
  const link = await cancelLinkTo(client.email);

  await journey.page.goto(link, { waitUntil: 'networkidle0' });
  expect(await journey.page.$eval('h1', (h) => h.textContent)).toBe('Cancel the session?');
  await expectNoAxeViolations(journey.page);
  await Promise.all([
    journey.page.waitForNavigation({ waitUntil: 'networkidle0' }),
    journey.page.click('button[type="submit"]'),
  ]);
  expect(await journey.page.$eval('h1', (h) => h.textContent)).toBe('The session is cancelled');
  await expectNoAxeViolations(journey.page);

  // The link is spent: opening it again says so calmly.
  await journey.page.goto(link, { waitUntil: 'networkidle0' });
  expect(await journey.page.$eval('h1', (h) => h.textContent)).toBe('This link no longer works');
  await expectNoAxeViolations(journey.page);
});
