// Page object for the call page both cabinets render (/{locale}/cabinet/video_call/{kind}/{id}), the room
// frame of the local Jitsi stand-in inside it, and the stand-in's list of who is in a room.
import type { Frame, Page } from 'puppeteer';
import { shellUrl } from '../support/browser';

export interface RoomMember {
  id: string;
  name: string;
  email: string;
  role: 'moderator' | 'participant';
  options: Record<string, unknown>;
}

export interface RoomState {
  room: string;
  lobby: boolean;
  participants: RoomMember[];
  waiting: RoomMember[];
}

const jitsiUrl = (path: string): string => `${process.env.E2E_JITSI_URL ?? 'http://localhost:4007'}${path}`;

/** Who the stand-in has in a room right now. */
export async function roomState(room: string): Promise<RoomState> {
  const response = await fetch(jitsiUrl(`/rooms/${encodeURIComponent(room)}`));
  if (!response.ok) throw new Error(`room ${room}: ${response.status}`);
  return (await response.json()) as RoomState;
}

/** Polls the stand-in until `check` holds for a room (people join a second or two apart). */
export async function waitForRoom(
  room: string,
  check: (state: RoomState) => boolean,
  timeoutMs = 30_000,
): Promise<RoomState> {
  const deadline = Date.now() + timeoutMs;
  let state = await roomState(room);
  while (!check(state)) {
    if (Date.now() > deadline)
      throw new Error(`room ${room} never reached the expected state: ${JSON.stringify(state)}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    state = await roomState(room);
  }
  return state;
}

export class VideoCallPage {
  constructor(readonly page: Page) {}

  async open(locale: string, kind: 'personal' | 'couple', id: string): Promise<void> {
    await this.page.goto(shellUrl(`/${locale}/cabinet/video_call/${kind}/${id}`), { waitUntil: 'networkidle2' });
    await this.page.waitForSelector('[data-testid="video-call-page"]:not([data-phase="loading"])', { timeout: 30_000 });
  }

  phase(): Promise<string | null> {
    return this.page.$eval('[data-testid="video-call-page"]', (n) => n.getAttribute('data-phase'));
  }

  async heading(): Promise<string> {
    return this.page.$eval('[data-testid="video-call-page"] h1', (n) => (n as HTMLElement).innerText);
  }

  async countdown(): Promise<string> {
    return this.page.$eval('[data-testid="video-call-countdown"]', (n) => (n as HTMLElement).innerText);
  }

  /** Runs the device check and returns what it says. */
  async checkDevices(): Promise<string> {
    await this.page.click('[aria-labelledby="video-call-devices"] button');
    await this.page.waitForSelector('[aria-labelledby="video-call-devices"] select', { timeout: 20_000 });
    return this.page.$eval(
      '[aria-labelledby="video-call-devices"] [role="status"]',
      (n) => (n as HTMLElement).innerText,
    );
  }

  /** The stand-in's room page framed by the sdk, once it is there. */
  async roomFrame(): Promise<Frame> {
    const handle = await this.page.waitForSelector('[data-testid="video-call-room"] iframe', { timeout: 30_000 });
    const frame = await handle!.contentFrame();
    await frame.waitForSelector('#participants');
    return frame;
  }

  /** The room the page was sent to (from the frame's address). */
  async room(): Promise<string> {
    const frame = await this.page.waitForSelector('[data-testid="video-call-room"] iframe', { timeout: 30_000 });
    const src = await frame!.evaluate((n) => (n as HTMLIFrameElement).src);
    return decodeURIComponent(new URL(src).pathname.slice(1));
  }

  /** As the moderator: lets in whoever waits in the lobby under this name. */
  async admit(name: string): Promise<void> {
    const frame = await this.roomFrame();
    await frame.waitForFunction(
      (who: string) => [...document.querySelectorAll('#waiting-list li')].some((li) => li.textContent?.includes(who)),
      { timeout: 30_000 },
      name,
    );
    await frame.evaluate((who: string) => {
      const li = [...document.querySelectorAll('#waiting-list li')].find((node) => node.textContent?.includes(who));
      (li?.querySelector('button') as HTMLButtonElement | null)?.click();
    }, name);
  }

  /** The page's own "leave" button under the room. */
  async leave(): Promise<void> {
    await this.page.click('[data-testid="video-call-leave"]');
  }

  async waitForJoined(): Promise<void> {
    await this.page.waitForSelector('[data-testid="video-call-room"][data-joined="true"]', { timeout: 30_000 });
  }
}
