#!/usr/bin/env node
// Gzip bytes of the JavaScript a therapist's browser fetches before their landing page is usable: a demo pl
// therapist already signed in (session cookie set before the page loads) opens /pl/cabinet/appointments-list,
// and the count stops once the agenda shows its days in the therapist's zone.
// Usage: node bench/bundle-size-worker-cabinet.mjs [--skip-build] [--files]   (ports from BENCH_PORT_BASE, default 4950)
import { demoSession } from './lib/demo-sign-in.mjs';
import { measurePageJavaScript, run } from './lib/page-javascript.mjs';

const LOCALE = 'pl';
const THERAPIST_EMAIL = 'therapist3@demo.example';

run(() =>
  measurePageJavaScript({
    portBase: Number(process.env.BENCH_PORT_BASE ?? 4950),
    title: `JavaScript sent before a therapist's agenda was usable (/${LOCALE}/cabinet/appointments-list, signed in)`,
    apiEnv: { SEED_DEMO_DATA: 'true' },
    async visit(page, ports) {
      // The demo staff sign in in two steps (lib/demo-sign-in.mjs answers the second with the demo key).
      const sid = await demoSession({
        api: `http://localhost:${ports.api}/api`,
        shellOrigin: `http://localhost:${ports.shell}`,
        email: THERAPIST_EMAIL,
        locale: LOCALE,
      });
      await page.setCookie({ name: 'sid', value: sid, url: `http://localhost:${ports.api}`, httpOnly: true });
      await page.goto(`http://localhost:${ports.shell}/${LOCALE}/cabinet/appointments-list`);
      // The app's own agenda, in its region: the HTML draws the week first from the api's answer
      // (scripts/shell-page-draw-cabinet.mjs), before any of this JavaScript has arrived.
      await page.waitForSelector(
        '[data-remote-region="mf_worker_cabinet"] [data-testid="agenda"] [data-testid="agenda-day"]',
      );
    },
  }),
);
