#!/usr/bin/env node
// Gzip bytes of the JavaScript a client's browser fetches before a therapist's page is usable: a fresh
// chromium opens /pl/therapists, follows the first therapist's card, and counts until the profile and the
// booking widget with its free times are on screen.
// Usage: node bench/bundle-size-therapist-page.mjs [--skip-build] [--files]   (ports from BENCH_PORT_BASE, default 4900)
import { measurePageJavaScript, run } from './lib/page-javascript.mjs';

const LOCALE = process.env.BENCH_LOCALE ?? 'pl';

run(() =>
  measurePageJavaScript({
    portBase: Number(process.env.BENCH_PORT_BASE ?? 4900),
    title: `JavaScript sent before a therapist's page with the booking widget was usable (/${LOCALE}/therapists)`,
    // The demo therapists and their hours are what the page shows.
    apiEnv: { SEED_DEMO_DATA: 'true' },
    async visit(page, ports) {
      await page.goto(`http://localhost:${ports.shell}/${LOCALE}/therapists`);
      const card = await page.waitForSelector('[data-testid="therapist-card"] a');
      // A DOM click: the consent banner may cover the card at this window size, and consent is not measured here.
      await card.evaluate((link) => link.click());
      await page.waitForSelector('[data-testid="therapist-profile"]');
      await page.waitForSelector('[data-testid="booking-widget"] [data-testid="slot"]');
    },
  }),
);
