// `pnpm lint` runs this (scripts/lint.mjs, through tsx): every plugin folder and table has an area
// (docs/areas.json) and no plugin's SQL names another area's table. The same rules, with their explanations,
// are test/core/area-ownership.test.ts; this is the one-line answer lint gives before any test runs.
import { crossAreaUses, describeUse, migrationTables, pluginSources, PLUGINS_DIR, readAreaMap } from './area-sql';
import { readdirSync } from 'node:fs';

const map = readAreaMap();
const problems: string[] = [];
for (const folder of readdirSync(PLUGINS_DIR, { withFileTypes: true }))
  if (folder.isDirectory() && !map.plugins[folder.name])
    problems.push(`api/src/plugins/app/${folder.name}: no area in api/docs/areas.json`);
for (const table of migrationTables())
  if (!Object.hasOwn(map.tables, table)) problems.push(`table ${table}: no area in api/docs/areas.json`);
if (problems.length === 0)
  for (const use of crossAreaUses(pluginSources(), map))
    problems.push(`api/${describeUse(use)}: ask the owning area's decorated service (api/docs/area-contracts.md)`);

if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log("check-areas: every plugin reads only its own area's tables");
