#!/usr/bin/env node
// A newcomer's `npm start` on a machine without pnpm (issue 25): clones this repository, hides every
// pnpm from PATH, runs `npm start` in the clone and checks that the shell answers and the api is ready,
// then stops it. `.ci/run` runs it after `npm test`.
//
// Cheap on purpose: the remotes' builds are copied from this checkout (the e2e run's, or `dist`), so
// only the shell is built in the clone, which still proves the build and the static servers are started
// through the pnpm the bootstrap found. Ports: CHECK_PORT_BASE (7600) + 0..7 the apps, + 80 the api.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { APPS, ROOT } from './platform.mjs';

const BASE = Number(process.env.CHECK_PORT_BASE ?? 7600);
const PORTS = {
  SHELL_PORT: BASE,
  BOOKING_PORT: BASE + 1,
  PAYMENTS_PORT: BASE + 2,
  CLIENT_CABINET_PORT: BASE + 3,
  WORKER_CABINET_PORT: BASE + 4,
  CONTENT_PORT: BASE + 5,
  CONTENT_SERVER_PORT: BASE + 6,
  JITSI_PORT: BASE + 7,
  API_PORT: BASE + 80,
};
const START_TIMEOUT_MS = 10 * 60_000;
const PNPM_NAMES = new Set(['pnpm', 'pnpx', 'pnpm.cjs', 'pnpx.cjs']);

function say(message) {
  console.log(`[start-without-pnpm] ${message}`);
}

/**
 * PATH with every folder that holds pnpm replaced by a mirror of that folder without it: node, npm, npx
 * and git often live beside pnpm (/usr/bin), so dropping the folder would hide them too.
 */
function pathWithoutPnpm(path, scratch) {
  return path
    .split(delimiter)
    .filter(Boolean)
    .map((folder, index) => {
      let names;
      try {
        names = readdirSync(folder);
      } catch {
        return folder;
      }
      if (!names.some((name) => PNPM_NAMES.has(name))) return folder;
      const mirror = join(scratch, `path-${index}`);
      mkdirSync(mirror);
      for (const name of names) if (!PNPM_NAMES.has(name)) symlinkSync(join(folder, name), join(mirror, name));
      return mirror;
    })
    .join(delimiter);
}

/** Where this checkout keeps an app's build: ROZMOVA_OUT_DIR, `dist`, or an e2e run's folder. */
function existingBuild(app) {
  const marker = app.name === 'shell' ? 'index.html' : 'mf-manifest.json';
  const candidates = [process.env.ROZMOVA_OUT_DIR, 'dist'].filter(Boolean);
  const cache = join(ROOT, app.dir, 'node_modules/.cache');
  if (existsSync(cache))
    for (const name of readdirSync(cache))
      if (name.startsWith('e2e-dist-')) candidates.push(`node_modules/.cache/${name}`);
  return candidates.map((dir) => join(ROOT, app.dir, dir)).find((dir) => existsSync(join(dir, marker))) ?? null;
}

async function answers(url) {
  try {
    const response = await fetch(url);
    const text = await response.text();
    return { status: response.status, text };
  } catch {
    return null;
  }
}

async function main() {
  const scratch = mkdtempSync(join(tmpdir(), 'rozmova-no-pnpm-'));
  const clone = join(scratch, 'rozmova');
  let child = null;
  try {
    say(`cloning ${ROOT} into ${clone}`);
    const cloned = spawnSync('git', ['clone', '--quiet', ROOT, clone], { stdio: 'inherit' });
    if (cloned.status !== 0) throw new Error('git clone failed');
    for (const app of APPS.filter((entry) => entry.name !== 'shell')) {
      const build = existingBuild(app);
      if (build) cpSync(build, join(clone, app.dir, 'dist'), { recursive: true });
      else say(`${app.dir} has no build here: the clone builds it`);
    }

    const env = { ...process.env, ...Object.fromEntries(Object.entries(PORTS).map(([k, v]) => [k, String(v)])) };
    env.PATH = pathWithoutPnpm(process.env.PATH ?? '', scratch);
    // A newcomer's shell: no pnpm handed down, no pnpm running this, the embedded database.
    for (const key of ['ROZMOVA_PNPM', 'npm_execpath', 'npm_config_user_agent', 'DATABASE_URL', 'ROZMOVA_OUT_DIR'])
      delete env[key];
    for (const key of Object.keys(env)) if (key.startsWith('npm_') || key.startsWith('PNPM_')) delete env[key];
    env.ROZMOVA_REUSE_BUILD = '1';
    env.DATA_DIR = join(scratch, 'data');
    const hidden = spawnSync('sh', ['-c', 'command -v pnpm'], { env, encoding: 'utf8' });
    if (hidden.status === 0) throw new Error(`pnpm is still on PATH: ${hidden.stdout.trim()}`);

    say('npm start with pnpm hidden from PATH');
    let output = '';
    child = spawn('npm', ['start'], { cwd: clone, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    const keep = (chunk) => {
      output = (output + chunk).slice(-30_000);
      if (process.env.CHECK_VERBOSE === '1') process.stdout.write(chunk);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);

    const shellUrl = `http://localhost:${PORTS.SHELL_PORT}/`;
    const readyUrl = `http://localhost:${PORTS.API_PORT}/api/ready`;
    const deadline = Date.now() + START_TIMEOUT_MS;
    while (!output.includes('Rozmova is running')) {
      if (child.exitCode !== null) throw new Error(`npm start exited with code ${child.exitCode}:\n${output}`);
      if (Date.now() > deadline) throw new Error(`npm start did not finish starting:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    const shell = await answers(shellUrl);
    if (shell?.status !== 200 || !shell.text.includes('<div id="root"'))
      throw new Error(`the shell at ${shellUrl} answered ${shell?.status ?? 'nothing'}`);
    const ready = await answers(readyUrl);
    if (ready?.status !== 200) throw new Error(`the api at ${readyUrl} answered ${ready?.status ?? 'nothing'}`);
    if (!output.includes('pnpm is not installed: using it through npx'))
      throw new Error(`the bootstrap did not notice that pnpm is missing:\n${output}`);
    say(`the shell answers at ${shellUrl} and the api is ready: passed`);
  } finally {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid, 'SIGTERM');
      const timer = setTimeout(() => {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          // already gone
        }
      }, 10_000);
      await exited;
      clearTimeout(timer);
    }
    if (existsSync(scratch) && lstatSync(scratch).isDirectory()) rmSync(scratch, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(`[start-without-pnpm] failed: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
