// The <head> scripts/shell-pages.mjs (the shell's page server) writes for each request, for tests of what a
// page's HTML asks for early: a shell build's files are written into a temp dist (the route table with the
// locales ua and pl, plus `files`), and the ES module runs in a node process of its own.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

export interface ShellHeadsOptions {
  /** The route table's routes (`pattern`, `owner`, `private`). */
  routes: Array<{ pattern: string; owner: string; private: boolean }>;
  /** Other files of the shell build (e.g. `preload.json`), by name, as JSON. */
  files?: Record<string, unknown>;
  /** The runtime files the server serves (`/config.json`, `/remotes.json`), as JSON. */
  runtimeFiles: Record<string, unknown>;
  requests: Array<{ path: string; cookie?: string }>;
}

const SHELL_PAGES = resolve(__dirname, '../../../../scripts/shell-pages.mjs');

export async function shellHeads({ routes, files = {}, runtimeFiles, requests }: ShellHeadsOptions): Promise<string[]> {
  const dist = mkdtempSync(join(tmpdir(), 'rozmova-shell-heads-'));
  try {
    const table = { locales: { ua: { htmlLang: 'uk' }, pl: { htmlLang: 'pl' } }, routes };
    writeFileSync(join(dist, 'route-table.json'), JSON.stringify(table));
    for (const [name, content] of Object.entries(files)) writeFileSync(join(dist, name), JSON.stringify(content));
    const served = Object.fromEntries(
      Object.entries(runtimeFiles).map(([path, value]) => [path, JSON.stringify(value)]),
    );
    const code = `
      const { shellPages } = await import(${JSON.stringify(SHELL_PAGES)});
      const pages = shellPages({ dist: ${JSON.stringify(dist)}, runtimeFiles: ${JSON.stringify(served)}, contentSource: null });
      const out = [];
      for (const r of ${JSON.stringify(requests)}) {
        const url = new URL(r.path, 'http://localhost');
        out.push(await pages.head(url.pathname, { query: url.searchParams, cookie: r.cookie ?? '' }));
      }
      process.stdout.write(JSON.stringify(out));
      process.exit(0);`;
    const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', code]);
    return JSON.parse(stdout) as string[];
  } finally {
    rmSync(dist, { recursive: true, force: true });
  }
}
