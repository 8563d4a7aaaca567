#!/usr/bin/env node
// `pnpm mutation [package...]`: StrykerJS over the rule modules of each package that has a stryker.config.mjs
// (docs/mutation.md), one package after the other, each from its own folder. Without names: every such package.
// Extra Stryker flags after `--` pass through, e.g. `pnpm mutation shared/contracts -- --mutate src/format.ts`.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const PACKAGES = ['shared/contracts', 'mf-client-cabinet', 'mf-worker-cabinet', 'api'];
const require = createRequire(import.meta.url);
const STRYKER = join(dirname(require.resolve('@stryker-mutator/core/package.json')), 'bin', 'stryker.js');

const args = process.argv.slice(2);
const split = args.indexOf('--');
const names = split === -1 ? args : args.slice(0, split);
const passThrough = split === -1 ? [] : args.slice(split + 1);
// Names are folders, relative to where the command runs (a package's own script passes `.`).
const targets = names.length > 0 ? names.map((name) => resolve(name)) : PACKAGES.map((name) => join(ROOT, name));

let failed = 0;
for (const dir of targets) {
  if (!existsSync(join(dir, 'stryker.config.mjs'))) {
    console.error(`[mutation] no stryker.config.mjs in ${dir}`);
    failed += 1;
    continue;
  }
  console.log(`[mutation] ${dir}`);
  const result = spawnSync(process.execPath, [STRYKER, 'run', 'stryker.config.mjs', ...passThrough], {
    cwd: dir,
    stdio: 'inherit',
  });
  if (result.status !== 0) failed += 1;
}
process.exit(failed === 0 ? 0 : 1);
