// Debian's chromium with the flags that keep it off the network (docs/toolchain.md T-3.1) and its own profile and
// XDG folders in a temp dir. One browser per test file; one fresh context (no cookies, no storage)
// per journey.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer, { type Browser, type BrowserContext, type Page } from 'puppeteer';
import { expectNoAxeViolations } from './axe';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface BrowserSession {
  browser: Browser;
  close: () => Promise<void>;
}

/** `extraArgs`: e.g. the fake camera and microphone flags of the call journeys. */
export async function launchBrowser(extraArgs: string[] = []): Promise<BrowserSession> {
  const home = mkdtempSync(join(tmpdir(), 'rozmova-chromium-'));
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      `--user-data-dir=${join(home, 'profile')}`,
      '--lang=en-US',
      ...extraArgs,
    ],
    env: { ...process.env, XDG_CONFIG_HOME: join(home, 'config'), XDG_CACHE_HOME: join(home, 'cache') },
  });
  return {
    browser,
    close: async () => {
      await browser.close();
      rmSync(home, { recursive: true, force: true });
    },
  };
}

export async function freshPage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  // Tall enough that the forms sit above the consent banner, as on a laptop screen.
  await page.setViewport({ width: 1280, height: 1200 });
  page.setDefaultTimeout(20_000);
  checkEveryPageOpened(page);
  return { context, page };
}

export interface Journey {
  readonly browser: Browser;
  readonly context: BrowserContext;
  readonly page: Page;
}

/**
 * The usual frame of a journey file: one browser for the file, and for each test a fresh context and page,
 * closed after it. Call it at the top of the file; the tests read `journey.page` (and `.context`, `.browser`).
 * `defaultTimeoutMs`: how long the page's waits wait (20 s unless given; the booking journeys give 45).
 */
export function freshPagePerTest(options: { defaultTimeoutMs?: number } = {}): Journey {
  let session: BrowserSession | undefined;
  let current: { context: BrowserContext; page: Page } | undefined;
  beforeAll(async () => {
    session = await launchBrowser();
  });
  afterAll(async () => {
    await session?.close();
  });
  beforeEach(async () => {
    current = await freshPage(session!.browser);
    if (options.defaultTimeoutMs) current.page.setDefaultTimeout(options.defaultTimeoutMs);
  });
  afterEach(async () => {
    await current?.context.close();
    current = undefined;
  });
  const open = () => {
    if (!current) throw new Error('journey.page is there only while a test runs');
    return current;
  };
  return {
    get browser() {
      if (!session) throw new Error('journey.browser is there only while the file runs');
      return session.browser;
    },
    get context() {
      return open().context;
    },
    get page() {
      return open().page;
    },
  };
}

/**
 * Every page a journey opens by address gets the WCAG 2.2 AA check once it has settled (the page objects
 * check the pages reached by clicking, at the point where the journey has waited for them).
 */
function checkEveryPageOpened(page: Page): void {
  const goto = page.goto.bind(page);
  page.goto = (async (url: string, options?: Parameters<Page['goto']>[1]) => {
    const response = await goto(url, options);
    await page.waitForNetworkIdle({ idleTime: 300, timeout: 10_000 }).catch(() => undefined);
    await expectNoAxeViolations(page);
    return response;
  }) as Page['goto'];
}

export const shellUrl = (path = '/'): string => `${process.env.E2E_SHELL_URL ?? 'http://localhost:4000'}${path}`;
export const apiUrl = (path: string): string => `${process.env.E2E_API_URL ?? 'http://localhost:4080/api'}${path}`;
export const controlUrl = (path: string): string => `${process.env.E2E_CONTROL_URL ?? 'http://127.0.0.1:4099'}${path}`;

export function deployedRemotes(): string[] {
  return JSON.parse(process.env.E2E_REMOTES ?? '[]') as string[];
}

/** Stops or restarts one app's static server (the remote-down journey). */
export async function setAppServer(name: string, action: 'stop' | 'start'): Promise<void> {
  const response = await fetch(controlUrl(`/apps/${name}/${action}`), { method: 'POST' });
  if (!response.ok) throw new Error(`could not ${action} ${name}: ${await response.text()}`);
}
