// Video calls through the real apps and the local Jitsi stand-in: the client and the therapist meet in the
// same room (the therapist as moderator, letting the client in from the lobby), both partners of a couple
// session join through /{locale}/cabinet/video_call/couple/{id} (the partner after accepting the invitation
// mailed to them), a stranger is refused, and 30 minutes early
// the page waits with a countdown and a device check that axe finds accessible.
import type { Page } from 'puppeteer';
import { createClient, linkTokenFor } from '../fixtures/accounts';
import { bookCall } from '../fixtures/video-calls';
import { LoginPage } from '../pages/login-page';
import { VideoCallPage, waitForRoom } from '../pages/video-call';
import { expectNoAxeViolations } from '../support/axe';
import { freshPagePerTest, shellUrl } from '../support/browser';

jest.setTimeout(240_000);

// The device check asks for the camera and microphone: chromium answers with its fake ones.
const journey = freshPagePerTest({
  defaultTimeoutMs: 45_000,
  browserArgs: ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'],
});

/** A person in their own browser context, signed in through the shell's sign-in page. */
async function signedIn(locale: string, email: string, password: string): Promise<{ page: Page; call: VideoCallPage }> {
  const { page } = await journey.another();
  const login = new LoginPage(page);
  await login.open(locale);
  await login.signIn(email, password);
  await page.waitForFunction(() => !location.pathname.endsWith('/login'), { timeout: 30_000 });
  return { page, call: new VideoCallPage(page) };
}

const names = (members: Array<{ name: string; role: string }>) => members.map((m) => `${m.name}:${m.role}`).sort();

test('a client and the therapist meet in the same room of a personal session, the therapist as moderator', async () => {
  const client = await createClient('pl');
  const booked = await bookCall({
    market: 'pl',
    therapistEmail: 'therapist3@demo.example',
    client,
    kind: 'personal',
    minutesAhead: 3,
  });

  const therapist = await signedIn('pl', booked.therapist.email, booked.therapist.password);
  await therapist.call.open('pl', 'personal', booked.id);
  expect(await therapist.call.phase()).toBe('in_call');
  await therapist.call.roomFrame();
  await therapist.call.waitForJoined();
  const room = await therapist.call.room();
  expect(room).toMatch(/^rozmova-[0-9a-f]{32}$/);
  // The therapist turned the lobby on when they joined.
  await waitForRoom(room, (state) => state.lobby && state.participants.length === 1);

  const person = await signedIn('pl', client.email, client.password);
  await person.call.open('pl', 'personal', booked.id);
  expect(await person.call.room()).toBe(room);
  await waitForRoom(room, (state) => state.waiting.some((m) => m.email === client.email));
  await therapist.call.admit('Olena E2E');
  const state = await waitForRoom(room, (s) => s.participants.length === 2);
  expect(names(state.participants)).toEqual(['Katarzyna Nowak:moderator', 'Olena E2E:participant']);
  await person.call.waitForJoined();
  // What the page asked the room for: the market's language, no prejoin page, no third-party requests.
  const asked = state.participants.find((m) => m.email === client.email)!.options;
  expect(asked).toMatchObject({
    lang: 'pl',
    'config.prejoinPageEnabled': false,
    'config.disableThirdPartyRequests': true,
    'userInfo.email': client.email,
  });

  // "Leave" hangs up in the room and brings the client back to their sessions; the therapist stays.
  await person.call.leave();
  await person.page.waitForFunction(() => location.pathname === '/pl/cabinet', { timeout: 30_000 });
  expect(names((await waitForRoom(room, (s) => s.participants.length === 1)).participants)).toEqual([
    'Katarzyna Nowak:moderator',
  ]);
});

test('both partners and the therapist join a couple session, the partner through the invitation; a third client is refused', async () => {
  const client = await createClient('en', 'Anna Client');
  const partner = await createClient('en', 'Mark Partner');
  const stranger = await createClient('en', 'Sam Stranger');
  const booked = await bookCall({
    market: 'en',
    therapistEmail: 'therapist8@demo.example',
    client,
    partnerEmail: partner.email,
    kind: 'couple',
    minutesAhead: 3,
  });

  const outsider = await signedIn('en', stranger.email, stranger.password);
  await outsider.call.open('en', 'couple', booked.id);
  expect(await outsider.call.phase()).toBe('refused');
  expect(await outsider.call.heading()).toBe('This call is not linked to your account');
  expect(await outsider.page.$('[data-testid="video-call-room"]')).toBeNull();

  const therapist = await signedIn('en', booked.therapist.email, booked.therapist.password);
  await therapist.call.open('en', 'couple', booked.id);
  await therapist.call.waitForJoined();
  const room = await therapist.call.room();

  for (const [who, name] of [
    [client, 'Anna Client'],
    [partner, 'Mark Partner'],
  ] as const) {
    const person = await signedIn('en', who.email, who.password);
    if (who === partner) {
      // The invited address alone admits nobody: the partner opens the invitation mailed to them and accepts.
      await person.call.open('en', 'couple', booked.id);
      expect(await person.call.phase()).toBe('refused');
      const token = await linkTokenFor(partner.email, 'partner-invitation');
      await person.page.goto(shellUrl(`/en/partner-invitation?token=${token}`), { waitUntil: 'networkidle2' });
      await person.page.waitForSelector('[data-testid="invitation-accept"]');
      await expectNoAxeViolations(person.page);
      await person.page.click('[data-testid="invitation-accept"]');
      await person.page.waitForFunction(
        (id) => location.pathname === `/en/cabinet/video_call/couple/${id}`,
        {},
        booked.id,
      );
      await person.page.waitForSelector('[data-testid="video-call-page"]:not([data-phase="loading"])', {
        timeout: 30_000,
      });
    } else {
      await person.call.open('en', 'couple', booked.id);
    }
    expect(await person.call.room()).toBe(room);
    await waitForRoom(room, (state) => state.waiting.some((m) => m.email === who.email));
    await therapist.call.admit(name);
    await waitForRoom(room, (state) => state.participants.some((m) => m.email === who.email));
  }
  const state = await waitForRoom(room, (s) => s.participants.length === 3);
  expect(names(state.participants)).toEqual([
    'Anna Client:participant',
    'James Whitfield:moderator',
    'Mark Partner:participant',
  ]);
  expect(state.participants.map((m) => m.email).sort()).toEqual(
    [booked.therapist.email, client.email, partner.email].sort(),
  );
  // The stranger never reached the room.
  expect(state.participants.some((m) => m.email === stranger.email)).toBe(false);
});

test('30 minutes early the page waits with a countdown and a device check, with no accessibility violation', async () => {
  const client = await createClient('ro');
  const booked = await bookCall({
    market: 'ro',
    therapistEmail: 'therapist5@demo.example',
    client,
    kind: 'personal',
    minutesAhead: 40,
  });
  const person = await signedIn('ro', client.email, client.password);
  await person.call.open('ro', 'personal', booked.id);
  expect(await person.call.phase()).toBe('waiting');
  expect(await person.call.heading()).toBe('Ședința dumneavoastră cu Ioana Popescu');
  const opensInMs = Date.parse(booked.startsAt) - 10 * 60_000 - Date.now();
  const [minutes, seconds] = (await person.call.countdown()).split(':').map(Number);
  expect(Math.abs((minutes! * 60 + seconds!) * 1000 - opensInMs)).toBeLessThan(15_000);
  const first = await person.call.countdown();
  await person.page.waitForFunction(
    (before: string) => document.querySelector('[data-testid="video-call-countdown"]')?.textContent !== before,
    {},
    first,
  );
  await expectNoAxeViolations(person.page);

  expect(await person.call.checkDevices()).toBe('Camera și microfonul funcționează. Totul este pregătit.');
  await expectNoAxeViolations(person.page);
});
