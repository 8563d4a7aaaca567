#!/usr/bin/env node
// `npm start` / `npm test` (and `pnpm start` / `pnpm test`) on a fresh Debian machine with only Node 20:
// brings pnpm when it is missing (npx pnpm@10), installs the workspace, and for the tests Debian's
// chromium when it is missing and this user may install packages (root, or sudo without a password);
// otherwise it stops and prints the one command to run. Then it starts the platform or runs every suite.
// The pnpm it found is handed to every child in ROZMOVA_PNPM (scripts/pnpm-command.mjs), so nothing
// below needs pnpm on PATH.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { envWithPnpm } from './pnpm-command.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const PNPM_VERSION = '10';

function say(message) {
  console.log(`[rozmova] ${message}`);
}

function fail(message) {
  console.error(`\n[rozmova] ${message}\n`);
  process.exit(1);
}

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: ROOT, ...options });
  if (result.error) fail(`could not run ${command}: ${result.error.message}`);
  return result.status ?? 1;
}

function quietly(command, args) {
  const result = spawnSync(command, args, { stdio: 'ignore' });
  return !result.error && result.status === 0;
}

function checkNode() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < 20 || (major === 20 && minor < 19)) fail(`Node >= 20.19 is needed, this is ${process.versions.node}.`);
}

/**
 * How to call pnpm: the one running this script, one on PATH, or pnpm@10 that npx fetches from the
 * registry, resolved to its absolute path in npx's cache so children can call it without npx.
 */
function findPnpm() {
  const agent = process.env.npm_config_user_agent ?? '';
  const execPath = process.env.npm_execpath;
  if (agent.startsWith('pnpm/') && execPath && existsSync(execPath)) {
    return execPath.endsWith('.js') || execPath.endsWith('.cjs') ? [process.execPath, execPath] : [execPath];
  }
  if (quietly('pnpm', ['--version'])) return ['pnpm'];
  say(`pnpm is not installed: using it through npx (pnpm@${PNPM_VERSION})`);
  const found = spawnSync('npx', ['--yes', '-p', `pnpm@${PNPM_VERSION}`, '-c', 'command -v pnpm'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const path = found.status === 0 ? found.stdout.trim().split('\n').pop() : '';
  if (!path || !existsSync(path)) fail(`could not get pnpm@${PNPM_VERSION} through npx; install it: npm i -g pnpm@10`);
  return [path];
}

let PNPM = null;
let CHILD_ENV = process.env;

function pnpm(args) {
  const [command, ...prefix] = PNPM;
  return run(command, [...prefix, ...args], { env: CHILD_ENV });
}

/** Debian's chromium for the browser journeys (puppeteer never downloads a browser here). */
function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  const apt = 'apt-get update && apt-get install -y chromium';
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot) {
    say("installing Debian's chromium for the browser journeys");
    if (run('sh', ['-c', apt], { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } }) !== 0)
      fail(`installing chromium failed; run: ${apt}`);
  } else if (quietly('sudo', ['-n', 'true'])) {
    say("installing Debian's chromium for the browser journeys (sudo)");
    const status = run('sudo', ['-n', 'sh', '-c', `DEBIAN_FRONTEND=noninteractive ${apt}`]);
    if (status !== 0) fail(`installing chromium failed; run: sudo sh -c '${apt}'`);
  } else {
    fail(
      `The browser journeys need Debian's chromium at ${CHROMIUM}, and this user cannot install packages.\n` +
        `Run this once, then \`npm test\` again:\n\n    sudo apt-get update && sudo apt-get install -y chromium`,
    );
  }
  if (!existsSync(CHROMIUM))
    fail(`chromium was installed but ${CHROMIUM} is not there; set CHROMIUM_PATH to where it is.`);
}

const task = process.argv[2];
checkNode();
if (['start', 'test', 'lint'].includes(task)) {
  PNPM = findPnpm();
  CHILD_ENV = envWithPnpm(PNPM);
}
if (task === 'start') {
  if (pnpm(['install']) !== 0) fail('pnpm install failed');
  process.exit(run(process.execPath, [join(ROOT, 'scripts/start.mjs')], { env: CHILD_ENV }));
} else if (task === 'test') {
  ensureChromium();
  if (pnpm(['install']) !== 0) fail('pnpm install failed');
  process.exit(pnpm(['-r', '--no-bail', '--workspace-concurrency=1', '--if-present', 'test']));
} else if (task === 'lint') {
  // CI runs this before the tests: jest strips types without checking them.
  if (pnpm(['install']) !== 0) fail('pnpm install failed');
  process.exit(pnpm(['run', 'lint']));
} else {
  fail('usage: node scripts/bootstrap.mjs start|test|lint');
}
