// Mutation testing of the therapist cabinet's rule modules (docs/mutation.md): `pnpm mutation` here or at the root.
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { strykerConfig } from '../scripts/mutation/stryker-base.mjs';

export default strykerConfig({
  packageDir: dirname(fileURLToPath(import.meta.url)),
  mutate: [
    'src/features/weekly-hours/store/week-draft.ts',
    'src/lib/clock-times.ts',
    // Only the month range of the statistics page (its rule, beside the component): lines of monthsBack.
    'src/features/statistics/components/statistics-page.tsx:18-22',
  ],
});
