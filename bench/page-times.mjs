#!/usr/bin/env node
// How long a person on a slow phone waits for what a page exists for (issue 28), on the production builds
// served as `pnpm start` serves them: chromium with 4x CPU slowdown, 1.6 Mbps down / 750 kbps up, 150 ms
// round trip, a phone's viewport, a fresh profile (an incognito context) for every load. Four times, each
// from the navigation's start to the moment the thing is on the page:
//   /ua/home          its text (the heading, pre-rendered or the app's)
//   therapist page    the booking widget's free times (the first listed ua therapist)
//   client cabinet    the signed-in demo client's sessions (/ua/cabinet)
//   therapist agenda  the signed-in demo therapist's agenda (/ua/cabinet/appointments-list)
// Median of N runs (default 3) per page, each printed as a ratio to /ua/home's median of the same run, and
// the api requests each load made until then (a repeat is a data request asked a second time).
// With --waterfall, the last load of each page is also printed as what a phone did until then: every file and
// api request (start and end, ms from the navigation's start) and the main thread's long tasks (busy ms).
// Usage: node bench/page-times.mjs [--skip-build] [--runs N] [--waterfall]   (ports from BENCH_PORT_BASE, default 5100)
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { demoSession, fetchWhenUp } from './lib/demo-sign-in.mjs';
import { chromiumSetup, run, startBenchPlatform } from './lib/page-javascript.mjs';
import { describeSettling, waitForQuietMachine } from './lib/quiet-machine.mjs';

const requireFromE2e = createRequire(new URL('../e2e/package.json', import.meta.url));
const puppeteer = requireFromE2e('puppeteer');

const LOCALE = 'ua';
const CPU_SLOWDOWN = 4;
const NETWORK = { download: (1.6 * 1024 * 1024) / 8, upload: (750 * 1024) / 8, latency: 150 };
const PHONE = { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

function argValue(name, fallback) {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : fallback;
}

async function firstTherapistPath(ports) {
  const response = await fetchWhenUp(
    `http://127.0.0.1:${ports.api}/api/get_therapists_data?config_id=${LOCALE}&page=1&per_page=1`,
  );
  if (!response.ok) throw new Error(`the api did not list therapists: HTTP ${response.status}`);
  const { therapists } = await response.json();
  if (!therapists?.length) throw new Error(`no therapist in the ${LOCALE} market`);
  return `/${LOCALE}/therapists?psychologist_id=${encodeURIComponent(therapists[0].id)}`;
}

/** A demo account's session token, signed in through the api as the sign-in page does (with the second step). */
function sessionOf(ports, email, locale = LOCALE) {
  return demoSession({
    api: `http://127.0.0.1:${ports.api}/api`,
    shellOrigin: `http://localhost:${ports.shell}`,
    email,
    locale,
    send: fetchWhenUp,
  });
}

/**
 * One load in a fresh incognito context: ms from the navigation's start until `ready` holds, and the api
 * requests the page made until then (a data request asked twice, by the HTML and again by the remote, is
 * counted as a repeat).
 */
async function timeOne(browser, url, ready, sid, apiOrigin) {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    const asked = [];
    page.on('request', (request) => {
      const address = request.url();
      if (address.startsWith(`${apiOrigin}/api/`) && request.method() !== 'OPTIONS') asked.push(address);
    });
    page.setDefaultTimeout(90_000);
    await page.setViewport(PHONE);
    await page.emulateCPUThrottling(CPU_SLOWDOWN);
    await page.emulateNetworkConditions(NETWORK);
    // Cookies belong to a host, not a port: the api and the shell share localhost.
    if (sid) await page.setCookie({ name: 'sid', value: sid, domain: 'localhost', path: '/', httpOnly: true });
    // The check runs in the page from its first byte (every 50 ms, and the moment is the page's own clock):
    // a pre-rendered page can be on screen before puppeteer's navigation resolves.
    // The main thread's long tasks are recorded from the first byte too (they are not buffered for later).
    await page.evaluateOnNewDocument(
      `(function(){var ready=${ready.toString()};var t=setInterval(function(){var at=ready();` +
        `if(at){window.__benchReadyAt=at;clearInterval(t);}},50);window.__benchLong=[];` +
        `try{new PerformanceObserver(function(list){list.getEntries().forEach(function(e){` +
        `window.__benchLong.push([e.startTime,e.duration]);});}).observe({type:'longtask'});}catch(e){}})();`,
    );
    await page.goto(url, { waitUntil: 'domcontentloaded' });
    const handle = await page.waitForFunction(() => window.__benchReadyAt, { polling: 100, timeout: 90_000 });
    const ms = Math.round(await handle.jsonValue());
    const waterfall = await page.evaluate((until) => {
      const files = performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime < until)
        .map((entry) => ({
          name: entry.name,
          start: entry.startTime,
          end: entry.responseEnd,
          bytes: entry.encodedBodySize,
        }));
      const long = window.__benchLong.filter(([start]) => start < until);
      return { files, long };
    }, ms);
    return { ms, api: asked.length, repeats: asked.length - new Set(asked).size, waterfall };
  } finally {
    await context.close();
  }
}

// Each returns performance.now() (ms since the navigation started) once the thing is on the page.
const READY = {
  home: () => {
    const heading = document.querySelector('h1');
    return heading && heading.getBoundingClientRect().height > 0 && heading.innerText.trim() ? performance.now() : 0;
  },
  freeTimes: () =>
    document.querySelector('[data-testid="booking-widget"] [data-testid="slot"]') ? performance.now() : 0,
  sessions: () =>
    document.querySelector('[data-testid="no-upcoming"], [data-testid="next-session"]') ? performance.now() : 0,
  agenda: () => (document.querySelector('[data-testid="agenda"] [data-testid="agenda-day"]') ? performance.now() : 0),
};

/** One load as a phone lived it: its files and api requests in order, and its main thread's busy time. */
function printWaterfall(name, ms, { files, long }) {
  const busy = long.reduce((sum, [, duration]) => sum + duration, 0);
  console.log(`\n${name}: usable at ${ms} ms; long tasks ${long.length}, ${Math.round(busy)} ms busy in them`);
  for (const [start, duration] of long)
    console.log(`  long task ${String(Math.round(start)).padStart(5)} +${Math.round(duration)} ms`);
  for (const file of [...files].sort((a, b) => a.start - b.start)) {
    const url = new URL(file.name);
    const label = `${url.port ? `:${url.port}` : url.host}${url.pathname}${url.search ? url.search.slice(0, 40) : ''}`;
    console.log(
      `  ${String(Math.round(file.start)).padStart(5)} - ${String(Math.round(file.end)).padStart(5)}  ` +
        `${String(file.bytes).padStart(7)} B  ${label}`,
    );
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  const portBase = Number(process.env.BENCH_PORT_BASE ?? 5100);
  const runs = Math.max(1, Number(argValue('--runs', '3')));
  const platform = await startBenchPlatform({ portBase, apiEnv: { SEED_DEMO_DATA: 'true' } });
  const home = mkdtempSync(join(tmpdir(), 'rozmova-page-times-'));
  const browser = await puppeteer.launch({ headless: true, ...chromiumSetup(home) });
  try {
    const { ports } = platform;
    const origin = `http://localhost:${ports.shell}`;
    const pages = [
      { name: '/ua/home text', path: '/ua/home', ready: READY.home },
      { name: 'therapist page free times', path: await firstTherapistPath(ports), ready: READY.freeTimes },
      {
        name: "client's sessions (/ua/cabinet)",
        path: '/ua/cabinet',
        ready: READY.sessions,
        sid: await sessionOf(ports, 'client@demo.example'),
      },
      {
        name: "therapist's agenda (/ua/cabinet/appointments-list)",
        path: '/ua/cabinet/appointments-list',
        ready: READY.agenda,
        sid: await sessionOf(ports, 'therapist1@demo.example'),
      },
    ];
    // A warm-up load of each page (not counted): the servers' own first-request work (the shell's server
    // reads the remotes' manifests and the api's catalogue) is not what a phone waits for.
    const apiOrigin = `http://localhost:${ports.api}`;
    const load = (page) => timeOne(browser, `${origin}${page.path}`, page.ready, page.sid, apiOrigin);
    for (const page of pages) await load(page);
    const settling = await waitForQuietMachine();
    const times = new Map(pages.map((page) => [page, []]));
    const requests = new Map(pages.map((page) => [page, []]));
    const lastLoads = new Map();
    // Round-robin, so a neighbour's burst of load spreads over the pages instead of hitting one.
    for (let i = 0; i < runs; i += 1)
      for (const page of pages) {
        const { ms, api, repeats, waterfall } = await load(page);
        lastLoads.set(page, { ms, waterfall });
        times.get(page).push(ms);
        requests.get(page).push(repeats ? `${api} (${repeats} repeated)` : String(api));
      }
    const base = median(times.get(pages[0]));
    const [one, five, fifteen] = loadavg().map((value) => value.toFixed(1));
    console.log(
      `Page times, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC: ${CPU_SLOWDOWN}x CPU, 1.6 Mbps down, ` +
        `150 ms RTT, phone viewport, fresh profile, median of ${runs}; load average ${one} ${five} ${fifteen}; ` +
        describeSettling(settling),
    );
    console.log('| page | median | x /ua/home | runs (ms) | api requests until then |');
    console.log('|---|---:|---:|---|---|');
    for (const page of pages) {
      const values = times.get(page);
      const m = median(values);
      console.log(
        `| ${page.name} | ${(m / 1000).toFixed(2)} s | ${(m / base).toFixed(2)} | ${values.join(', ')} | ` +
          `${requests.get(page).join(', ')} |`,
      );
    }
    if (process.argv.includes('--waterfall'))
      for (const page of pages) printWaterfall(page.name, lastLoads.get(page).ms, lastLoads.get(page).waterfall);
  } finally {
    await browser.close();
    await platform.stop();
    rmSync(home, { recursive: true, force: true });
  }
}

run(main);
