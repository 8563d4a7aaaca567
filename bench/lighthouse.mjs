#!/usr/bin/env node
// Lighthouse (mobile, simulated throttling: the defaults of Lighthouse 12) over the public pages, on the
// production builds served as `pnpm start` serves them. Prints each category's score and LCP/TBT/CLS.
// Usage: node bench/lighthouse.mjs [--skip-build] [--json out.json] [--runs N] [--only text] [--details]
//        (--only: just the pages whose name contains the text, e.g. `cabinet`)
//        (ports from BENCH_PORT_BASE, default 5000: shell on the base, remotes +1..+5, api +80, chromium's DevTools +10)
// A page is the median run of N (default 1) by performance score, as Lighthouse's own docs advise.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { demoSession } from './lib/demo-sign-in.mjs';
import { chromiumSetup, run, startBenchPlatform } from './lib/page-javascript.mjs';
import { describeSettling, waitForQuietMachine } from './lib/quiet-machine.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

function argValue(name, fallback) {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : fallback;
}

async function waitForDevTools(port, child) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`chromium exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/json/version`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`chromium's DevTools did not answer on ${port}`);
}

/** The first therapist the market's list shows: the page a client reaches from /pl/therapists. */
async function firstTherapistPath(ports, locale) {
  const response = await fetch(
    `http://127.0.0.1:${ports.api}/api/get_therapists_data?config_id=${locale}&page=1&per_page=1`,
  );
  if (!response.ok) throw new Error(`the api did not list therapists: HTTP ${response.status}`);
  const { therapists } = await response.json();
  if (!therapists?.length) throw new Error(`no therapist in the ${locale} market`);
  return `/${locale}/therapists?psychologist_id=${encodeURIComponent(therapists[0].id)}`;
}

/** Signs a demo account in through the api, as the sign-in page does (with the staff's second step). */
async function signIn(ports, email) {
  const sid = await demoSession({
    api: `http://127.0.0.1:${ports.api}/api`,
    shellOrigin: `http://localhost:${ports.shell}`,
    email,
  });
  return `sid=${sid}`;
}

function summarise(lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const failing = Object.values(lhr.categories)
    .filter((category) => category.id !== 'performance')
    .flatMap((category) =>
      category.auditRefs
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${category.id}:${ref.id}`),
    );
  return {
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, score(id)])),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    tbtMs: Math.round(audit('total-blocking-time')),
    cls: Number(audit('cumulative-layout-shift').toFixed(3)),
    fcpMs: Math.round(audit('first-contentful-paint')),
    // Lighthouse's own measure of how fast this machine was during the run: simulated throttling
    // scales the observed CPU work, so a busy machine reads as a slow phone.
    benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? NaN),
    failing,
  };
}

async function main() {
  const portBase = Number(process.env.BENCH_PORT_BASE ?? 5000);
  const runs = Math.max(1, Number(argValue('--runs', '1')));
  const jsonOut = argValue('--json', null);
  // The therapist page needs the demo therapists and their working hours.
  const platform = await startBenchPlatform({ portBase, apiEnv: { SEED_DEMO_DATA: 'true' } });
  const home = mkdtempSync(join(tmpdir(), 'rozmova-lighthouse-'));
  // Past the platform's own ports (portsFrom: the shell and remotes, the content server, Jitsi, the outage feeds).
  const devToolsPort = portBase + 10;
  const chromium = chromiumSetup(home);
  const browser = spawn(
    chromium.executablePath,
    [...chromium.args, `--remote-debugging-port=${devToolsPort}`, 'about:blank'],
    {
      env: chromium.env,
      stdio: 'ignore',
    },
  );
  try {
    await waitForDevTools(devToolsPort, browser);
    const { ports } = platform;
    const origin = `http://localhost:${ports.shell}`;
    const pages = [
      { name: '/ua/home', path: '/ua/home' },
      { name: '/pl/faq (content)', path: '/pl/faq' },
      { name: '/pl/therapists', path: '/pl/therapists' },
      { name: 'therapist page (pl)', path: await firstTherapistPath(ports, 'pl') },
    ];
    // The cabinets' landing pages, once their remotes exist: where a signed-in client, therapist or admin lands.
    if (platform.remotes.includes('mf_client_cabinet')) {
      pages.push({
        name: 'client cabinet landing',
        path: '/ua/cabinet',
        account: 'client@demo.example',
      });
    }
    if (platform.remotes.includes('mf_worker_cabinet')) {
      pages.push({
        name: 'therapist cabinet landing',
        path: '/ua/cabinet/appointments-list',
        account: 'therapist1@demo.example',
      });
      pages.push({
        name: 'admin cabinet landing',
        path: '/ua/cabinet/admin',
        account: 'admin@demo.example',
      });
    }

    const only = argValue('--only', null);
    // Lighthouse simulates blocking time from this machine's own CPU time: not while the platform is still starting.
    const settling = await waitForQuietMachine();
    const results = [];
    for (const page of pages.filter((candidate) => !only || candidate.name.includes(only))) {
      // Signed in only for a page that is measured: --only on public pages needs no account.
      const cookie = page.account ? await signIn(ports, page.account) : null;
      const summaries = [];
      for (let i = 0; i < runs; i += 1) {
        const result = await lighthouse(`${origin}${page.path}`, {
          port: devToolsPort,
          output: 'json',
          logLevel: 'error',
          onlyCategories: CATEGORIES,
          // A signed-in page: the session cookie goes with every request (the api's among them).
          ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
        });
        if (!result) throw new Error(`lighthouse returned nothing for ${page.path}`);
        if (result.lhr.runtimeError) throw new Error(`${page.path}: ${result.lhr.runtimeError.message}`);
        summaries.push({ ...summarise(result.lhr), lhr: result.lhr });
      }
      summaries.sort((a, b) => a.scores.performance - b.scores.performance);
      const median = summaries[Math.floor(summaries.length / 2)];
      // The score barely moves between runs while TBT does (it follows the CPU's other work): its range.
      const tbts = summaries.map((summary) => summary.tbtMs);
      results.push({ page, ...median, tbtRange: [Math.min(...tbts), Math.max(...tbts)] });
      if (process.argv.includes('--details')) {
        const lhr = median.lhr;
        const opportunities = Object.values(lhr.audits)
          .filter((audit) => audit.details?.type === 'opportunity' && (audit.score ?? 1) < 0.9)
          .map((audit) => `    ${audit.id}: ${audit.displayValue ?? ''}`);
        console.log(`${page.name}\n${opportunities.join('\n')}`);
      }
    }

    console.log(
      `Lighthouse ${results[0]?.lhr.lighthouseVersion} mobile (simulated throttling), ${new Date().toISOString().slice(0, 10)}, median of ${runs}; ${describeSettling(settling)}`,
    );
    console.log(
      '| page | performance | accessibility | best practices | SEO | FCP | LCP | TBT | TBT of all runs | CLS | CPU benchmark |',
    );
    console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
    for (const r of results) {
      const s = r.scores;
      console.log(
        `| ${r.page.name} | ${s.performance} | ${s.accessibility} | ${s['best-practices']} | ${s.seo} | ${(r.fcpMs / 1000).toFixed(1)} s | ${(r.lcpMs / 1000).toFixed(1)} s | ${r.tbtMs} ms | ${r.tbtRange[0]}-${r.tbtRange[1]} ms | ${r.cls} | ${r.benchmarkIndex} |`,
      );
    }
    for (const r of results) if (r.failing.length) console.log(`  ${r.page.name} fails: ${r.failing.join(', ')}`);
    if (jsonOut)
      writeFileSync(
        jsonOut,
        JSON.stringify(
          results.map(({ lhr, ...rest }) => ({ ...rest, lhr })),
          null,
          1,
        ),
      );
  } finally {
    browser.kill('SIGTERM');
    await platform.stop();
    rmSync(home, { recursive: true, force: true });
  }
}

run(main);
