// jest's globalSetup: the run's fast-check seed, then the PGlite template every test file opens.
import chooseFastCheckSeed from './fast-check-seed';
import { makePGliteTemplate } from './pglite-template';

export default async function globalSetup(): Promise<void> {
  chooseFastCheckSeed();
  await makePGliteTemplate();
}
