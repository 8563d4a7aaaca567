#!/usr/bin/env node
// Gzip bytes of the JavaScript a signed-in client's browser fetches before their cabinet (/ua/cabinet, the
// list of sessions) is usable. The session cookie is set before the first request, so the sign-in page is
// not counted: this is a client coming back to the cabinet before a session.
// Usage: node bench/bundle-size-client-cabinet.mjs [--skip-build] [--files]   (ports from BENCH_PORT_BASE, default 4700)
import { measurePageJavaScript, run } from './lib/page-javascript.mjs';

const LOCALE = process.env.BENCH_LOCALE ?? 'ua';

/** Signs the demo client in, waiting for the api to finish starting (migrations and demo data come first). */
async function signIn(url, origin) {
  const until = Date.now() + 120_000;
  for (;;) {
    try {
      return await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin },
        body: JSON.stringify({ email: 'client@demo.example', password: 'Demo-2026!' }),
      });
    } catch (error) {
      if (Date.now() > until) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

run(() =>
  measurePageJavaScript({
    portBase: Number(process.env.BENCH_PORT_BASE ?? 4700),
    title: `JavaScript sent before a signed-in client's cabinet was usable (/${LOCALE}/cabinet)`,
    // The demo client signs in.
    apiEnv: { SEED_DEMO_DATA: 'true' },
    async visit(page, ports) {
      const shell = `http://localhost:${ports.shell}`;
      const login = await signIn(`http://localhost:${ports.api}/api/login?config_id=${LOCALE}`, shell);
      if (!login.ok) throw new Error(`demo client sign-in failed: ${login.status}`);
      const sid = /sid=([^;]+)/.exec(login.headers.get('set-cookie') ?? '')?.[1];
      if (!sid) throw new Error('the api set no session cookie');
      // Cookies belong to a host, not a port: the api and the shell share localhost.
      await page.setCookie({ name: 'sid', value: sid, domain: 'localhost', path: '/', httpOnly: true });
      await page.goto(`${shell}/${LOCALE}/cabinet`);
      await page.waitForSelector('[data-testid="no-upcoming"], [data-testid="next-session"]');
    },
  }),
);
