// Which tables a plugin's SQL names, for test/core/area-ownership.test.ts (api/docs/area-contracts.md): the map
// of plugin folders and tables to areas lives in api/docs/areas.json; the SQL is every string and template
// literal of the plugin's non-test sources.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import ts from 'typescript';

export type Area = 'core' | 'scheduling' | 'payments' | 'recommendation';
export interface AreaMap {
  plugins: Record<string, Area>;
  tables: Record<string, Area>;
}

export const API_ROOT = join(__dirname, '..', '..');
export const PLUGINS_DIR = join(API_ROOT, 'src', 'plugins', 'app');

export function readAreaMap(): AreaMap {
  return JSON.parse(readFileSync(join(API_ROOT, 'docs', 'areas.json'), 'utf8')) as AreaMap;
}

/** The tables the migrations create, by name. */
export function migrationTables(): string[] {
  const dir = join(API_ROOT, 'migrations');
  const names: string[] = [];
  for (const file of readdirSync(dir)
    .filter((name) => name.endsWith('.sql'))
    .sort()) {
    for (const match of readFileSync(join(dir, file), 'utf8').matchAll(/CREATE TABLE\s+(?:IF NOT EXISTS\s+)?(\w+)/gi)) {
      names.push(match[1]!);
    }
  }
  return names;
}

/** The text of every string and template literal in a TypeScript source (a template's holes become `?`). */
export function sqlStringsOf(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) found.push(node.text);
    else if (ts.isTemplateExpression(node)) {
      found.push([node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ? '));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

// A table is named after FROM (so DELETE FROM too), JOIN, INTO, UPDATE or REFERENCES; `IS DISTINCT FROM x` and
// `EXTRACT(EPOCH FROM x)` name a value, not a table, and unknown names (CTEs, functions) are skipped by the caller.
const TABLE_AFTER_KEYWORD = /(?<!DISTINCT\s+|EPOCH\s+)\b(?:FROM|JOIN|INTO|UPDATE|REFERENCES)\s+([a-z_][a-z0-9_]*)/g;

/** The known tables one SQL text names. */
export function tablesNamedIn(sql: string, known: Record<string, Area>): string[] {
  const names = new Set<string>();
  for (const match of sql.matchAll(TABLE_AFTER_KEYWORD)) {
    const name = match[1]!;
    if (Object.hasOwn(known, name)) names.add(name);
  }
  return [...names];
}

export interface CrossAreaUse {
  /** Path from api/, e.g. src/plugins/app/admin/index.ts */
  file: string;
  table: string;
  pluginArea: Area;
  tableArea: Area;
}

export function describeUse(use: CrossAreaUse): string {
  return `${use.file} (area ${use.pluginArea}) names table ${use.table} of area ${use.tableArea}`;
}

/** Each (file, table) where a plugin's SQL names a table of another area. */
export function crossAreaUses(files: { file: string; text: string }[], map: AreaMap): CrossAreaUse[] {
  const uses: CrossAreaUse[] = [];
  for (const { file, text } of files) {
    const pluginArea = map.plugins[file.split('/')[3] ?? ''];
    if (!pluginArea) throw new Error(`${file}: its plugin folder has no area in docs/areas.json`);
    const tables = new Set(sqlStringsOf(file, text).flatMap((sql) => tablesNamedIn(sql, map.tables)));
    for (const table of [...tables].sort()) {
      const tableArea = map.tables[table]!;
      if (tableArea !== pluginArea) uses.push({ file, table, pluginArea, tableArea });
    }
  }
  return uses;
}

/** Every non-test TypeScript source under src/plugins/app/, with its path from api/. */
export function pluginSources(dir = PLUGINS_DIR): { file: string; text: string }[] {
  const out: { file: string; text: string }[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== '__tests__') out.push(...pluginSources(path));
    } else if (entry.name.endsWith('.ts') && !/\.(test|spec)\.ts$|\.d\.ts$/.test(entry.name)) {
      out.push({ file: relative(API_ROOT, path).split(sep).join('/'), text: readFileSync(path, 'utf8') });
    }
  }
  return out;
}
