// The browser's builds take the endpoint table without its JSON Schemas (endpoint-table-loader.ts): every endpoint
// must still reach the browser with the method and path the api serves it at, and nothing else.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { browserEndpointTable } from '../endpoint-table-loader';

const TABLE = join(__dirname, '..', '..', '..', 'contracts', 'src', 'endpoints');
const modules = readdirSync(TABLE).filter((name) => name.endsWith('.ts') && name !== 'endpoint.ts');

/** Runs a module of the table as the browser gets it; an import it still used would be undefined. */
function browserExports(source: string): Record<string, unknown> {
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2020 },
  });
  const exports: Record<string, unknown> = {};
  new Function('require', 'exports', outputText)(() => ({}), exports);
  return exports;
}

const isEndpoint = (value: unknown): value is { method: string; path: string; status?: number } =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value;

test.each(modules)('%s reaches the browser with each endpoint’s method and path and no schema', (name) => {
  const source = readFileSync(join(TABLE, name), 'utf8');
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the module as the api imports it
  const api = require(join(TABLE, name)) as Record<string, unknown>;
  const browser = browserExports(browserEndpointTable(source, name));
  const endpoints = Object.entries(api).filter(([, value]) => isEndpoint(value));
  if (name === 'all.ts') return expect(endpoints).toEqual([]);
  expect(endpoints.length).toBeGreaterThan(0);
  for (const [key, endpoint] of endpoints) {
    if (!isEndpoint(endpoint)) continue;
    const kept = {
      method: endpoint.method,
      path: endpoint.path,
      ...(endpoint.status ? { status: endpoint.status } : {}),
    };
    expect({ key, endpoint: browser[key] }).toStrictEqual({ key, endpoint: kept });
  }
  expect(Object.keys(browser).sort()).toEqual(Object.keys(api).sort());
});

test('the table loses its schemas in the browser’s build', () => {
  const source = readFileSync(join(TABLE, 'auth.ts'), 'utf8');
  expect(source).toMatch(/response: authDataSchema/);
  const browser = browserEndpointTable(source, 'auth.ts');
  expect(browser).not.toMatch(/\b(params|query|body|response):/);
  // Imports no endpoint uses any more: the schemas' modules leave the bundle unless a form imports them.
  expect(browser.replace(/^import[^;]*;/gm, '')).not.toMatch(/Schema\b/);
});

test('an endpoint the loader cannot read fails the build instead of reaching the browser whole', () => {
  const spread = `import type { Endpoint } from './endpoint';
const common = { query: {} };
export const odd = { method: 'GET', path: '/odd', ...common } as const satisfies Endpoint;`;
  expect(() => browserEndpointTable(spread, 'odd.ts')).toThrow(/odd\.ts: an endpoint property .*\.\.\.common/);
});

test('a module that is not of the table’s shape passes unchanged', () => {
  const other = `export const limits = { query: 3, path: '/x' };\nexport const n = 1 satisfies number;\n`;
  expect(browserEndpointTable(other)).toBe(other);
});
