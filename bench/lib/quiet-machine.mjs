// Waits until the machine has settled before a browser bench measures: right after the platform starts (builds,
// the api's migrations and demo data, the first requests' work), both cores are busy for a minute or more, and
// page times or Lighthouse's simulated blocking time taken then say more about that start than about the pages.
import { readFileSync } from 'node:fs';

/** All CPUs' jiffies from /proc/stat: [busy, total]; busy includes steal (time the host gave to others). */
function cpuJiffies() {
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0].trim().split(/\s+/);
  const [user, nice, system, idle, iowait, irq, softirq, steal = 0] = fields.map(Number);
  const busy = user + nice + system + irq + softirq + steal;
  return [busy, busy + idle + iowait];
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Resolves once the share of CPU time in use, over each of `quietSeconds` seconds in a row, is at most
 * `BENCH_QUIET_BUSY` (default 0.3 of all cores), or after `BENCH_SETTLE_SECONDS` (default 90; 0 skips the wait).
 * Returns what it saw, for the bench's own report: a figure taken on a machine that did not settle says so.
 */
export async function waitForQuietMachine({ quietSeconds = 3 } = {}) {
  const maxSeconds = Number(process.env.BENCH_SETTLE_SECONDS ?? 90);
  const limit = Number(process.env.BENCH_QUIET_BUSY ?? 0.3);
  if (maxSeconds <= 0 || !Number.isFinite(maxSeconds)) return { settled: false, waitedSeconds: 0, busy: null };
  let quiet = 0;
  let waited = 0;
  let busyShare = 1;
  let [busyBefore, totalBefore] = cpuJiffies();
  while (waited < maxSeconds && quiet < quietSeconds) {
    await sleep(1000);
    waited += 1;
    const [busy, total] = cpuJiffies();
    busyShare = total > totalBefore ? (busy - busyBefore) / (total - totalBefore) : 0;
    [busyBefore, totalBefore] = [busy, total];
    quiet = busyShare <= limit ? quiet + 1 : 0;
  }
  return { settled: quiet >= quietSeconds, waitedSeconds: waited, busy: busyShare };
}

/** One line for a bench's header: how long it waited and how busy the machine was when it began. */
export function describeSettling({ settled, waitedSeconds, busy }) {
  if (busy === null) return 'no wait for a quiet machine (BENCH_SETTLE_SECONDS=0)';
  const share = `${Math.round(busy * 100)} % of the CPUs busy`;
  return settled
    ? `measured once the machine had settled (${waitedSeconds} s; ${share})`
    : `the machine did not settle in ${waitedSeconds} s (${share}): figures taken under load`;
}
