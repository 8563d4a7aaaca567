#!/usr/bin/env node
// Gzip bytes of the JavaScript a client's browser fetches before a therapist's page is usable: the
// platform runs as `pnpm start` serves it (production builds), a fresh chromium opens /pl/therapists,
// follows the first therapist's card, and every JavaScript response until the therapist's profile and
// the booking widget with its free times are on screen is counted per app (by port).
// Usage: node bench/bundle-size-therapist-page.mjs [--skip-build]   (ports from BENCH_PORT_BASE, default 4900)
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { APPS, buildApps, builtRemotes, existingApps, startPlatform, shellRuntimeFiles } from '../scripts/platform.mjs';

const requireFromE2e = createRequire(new URL('../e2e/package.json', import.meta.url));
const puppeteer = requireFromE2e('puppeteer');

const base = Number(process.env.BENCH_PORT_BASE ?? 4900);
const ports = {
  shell: base,
  mf_booking: base + 1,
  mf_payments: base + 2,
  mf_client_cabinet: base + 3,
  mf_worker_cabinet: base + 4,
  mf_content: base + 5,
  contentServer: base + 6,
  api: base + 80,
};
const appByPort = new Map(APPS.map((app) => [ports[app.name], app.name]));
const LOCALE = process.env.BENCH_LOCALE ?? 'pl';

async function main() {
  process.env.ROZMOVA_OUT_DIR = process.env.ROZMOVA_OUT_DIR || `node_modules/.cache/bench-dist-${base}`;
  const apps = existingApps();
  if (!process.argv.includes('--skip-build')) await buildApps(apps, { ports, quiet: true, log: () => undefined });
  const remotes = builtRemotes();
  const { files: runtimeFiles } = shellRuntimeFiles({ ports, remotes, env: { ...process.env, PUBLIC_API_URL: `http://localhost:${ports.api}` } });
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
    // The demo therapists and their hours are what the page shows.
    apiEnv: { DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'warn', PASSWORD_SCRYPT_LOG2N: '12', SEED_DEMO_DATA: 'true' },
  });
  const home = mkdtempSync(join(tmpdir(), 'rozmova-bench-chromium-'));
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
      '--disable-component-update', '--disable-sync', `--user-data-dir=${join(home, 'profile')}`],
    env: { ...process.env, XDG_CONFIG_HOME: join(home, 'config'), XDG_CACHE_HOME: join(home, 'cache') },
  });
  const perApp = new Map();
  let done = false;
  try {
    const page = await browser.newPage();
    page.setDefaultTimeout(90_000);
    const pending = [];
    page.on('response', (response) => {
      if (done) return;
      const url = new URL(response.url());
      const type = response.headers()['content-type'] ?? '';
      if (!type.includes('javascript')) return;
      const app = appByPort.get(Number(url.port)) ?? url.host;
      pending.push(
        response.buffer().then((body) => {
          const entry = perApp.get(app) ?? { files: 0, raw: 0, gzip: 0 };
          entry.files += 1;
          entry.raw += body.length;
          entry.gzip += gzipSync(body, { level: 9 }).length;
          perApp.set(app, entry);
        }),
      );
    });
    const started = Date.now();
    await page.goto(`http://localhost:${ports.shell}/${LOCALE}/therapists`);
    const card = await page.waitForSelector('[data-testid="therapist-card"] a');
    // A DOM click: the consent banner may cover the card at this window size, and consent is not measured here.
    await card.evaluate((link) => link.click());
    await page.waitForSelector('[data-testid="therapist-profile"]');
    await page.waitForSelector('[data-testid="booking-widget"] [data-testid="slot"]');
    done = true;
    const elapsed = Date.now() - started;
    await Promise.all(pending);
    const rows = [...perApp.entries()].sort((a, b) => b[1].gzip - a[1].gzip);
    const total = rows.reduce((sum, [, entry]) => ({ files: sum.files + entry.files, raw: sum.raw + entry.raw, gzip: sum.gzip + entry.gzip }), { files: 0, raw: 0, gzip: 0 });
    const kb = (bytes) => (bytes / 1024).toFixed(1);
    console.log(`JavaScript sent before a therapist's page with the booking widget was usable (/${LOCALE}/therapists, ${new Date().toISOString().slice(0, 10)}, ${elapsed} ms)`);
    console.log('| app | files | raw KiB | gzip KiB |');
    console.log('|---|---:|---:|---:|');
    for (const [app, entry] of rows) console.log(`| ${app} | ${entry.files} | ${kb(entry.raw)} | ${kb(entry.gzip)} |`);
    console.log(`| **total** | ${total.files} | ${kb(total.raw)} | ${kb(total.gzip)} |`);
  } finally {
    await browser.close();
    await platform.stop();
    rmSync(home, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
