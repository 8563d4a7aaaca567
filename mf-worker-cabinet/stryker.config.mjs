// Mutation testing of the therapist cabinet's rule modules (docs/mutation.md): `pnpm mutation` here or at the root.
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { strykerConfig } from '../scripts/mutation/stryker-base.mjs';

export default strykerConfig({
  packageDir: dirname(fileURLToPath(import.meta.url)),
  mutate: [
    'src/features/weekly-hours/store/week-draft.ts',
    'src/lib/clock-times.ts',
    // What the statistics page asks for and how it shows the figures (moved out of its components).
    'src/features/statistics/lib/statistics-rules.ts',
  ],
});
