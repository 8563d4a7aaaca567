// Mutation testing of the client cabinet's rule modules (docs/mutation.md): `pnpm mutation` here or at the root.
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { strykerConfig } from '../scripts/mutation/stryker-base.mjs';

export default strykerConfig({
  packageDir: dirname(fileURLToPath(import.meta.url)),
  mutate: ['src/features/sessions/lib/session-rules.ts', 'src/features/sessions/lib/ics.ts'],
});
