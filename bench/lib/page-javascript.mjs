// Measures the JavaScript a fresh chromium fetches until a page is usable: the platform runs as
// `pnpm start` serves it (production builds), `visit(page, ports)` walks to the page and resolves once
// it is usable, and every JavaScript response until then is counted per app (by port). The bench
// scripts beside this file only say which page and when it counts as usable.
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  APPS,
  buildApps,
  builtRemotes,
  existingApps,
  startPlatform,
  shellRuntimeFiles,
  portsFromBase,
} from '../../scripts/platform.mjs';
import { chromiumLaunch } from '../../scripts/chromium.mjs';

const requireFromE2e = createRequire(new URL('../../e2e/package.json', import.meta.url));
const puppeteer = requireFromE2e('puppeteer');

/** The platform's ports from `base` (scripts/platform.mjs portsFromBase). */
export const portsFrom = portsFromBase;

/**
 * Builds the apps (unless --skip-build) into a bench folder and runs the platform as `pnpm start` does:
 * production builds on their own ports, the api on a throw-away embedded database.
 * @param {{ portBase: number, apiEnv?: Record<string, string> }} options
 */
export async function startBenchPlatform({ portBase, apiEnv = {} }) {
  const ports = portsFrom(portBase);
  process.env.ROZMOVA_OUT_DIR = process.env.ROZMOVA_OUT_DIR || `node_modules/.cache/bench-dist-${portBase}`;
  const apps = existingApps();
  if (!process.argv.includes('--skip-build')) await buildApps(apps, { ports, quiet: true, log: () => undefined });
  const remotes = builtRemotes();
  const { files: runtimeFiles } = shellRuntimeFiles({
    ports,
    remotes,
    env: { ...process.env, PUBLIC_API_URL: `http://localhost:${ports.api}` },
  });
  const dataDir = mkdtempSync(join(tmpdir(), 'rozmova-bench-'));
  const env = { ...process.env };
  delete env.DATABASE_URL;
  const platform = await startPlatform({
    ports,
    remotes,
    runtimeFiles,
    env,
    quiet: true,
    log: () => undefined,
    apiEnv: { DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'warn', PASSWORD_SCRYPT_LOG2N: '12', ...apiEnv },
  });
  return {
    ports,
    remotes,
    stopApp: (name) => platform.stopApp(name),
    startApp: (name) => platform.startApp(name),
    async stop() {
      await platform.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Chromium's launch options for this machine and the XDG folders it must write into instead of ~. */
export const chromiumSetup = (home) => chromiumLaunch(home);

/**
 * @param {{ portBase: number, title: string, apiEnv?: Record<string, string>, onScreen?: boolean,
 *           visit: (page: import('puppeteer').Page, ports: ReturnType<typeof portsFrom>) => Promise<void> }} options
 *   `onScreen`: also count the JavaScript that had arrived when the page was on screen, i.e. by the
 *   page's largest contentful paint (the browser's own LCP entry, the one Lighthouse reads).
 */
export async function measurePageJavaScript({ portBase, title, apiEnv = {}, onScreen = false, visit }) {
  const { ports, stop } = await startBenchPlatform({ portBase, apiEnv });
  const appByPort = new Map(APPS.map((app) => [ports[app.name], app.name]));
  const home = mkdtempSync(join(tmpdir(), 'rozmova-bench-chromium-'));
  const browser = await puppeteer.launch({ headless: true, ...chromiumSetup(home) });
  const perApp = new Map();
  let usable = false;
  const files = [];
  try {
    const page = await browser.newPage();
    page.setDefaultTimeout(90_000);
    const pending = [];
    page.on('response', (response) => {
      if (usable) return;
      const url = new URL(response.url());
      const type = response.headers()['content-type'] ?? '';
      if (!type.includes('javascript')) return;
      const app = appByPort.get(Number(url.port)) ?? url.host;
      pending.push(
        response.buffer().then((body) => {
          const entry = perApp.get(app) ?? { files: 0, raw: 0, gzip: 0 };
          entry.files += 1;
          entry.raw += body.length;
          const gzip = gzipSync(body, { level: 9 }).length;
          entry.gzip += gzip;
          perApp.set(app, entry);
          files.push({ app, url: url.href, path: url.pathname, gzip });
        }),
      );
    });
    const started = Date.now();
    await visit(page, ports);
    usable = true;
    const elapsed = Date.now() - started;
    await Promise.all(pending);
    const paint = onScreen ? await paintTimes(page) : null;
    const rows = [...perApp.entries()].sort((a, b) => b[1].gzip - a[1].gzip);
    const total = rows.reduce(
      (sum, [, entry]) => ({ files: sum.files + entry.files, raw: sum.raw + entry.raw, gzip: sum.gzip + entry.gzip }),
      { files: 0, raw: 0, gzip: 0 },
    );
    const kb = (bytes) => (bytes / 1024).toFixed(1);
    console.log(`${title} (${new Date().toISOString().slice(0, 10)}, usable after ${elapsed} ms)`);
    console.log('| app | files | raw KiB | gzip KiB |');
    console.log('|---|---:|---:|---:|');
    for (const [app, entry] of rows) console.log(`| ${app} | ${entry.files} | ${kb(entry.raw)} | ${kb(entry.gzip)} |`);
    console.log(`| **total** | ${total.files} | ${kb(total.raw)} | ${kb(total.gzip)} |`);
    if (paint) {
      const before = files.filter((file) => (paint.arrived.get(file.url) ?? Infinity) <= paint.lcp);
      const gzip = before.reduce((sum, file) => sum + file.gzip, 0);
      console.log(
        `\nOn screen (largest contentful paint) at ${Math.round(paint.lcp)} ms, first paint at ${Math.round(paint.fcp)} ms:` +
          ` **${kb(gzip)} KiB** of JavaScript in ${before.length} files had arrived by then` +
          (before.length ? ` (${before.map((file) => file.path).join(', ')})` : ''),
      );
    }
    if (process.argv.includes('--files')) {
      console.log('\n| app | file | gzip KiB |\n|---|---|---:|');
      for (const file of files.sort((a, b) => b.gzip - a.gzip))
        console.log(`| ${file.app} | ${file.path} | ${kb(file.gzip)} |`);
    }
  } finally {
    await browser.close();
    await stop();
    rmSync(home, { recursive: true, force: true });
  }
}

/** The page's final LCP and first paint, and when each resource had arrived (ms since navigation). */
async function paintTimes(page) {
  return page
    .evaluate(async () => {
      const lcp = await new Promise((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve(entries[entries.length - 1].startTime);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      });
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
      const arrived = performance.getEntriesByType('resource').map((entry) => [entry.name, entry.responseEnd]);
      return { lcp, fcp, arrived };
    })
    .then(({ lcp, fcp, arrived }) => ({ lcp, fcp, arrived: new Map(arrived) }));
}

/** Runs a bench's main and exits non-zero on failure. */
export function run(main) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
