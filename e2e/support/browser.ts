// Debian's chromium with the flags that keep it off the network (docs/toolchain.md T-3.1) and its own profile and
// XDG folders in a temp dir. One browser per test file; one fresh context (no cookies, no storage)
// per journey.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer, { type Browser, type BrowserContext, type Page } from 'puppeteer';
import CHROMIUM_FLAGS from '../../scripts/chromium-flags.json';
import { expectNoAxeViolations } from './axe';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? CHROMIUM_FLAGS.executablePath;

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
    args: [...CHROMIUM_FLAGS.args, `--user-data-dir=${join(home, 'profile')}`, '--lang=en-US', ...extraArgs],
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
  /**
   * Another fresh context and page in the same test (a second person: the therapist, the partner, a visitor),
   * set up like the first and closed with it after the test.
   */
  another(): Promise<{ context: BrowserContext; page: Page }>;
}

/**
 * The one frame of a journey file: one browser for the file, and for each test a fresh context and page,
 * closed after it. Call it at the top of the file; the tests read `journey.page` (and `.context`, `.browser`),
 * and open a second person's page with `journey.another()`.
 * `defaultTimeoutMs`: how long the page's waits wait (20 s unless given; the booking journeys give 45).
 * `browserArgs`: extra chromium flags for the file's browser (the call journeys' fake camera and microphone).
 */
export function freshPagePerTest(options: { defaultTimeoutMs?: number; browserArgs?: string[] } = {}): Journey {
  let session: BrowserSession | undefined;
  let current: { context: BrowserContext; page: Page } | undefined;
  const others: BrowserContext[] = [];
  const open = async () => {
    const opened = await freshPage(session!.browser);
    if (options.defaultTimeoutMs) opened.page.setDefaultTimeout(options.defaultTimeoutMs);
    return opened;
  };
  beforeAll(async () => {
    session = await launchBrowser(options.browserArgs);
  });
  afterAll(async () => {
    await session?.close();
  });
  beforeEach(async () => {
    current = await open();
  });
  afterEach(async () => {
    const closing = [current?.context, ...others.splice(0)];
    current = undefined;
    await Promise.all(closing.map((context) => context?.close()));
  });
  const running = () => {
    if (!current) throw new Error('journey.page is there only while a test runs');
    return current;
  };
  return {
    get browser() {
      if (!session) throw new Error('journey.browser is there only while the file runs');
      return session.browser;
    },
    get context() {
      return running().context;
    },
    get page() {
      return running().page;
    },
    another: async () => {
      running();
      const opened = await open();
      others.push(opened.context);
      return opened;
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
