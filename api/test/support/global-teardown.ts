// jest's globalTeardown: removes what globalSetup made on disk.
import { removePGliteTemplate } from './pglite-template';

export default function globalTeardown(): void {
  removePGliteTemplate();
}
