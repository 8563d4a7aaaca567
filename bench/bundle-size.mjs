#!/usr/bin/env node
// Gzip bytes of the JavaScript each app sends before /ua/home first renders, measured in chromium
// against the production builds; counted until mf-content's page is on screen.
// Usage: node bench/bundle-size.mjs [--skip-build] [--files]   (ports from BENCH_PORT_BASE, default 4800)
import { measurePageJavaScript, run } from './lib/page-javascript.mjs';

run(() =>
  measurePageJavaScript({
    portBase: Number(process.env.BENCH_PORT_BASE ?? 4800),
    title: 'JavaScript sent before /ua/home first rendered',
    onScreen: true,
    async visit(page, ports) {
      await page.goto(`http://localhost:${ports.shell}/ua/home`);
      await page.waitForFunction(
        () => {
          const region = document.querySelector('[data-remote-region="mf_content"]');
          return Boolean(region && region.innerText.trim().length > 40);
        },
        { timeout: 60_000 },
      );
    },
  }),
);
