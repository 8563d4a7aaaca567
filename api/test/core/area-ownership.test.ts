// Areas own their tables (issue 26, api/docs/area-contracts.md): every plugin folder and every table belongs to
// exactly one area (api/docs/areas.json), and a plugin's SQL names only its own area's tables; anything else
// goes through the owning area's decorated service. The exceptions below are named and explained, each one a
// debt to pay, and the test fails when one of them is paid but still listed.
import { readdirSync } from 'node:fs';
import {
  crossAreaUses,
  describeUse,
  migrationTables,
  pluginSources,
  PLUGINS_DIR,
  readAreaMap,
  tablesNamedIn,
} from '../support/area-sql';

const map = readAreaMap();

/** `file table` -> why it still crosses an area's border. None is left; a new one needs its reason here. */
const EXCEPTIONS: Record<string, string> = {};

describe('areas own their tables', () => {
  test('every plugin folder belongs to exactly one area', () => {
    const folders = readdirSync(PLUGINS_DIR, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    expect(folders.filter((folder) => !map.plugins[folder])).toEqual([]);
    expect(Object.keys(map.plugins).filter((folder) => !folders.includes(folder))).toEqual([]);
  });

  test('every table of the migrations belongs to exactly one area, and the map names no other table', () => {
    const created = migrationTables();
    expect(created.filter((table) => !Object.hasOwn(map.tables, table))).toEqual([]);
    expect(Object.keys(map.tables).filter((table) => !created.includes(table))).toEqual([]);
    expect(new Set(created).size).toBe(created.length);
  });

  test("the scan finds a table of another area in a plugin's SQL and names the file, the table and both areas", () => {
    const fixture = {
      file: 'src/plugins/app/admin/fixture.ts',
      text: [
        "const a = 'SELECT id FROM users';",
        'const b = `UPDATE therapist_profiles SET is_listed = false WHERE user_id = ${id}`;',
        "const c = 'SELECT 1 FROM orders o JOIN bookings b ON b.id = o.booking_id';",
        "const d = 'starts_at IS DISTINCT FROM orders';",
        "const e = 'Cancel the session from bookings page';",
      ].join('\n'),
    };
    expect(crossAreaUses([fixture], map).map(describeUse)).toEqual([
      'src/plugins/app/admin/fixture.ts (area core) names table bookings of area scheduling',
      'src/plugins/app/admin/fixture.ts (area core) names table orders of area payments',
      'src/plugins/app/admin/fixture.ts (area core) names table therapist_profiles of area scheduling',
    ]);
  });

  test.each([
    ['DELETE FROM refunds WHERE id = $1', ['refunds']],
    ['INSERT INTO ledger_entries (x) VALUES ($1)', ['ledger_entries']],
    ['booking_id uuid REFERENCES bookings (id)', ['bookings']],
    ['SELECT * FROM (SELECT 1) AS sub JOIN recent ON true', []],
  ])('%s names %j', (sql, tables) => {
    expect(tablesNamedIn(sql, map.tables)).toEqual(tables);
  });

  test("no plugin's SQL names another area's table, but for the named exceptions", () => {
    const uses = crossAreaUses(pluginSources(), map);
    const keys = new Set(uses.map((use) => `${use.file} ${use.table}`));
    expect(uses.filter((use) => !EXCEPTIONS[`${use.file} ${use.table}`]).map(describeUse)).toEqual([]);
    // A paid debt leaves the list too, so the list stays the truth.
    expect(Object.keys(EXCEPTIONS).filter((key) => !keys.has(key))).toEqual([]);
  });
});
