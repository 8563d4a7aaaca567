// One fast-check seed per jest run, so any failing property replays exactly: `FC_SEED=<seed> npx jest <file>`.
// jest's globalSetup (global-setup.ts calls this file's default export) takes FC_SEED when it is set, else draws
// a random one, prints it on one line and hands it to the test processes through the environment;
// fast-check-setup.ts makes it the global seed of every fc.assert and fc.sample in them. fast-check's own failure message names the seed as well.
import { randomInt } from 'node:crypto';

const INT32 = 2 ** 31;

/** The seed FC_SEED names, or null when unset; a malformed value fails loudly rather than running unseeded. */
export function seedFromEnv(env: NodeJS.ProcessEnv = process.env): number | null {
  const raw = env.FC_SEED?.trim();
  if (raw === undefined || raw === '') return null;
  const seed = Number(raw);
  if (!Number.isInteger(seed) || seed < -INT32 || seed >= INT32) {
    throw new Error(`FC_SEED must be a 32-bit integer (as fast-check prints it), got "${raw}"`);
  }
  return seed;
}

export function randomSeed(): number {
  return randomInt(-INT32, INT32);
}

export default function chooseFastCheckSeed(): void {
  const given = seedFromEnv();
  const seed = given ?? randomSeed();
  process.env.FC_SEED = String(seed);
  process.stdout.write(
    `fast-check seed ${seed} (${given === null ? 'random' : 'from FC_SEED'}; replay: FC_SEED=${seed})\n`,
  );
}
