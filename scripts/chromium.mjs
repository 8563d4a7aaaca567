// How this project starts Debian's chromium for the benches and scripts (the e2e journeys read the same
// scripts/chromium-flags.json in e2e/support/browser.ts): off the network, with its profile and XDG folders in
// `home` instead of ~.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const FLAGS = JSON.parse(readFileSync(new URL('./chromium-flags.json', import.meta.url), 'utf8'));

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? FLAGS.executablePath;

/** puppeteer.launch options: the executable, the flags (`extraArgs` after them) and, with `home`, its own folders. */
export function chromiumLaunch(home, extraArgs = []) {
  return {
    executablePath: CHROMIUM_PATH,
    args: [...FLAGS.args, ...(home ? [`--user-data-dir=${join(home, 'profile')}`] : []), ...extraArgs],
    ...(home && {
      env: { ...process.env, XDG_CONFIG_HOME: join(home, 'config'), XDG_CACHE_HOME: join(home, 'cache') },
    }),
  };
}
