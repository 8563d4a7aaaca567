#!/usr/bin/env node
// Checks the whole tree for what tsc and ESLint do not: kebab-case file names, focused or skipped tests,
// fast-check seeds fixed in code, TODO markers in shipped code, source files over 400 lines and import cycles
// through type-only imports too (scripts/lint-imports.mjs). `pnpm lint` runs this, then ESLint, tsc in every
// package and prettier --check.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { apiPluginZoneProblems, importCycles, longFiles, featureFenceProblems } from './lint-imports.mjs';
import { ROOT } from './platform.mjs';

const SKIP_DIRS = new Set(['node_modules', 'dist', 'coverage', '.git', '.data', '.cache']);
const SOURCE = /\.(ts|tsx|mjs|cjs|js|scss)$/;
const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\.[a-z0-9]+)*$/;
const problems = [];
const sources = [];

function walk(dir) {
  for (const name of readdirSync(dir)) {
    if (SKIP_DIRS.has(name) || (name.startsWith('.') && name !== '.ci')) continue;
    const path = join(dir, name);
    const stat = statSync(path);
    if (stat.isDirectory()) {
      walk(path);
      continue;
    }
    if (!SOURCE.test(name)) continue;
    const rel = relative(ROOT, path);
    sources.push(path);
    // Sass partials start with an underscore by convention.
    if (!KEBAB.test(name.replace(/^_/, ''))) problems.push(`${rel}: file name is not kebab-case`);
    const text = readFileSync(path, 'utf8');
    if (/\b(?:test|it|describe)\.(?:only|skip)\s*\(|\bx(?:it|test|describe)\s*\(|\bf(?:it|describe)\s*\(/.test(text)) {
      problems.push(`${rel}: focused or skipped test`);
    }
    // A property pinned to a literal seed never explores again; the run's seed comes from FC_SEED (api/README).
    if (/from 'fast-check'/.test(text) && /\bseed\s*:\s*-?\d/.test(text))
      problems.push(`${rel}: fast-check seed fixed in code (the run's seed comes from FC_SEED)`);
    if (!rel.includes('__tests__') && /\/\/\s*TODO\b|\/\*\s*TODO\b/.test(text))
      problems.push(`${rel}: TODO in shipped code`);
  }
}

for (const top of readdirSync(ROOT)) {
  const path = join(ROOT, top);
  if (SKIP_DIRS.has(top) || top.startsWith('.')) continue;
  if (statSync(path).isDirectory()) walk(path);
}

problems.push(...longFiles(sources, ROOT));
problems.push(
  ...featureFenceProblems(
    sources.filter((path) => /\.tsx?$/.test(path)),
    ROOT,
  ),
);
for (const cycle of importCycles(
  sources.filter((path) => /\.tsx?$/.test(path)),
  ROOT,
))
  problems.push(`import cycle (type-only imports count too): ${cycle}`);

problems.push(
  ...apiPluginZoneProblems(
    sources.filter((path) => /\.tsx?$/.test(path)),
    ROOT,
  ),
);

// Areas own their tables (api/docs/area-contracts.md): the api's checker, in TypeScript, through the api's tsx.
const areas = spawnSync(join(ROOT, 'api', 'node_modules', '.bin', 'tsx'), ['test/support/check-areas.ts'], {
  cwd: join(ROOT, 'api'),
  encoding: 'utf8',
});
if (areas.status !== 0) problems.push(...`${areas.stderr}${areas.stdout}`.trim().split('\n'));

if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error(`\nlint: ${problems.length} problem(s)`);
  process.exit(1);
}
console.log('lint: file names, tests, file sizes, the import graph and the areas look right');
