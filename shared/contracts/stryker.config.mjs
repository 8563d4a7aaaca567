// Mutation testing of the rules every app shares (docs/mutation.md): `pnpm mutation` here or at the root.
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { strykerConfig } from '../../scripts/mutation/stryker-base.mjs';

export default strykerConfig({
  packageDir: dirname(fileURLToPath(import.meta.url)),
  mutate: ['src/format.ts', 'src/booking-terms.ts', 'src/promo-state.ts'],
});
