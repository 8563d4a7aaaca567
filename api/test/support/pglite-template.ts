// One PGlite database made once per jest run and opened by every test file: initdb costs each new in-memory
// PGlite ~2 s of CPU, loading a dump of it ~0.3 s. The template is what a fresh PGlite plus the extensions the
// api needs (ensureExtensions) gives; every app still runs every migration in a schema of its own. Made anew
// each run from the installed PGlite, so it can never be older than the code that opens it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createPGlite, ensureExtensions, pgliteDb } from '../../src/plugins/external/db';

/** The environment variable that hands the template's path from jest's global setup to the test files. */
export const TEMPLATE_ENV = 'ROZMOVA_PGLITE_TEMPLATE';

interface Dumpable {
  dumpDataDir(compression?: 'none' | 'gzip' | 'auto'): Promise<Blob>;
}

const PREFIX = 'rozmova-pglite-template-';
/** A template folder older than this was left by a run that was stopped before its teardown (~40 MB each). */
const LEFT_BEHIND_MS = 24 * 3_600_000;

function removeLeftBehind(): void {
  const tmp = os.tmpdir();
  for (const name of fs.readdirSync(tmp)) {
    if (!name.startsWith(PREFIX)) continue;
    const folder = path.join(tmp, name);
    try {
      if (Date.now() - fs.statSync(folder).mtimeMs > LEFT_BEHIND_MS)
        fs.rmSync(folder, { recursive: true, force: true });
    } catch {
      // Removed by another run meanwhile.
    }
  }
}

/** Makes the template and names it in the environment (skipped for runs on the PostgreSQL server). */
export async function makePGliteTemplate(): Promise<void> {
  if (process.env.TEST_DATABASE === 'postgres') return;
  removeLeftBehind();
  const instance = await createPGlite(null);
  try {
    await ensureExtensions(pgliteDb(instance, false));
    const dump = await (instance as unknown as Dumpable).dumpDataDir('none');
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), PREFIX));
    const file = path.join(folder, 'template.tar');
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    process.env[TEMPLATE_ENV] = file;
  } finally {
    await instance.close();
  }
}

/** The template's bytes for createPGlite, or undefined when this run made none (a file run on its own). */
export function pgliteTemplate(): Blob | undefined {
  const file = process.env[TEMPLATE_ENV];
  return file && fs.existsSync(file) ? new Blob([fs.readFileSync(file)]) : undefined;
}

/** Removes the template once every file has run. */
export function removePGliteTemplate(): void {
  const file = process.env[TEMPLATE_ENV];
  if (file) fs.rmSync(path.dirname(file), { recursive: true, force: true });
}
