#!/usr/bin/env node
// Gzip bytes of the JavaScript a signed-in client's browser fetches before their cabinet (/ua/cabinet, the
// list of sessions) is usable. The session cookie is set before the first request, so the sign-in page is
// not counted: this is a client coming back to the cabinet before a session. Usable: the cabinet app shows the
// sessions in its own region (the page's first drawing of them needs none of this JavaScript).
// Usage: node bench/bundle-size-client-cabinet.mjs [--skip-build] [--files]   (ports from BENCH_PORT_BASE, default 4700)
import { demoSession, fetchWhenUp } from './lib/demo-sign-in.mjs';
import { measurePageJavaScript, run } from './lib/page-javascript.mjs';

const LOCALE = process.env.BENCH_LOCALE ?? 'ua';

run(() =>
  measurePageJavaScript({
    portBase: Number(process.env.BENCH_PORT_BASE ?? 4700),
    title: `JavaScript sent before a signed-in client's cabinet was usable (/${LOCALE}/cabinet)`,
    // The demo client signs in.
    apiEnv: { SEED_DEMO_DATA: 'true' },
    async visit(page, ports) {
      const shell = `http://localhost:${ports.shell}`;
      // As the other page benches do (lib/demo-sign-in.mjs), waiting for an api still starting.
      const sid = await demoSession({
        api: `http://localhost:${ports.api}/api`,
        shellOrigin: shell,
        email: 'client@demo.example',
        locale: LOCALE,
        send: fetchWhenUp,
      });
      // Cookies belong to a host, not a port: the api and the shell share localhost.
      await page.setCookie({ name: 'sid', value: sid, domain: 'localhost', path: '/', httpOnly: true });
      await page.goto(`${shell}/${LOCALE}/cabinet`);
      // The app's own list, in its region: the HTML draws the next session first from the api's answer
      // (scripts/shell-page-draw-cabinet.mjs), before any of this JavaScript has arrived.
      const region = '[data-remote-region="mf_client_cabinet"]';
      await page.waitForSelector(`${region} [data-testid="no-upcoming"], ${region} [data-testid="next-session"]`);
    },
  }),
);
