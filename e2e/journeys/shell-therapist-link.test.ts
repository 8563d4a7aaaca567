// A therapist page link (docs/rules.md: /{locale}/therapists?psychologist_id={id}) opened as the first
// page of a visit: the shell's query sync must leave the id in the address bar for mf_booking to read,
// so the visitor sees that therapist, not the list.
import { ShellPage } from '../pages/shell-page';
import { apiUrl, freshPagePerTest } from '../support/browser';

jest.setTimeout(90_000);

const journey = freshPagePerTest({ defaultTimeoutMs: 30_000 });

interface ListedTherapist {
  id: string;
  name: string;
}

/** A seeded therapist of the market, looked up the way the list page does. */
async function seededTherapist(market: string, offset = 0): Promise<ListedTherapist> {
  const response = await fetch(apiUrl(`/get_therapists_data?config_id=${market}`));
  expect(response.status).toBe(200);
  const body = (await response.json()) as { therapists: ListedTherapist[] };
  const therapist = body.therapists[offset];
  if (!therapist) throw new Error(`the api lists fewer than ${offset + 1} therapists for ${market}`);
  return { id: String(therapist.id), name: therapist.name };
}

/** The therapist page's profile text; fails naming the list when the list is what came up instead. */
async function profileText(): Promise<string> {
  const shown = await journey.page.waitForSelector(
    '[data-remote-region="mf_booking"] :is([data-testid="therapist-profile"], [data-testid="therapist-card"])',
    { visible: true },
  );
  const what = await shown!.evaluate((element) => element.getAttribute('data-testid'));
  if (what !== 'therapist-profile')
    throw new Error(`the therapist list showed instead of the therapist page (address ${journey.page.url()})`);
  return shown!.evaluate((element) => (element as HTMLElement).innerText);
}

test('a direct link to a therapist shows their page and keeps the id in the address bar', async () => {
  const therapist = await seededTherapist('pl');
  const shell = new ShellPage(journey.page);
  await shell.open(`/pl/therapists?psychologist_id=${encodeURIComponent(therapist.id)}`);

  expect(await profileText()).toContain(therapist.name);
  // The list is not what the visitor got.
  expect(await journey.page.$('[data-testid="therapist-card"]')).toBeNull();
  expect(shell.pathname()).toBe('/pl/therapists');
  expect(new URLSearchParams(shell.search()).get('psychologist_id')).toBe(therapist.id);
});

test('the link keeps its other params too, and the list comes back when the visitor goes back to it', async () => {
  const therapist = await seededTherapist('pl', 1);
  const shell = new ShellPage(journey.page);
  await shell.open(`/pl/therapists?psychologist_id=${encodeURIComponent(therapist.id)}&utm_source=newsletter`);

  expect(await profileText()).toContain(therapist.name);
  const query = new URLSearchParams(shell.search());
  expect(query.get('psychologist_id')).toBe(therapist.id);
  expect(query.get('utm_source')).toBe('newsletter');

  // Following the page's own "back to the list" link: the id leaves with the navigation, the list shows.
  await journey.page.click('[data-remote-region="mf_booking"] a[href$="/pl/therapists"]');
  await journey.page.waitForSelector('[data-testid="therapist-card"]');
  expect(shell.search()).not.toContain('psychologist_id');
});
