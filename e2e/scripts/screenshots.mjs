#!/usr/bin/env node
// Regenerates docs/screenshots/: the booking journey (therapist list, calendar with a time chosen, the
// review before paying, the payment partner's page) in ua, pl, ro and en, on a 375 px phone and a 1366 px laptop.
// Runs the platform the way the journeys do (its own ports from E2E_PORT_BASE, a fresh embedded
// database), books nothing: it stops on the payment partner's page, before paying.
//   node e2e/scripts/screenshots.mjs            (E2E_SKIP_BUILD=1 reuses the journeys' last build)
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import globalSetup from '../support/global-setup.mjs';
import globalTeardown from '../support/global-teardown.mjs';
import { chromiumLaunch } from '../../scripts/chromium.mjs';

const require = createRequire(import.meta.url);
const puppeteer = require('puppeteer');
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const OUT = join(ROOT, 'docs/screenshots');
const LOCALES = ['ua', 'pl', 'ro', 'en'];
const SCREENS = [
  { name: 'phone', width: 375, height: 812, mobile: true },
  { name: 'laptop', width: 1366, height: 800, mobile: false },
];
const STEPS = [
  ['1-therapists', 'the list of therapists'],
  ['2-calendar', 'the calendar with a time chosen'],
  ['3-review', 'the review before paying'],
  ['4-payment', "the payment partner's page (the checkout goes straight on to it)"],
];

async function register(locale) {
  const email = `screens-${locale}-${Date.now().toString(36)}@example.com`;
  const response = await fetch(`${process.env.E2E_API_URL}/register?config_id=${locale}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: process.env.E2E_SHELL_URL },
    body: JSON.stringify({ email, password: 'Calm-Steps-2026', name: 'Olena', oferta_accepted: true }),
  });
  if (!response.ok) throw new Error(`register failed: ${response.status}`);
  return email;
}

async function therapistOf(locale) {
  const response = await fetch(`${process.env.E2E_API_URL}/get_therapists_data?config_id=${locale}&free_within_days=7`);
  const body = await response.json();
  if (!body.therapists[0]) throw new Error(`no therapist with free time in ${locale}`);
  return body.therapists[0].id;
}

async function shoot(page, file) {
  await page.waitForNetworkIdle({ idleTime: 300, timeout: 10_000 }).catch(() => undefined);
  await page.screenshot({ path: join(OUT, file), type: 'jpeg', quality: 70 });
}

async function journey(browser, locale, screen) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport({
    width: screen.width,
    height: screen.height,
    isMobile: screen.mobile,
    hasTouch: screen.mobile,
  });
  await page.emulateTimezone(
    { ua: 'Europe/Kyiv', pl: 'Europe/Warsaw', ro: 'Europe/Bucharest', en: 'Europe/London' }[locale],
  );
  page.setDefaultTimeout(30_000);
  const base = process.env.E2E_SHELL_URL;
  const prefix = `${locale}-${screen.name}`;
  const email = await register(locale);
  const therapist = await therapistOf(locale);

  await page.goto(`${base}/${locale}/therapists`, { waitUntil: 'networkidle0' });
  const consent = await page
    .waitForSelector('[data-testid="consent-reject"]', { visible: true, timeout: 5_000 })
    .catch(() => null);
  if (consent) await consent.click();
  await page.waitForSelector('[data-testid="therapist-card"]');
  await shoot(page, `${prefix}-1-therapists.jpg`);

  await page.click(`[data-testid="therapist-card"][data-worker-id="${therapist}"] a`);
  const slot = await page.waitForSelector('[data-testid="slot"]', { visible: true });
  await slot.click();
  await page.waitForSelector('[data-testid="slot"][aria-pressed="true"]');
  await page.$eval('#therapist-booking', (node) => node.scrollIntoView({ block: 'start' }));
  await shoot(page, `${prefix}-2-calendar.jpg`);

  await page.click('[data-testid="calendar-continue"]');
  await page.waitForSelector('[data-testid="booking-widget"][data-step="sign_in"]');
  // The sign-in step's code arrives when the step is reached.
  await (await page.waitForSelector('[data-testid="auth-tab-sign_in"]', { visible: true })).click();
  await page.type('[data-testid="booking-widget"] input[name="email"]', email);
  await page.type('[data-testid="booking-widget"] input[name="password"]', 'Calm-Steps-2026');
  await page.click('[data-testid="auth-submit"]');
  await page.waitForSelector('[data-testid="price-to-pay"]');
  await page.$eval('#therapist-booking', (node) => node.scrollIntoView({ block: 'start' }));
  await shoot(page, `${prefix}-3-review.jpg`);

  // With nothing to choose (no session token), the checkout goes straight on to the payment partner's page.
  await (await page.waitForSelector('[data-testid="go-to-payment"]:not([disabled])', { visible: true })).click();
  await page.waitForSelector('[data-testid="amount"]');
  await shoot(page, `${prefix}-4-payment.jpg`);
  await context.close();
}

function index() {
  const lines = [
    '# The booking journey in four languages',
    '',
    'Regenerated by `node e2e/scripts/screenshots.mjs` (the platform on its own ports, a fresh embedded',
    "database, nothing booked: it stops on the payment partner's page). Phone: 375 px wide; laptop: 1366 px.",
    '',
  ];
  for (const locale of LOCALES) {
    lines.push(`## ${locale}`, '');
    for (const [step, what] of STEPS) {
      lines.push(`${what}:`, '');
      lines.push(
        SCREENS.map(
          (s) =>
            `<img src="${locale}-${s.name}-${step}.jpg" alt="${locale}, ${what}, ${s.width} px" width="${s.mobile ? 188 : 480}">`,
        ).join(' '),
        '',
      );
    }
  }
  writeFileSync(join(OUT, 'README.md'), `${lines.join('\n')}\n`);
}

mkdirSync(OUT, { recursive: true });
process.env.E2E_PORT_BASE = process.env.E2E_PORT_BASE ?? '4000';
await globalSetup();
const browser = await puppeteer.launch({ headless: true, ...chromiumLaunch() });
try {
  for (const locale of LOCALES) {
    for (const screen of SCREENS) {
      console.log(`screenshots: ${locale} at ${screen.width} px`);
      await journey(browser, locale, screen);
    }
  }
  index();
} finally {
  await browser.close();
  await globalTeardown();
}
