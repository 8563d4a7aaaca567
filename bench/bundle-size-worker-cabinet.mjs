#!/usr/bin/env node
// Gzip bytes of the JavaScript a therapist's browser fetches before their landing page is usable: a demo pl
// therapist already signed in (session cookie set before the page loads) opens /pl/cabinet/appointments-list,
// and the count stops once the agenda shows its days in the therapist's zone.
// Usage: node bench/bundle-size-worker-cabinet.mjs [--skip-build] [--files]   (ports from BENCH_PORT_BASE, default 4950)
import { measurePageJavaScript, run } from './lib/page-javascript.mjs';

const LOCALE = 'pl';
const THERAPIST = { email: 'therapist3@demo.example', password: 'Demo-2026!' };

run(() =>
  measurePageJavaScript({
    portBase: Number(process.env.BENCH_PORT_BASE ?? 4950),
    title: `JavaScript sent before a therapist's agenda was usable (/${LOCALE}/cabinet/appointments-list, signed in)`,
    apiEnv: { SEED_DEMO_DATA: 'true' },
    async visit(page, ports) {
      const api = `http://localhost:${ports.api}/api`;
      const response = await fetch(`${api}/login?config_id=${LOCALE}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: `http://localhost:${ports.shell}` },
        body: JSON.stringify(THERAPIST),
      });
      if (!response.ok) throw new Error(`login failed: ${response.status} ${await response.text()}`);
      const sid = response.headers
        .getSetCookie()
        .find((c) => c.startsWith('sid='))
        ?.split(';')[0]
        ?.slice(4);
      if (!sid) throw new Error('login set no sid cookie');
      await page.setCookie({ name: 'sid', value: sid, url: `http://localhost:${ports.api}`, httpOnly: true });
      await page.goto(`http://localhost:${ports.shell}/${LOCALE}/cabinet/appointments-list`);
      await page.waitForSelector('[data-testid="agenda"] [data-testid="agenda-day"]');
    },
  }),
);
