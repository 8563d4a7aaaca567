// Every test file: the run's seed (see fast-check-seed.ts) becomes fast-check's global seed. Run outside jest's
// globalSetup (a tool that loads only setup files), it still takes FC_SEED or draws one, and says which.
import fc from 'fast-check';
import { randomSeed, seedFromEnv } from './fast-check-seed';

const given = seedFromEnv();
const seed = given ?? randomSeed();
if (given === null) {
  process.env.FC_SEED = String(seed);
  process.stdout.write(`fast-check seed ${seed} (random; replay: FC_SEED=${seed})\n`);
}
fc.configureGlobal({ seed });
