import fs from 'node:fs';
import path from 'node:path';
import type { RouteOptions } from 'fastify';
import { ENDPOINT_MODULES } from '@rozmova/contracts/endpoints/all';
import type { Endpoint } from '@rozmova/contracts/endpoints/endpoint';
import { buildTestApp } from '../helpers';

// The endpoint table (shared/contracts/src/endpoints) is what the web apps call: each route the api registers
// is in it exactly once, with the very schema objects the route validates with, and it lists nothing else.

interface Registered {
  key: string;
  route: RouteOptions;
}

const SCHEMA_DIR = path.join(__dirname, '../../../shared/contracts/src/schemas');

/** Every schema object the contracts export, by identity, with its name. */
async function contractSchemas(): Promise<Map<unknown, string>> {
  const names = new Map<unknown, string>();
  for (const file of fs.readdirSync(SCHEMA_DIR).filter((f) => f.endsWith('.ts'))) {
    const module = (await import(path.join(SCHEMA_DIR, file))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module)) {
      if (typeof value === 'object' && value !== null && !names.has(value)) names.set(value, `${file}: ${name}`);
    }
  }
  return names;
}

const table: Array<{ name: string; endpoint: Endpoint }> = Object.entries(ENDPOINT_MODULES).flatMap(
  ([module, endpoints]) =>
    Object.entries(endpoints).map(([name, endpoint]) => ({ name: `${module}.${name}`, endpoint })),
);
const keyOf = (method: string, url: string): string => `${method} ${url}`;

let registered: Registered[] = [];
let basePath = '';

beforeAll(async () => {
  const routes: RouteOptions[] = [];
  const app = await buildTestApp({
    // Optional routes are registered too, so the table is checked against all of them.
    config: { benchHelloRoute: true },
    beforeLoad: (root) => {
      root.addHook('onRoute', (route) => {
        routes.push(route);
      });
    },
  });
  basePath = app.config.basePath;
  await app.close();
  // HEAD is Fastify's own twin of each GET; OPTIONS * is the CORS preflight. Neither is an endpoint of ours.
  registered = routes
    .flatMap((route) => [route.method].flat().map((method) => ({ method, route })))
    .filter(({ method, route }) => method !== 'HEAD' && !(method === 'OPTIONS' && route.url === '*'))
    .map(({ method, route }) => ({
      key: keyOf(method, route.url.startsWith(basePath) ? route.url.slice(basePath.length) : route.url),
      route,
    }));
}, 120_000);

type TableRow = (typeof table)[number];

/** What is wrong between a table and the registered routes' keys: an endpoint listed twice, missing, or stale. */
function tableProblems(rows: readonly TableRow[], keys: readonly string[]): string[] {
  const problems: string[] = [];
  const seen = new Map<string, string>();
  for (const { name, endpoint } of rows) {
    const key = keyOf(endpoint.method, endpoint.path);
    const first = seen.get(key);
    if (first) problems.push(`twice in the table: ${key} (${first}, ${name})`);
    seen.set(key, name);
    if (!keys.includes(key)) problems.push(`never registered: ${key} (${name})`);
  }
  for (const key of keys) if (!seen.has(key)) problems.push(`not in the table: ${key}`);
  keys.forEach((key, i) => {
    if (keys.indexOf(key) !== i) problems.push(`registered twice: ${key}`);
  });
  return problems;
}

test('each route the api registers is in the table once, and the table lists nothing else', () => {
  const keys = registered.map((r) => r.key);
  expect(keys.length).toBeGreaterThan(100);
  expect(tableProblems(table, keys)).toEqual([]);
});

test('a table that lists an endpoint twice, forgets one or keeps a removed one is refused', () => {
  const keys = registered.map((r) => r.key);
  const [first, second, ...rest] = table;
  const stale = { name: 'x.gone', endpoint: { method: 'GET', path: '/v4/gone' } as const };
  expect(tableProblems([first!, first!, ...rest, stale], keys)).toEqual([
    `twice in the table: ${keyOf(first!.endpoint.method, first!.endpoint.path)} (${first!.name}, ${first!.name})`,
    'never registered: GET /v4/gone (x.gone)',
    `not in the table: ${keyOf(second!.endpoint.method, second!.endpoint.path)}`,
  ]);
});

test('each route validates with the schemas the table gives, and the table gives every shared one', async () => {
  const shared = await contractSchemas();
  const byKey = new Map(registered.map((r) => [r.key, r.route]));
  const wrong: string[] = [];
  for (const { name, endpoint } of table) {
    const route = byKey.get(keyOf(endpoint.method, endpoint.path));
    if (!route) continue;
    const schema = (route.schema ?? {}) as Record<string, unknown>;
    const response = (schema.response ?? {}) as Record<string, unknown>;
    const parts: Array<[string, unknown, unknown]> = [
      ['params', endpoint.params, schema.params],
      ['query', endpoint.query, schema.querystring],
      ['body', endpoint.body, schema.body],
      [`response ${endpoint.status ?? 200}`, endpoint.response, response[String(endpoint.status ?? 200)]],
    ];
    for (const [part, inTable, inRoute] of parts) {
      // Declared: the very object the route uses. Left out: the route's own schema is written inside the route
      // (or there is none), never a shared one the table forgot.
      const fine = inTable === undefined ? inRoute === undefined || !shared.has(inRoute) : inTable === inRoute;
      if (!fine)
        wrong.push(
          `${name} ${part}: table ${shared.get(inTable) ?? inTable} / route ${shared.get(inRoute) ?? 'inline'}`,
        );
    }
  }
  expect(wrong).toEqual([]);
});

// What answers no JSON a caller reads (files, pages, redirects, Prometheus text; endpoint.ts says which and why),
// plus the operations plugin's health and readiness checks, registered outside the route folders. Every other
// endpoint gives its answer's schema in the table, so a new JSON endpoint cannot leave it out.
const WITHOUT_RESPONSE_SCHEMA = [
  'auth.loginLink',
  'auth.loginLinkPage',
  'bookings.cancelByLink',
  'bookings.cancelByLinkPage',
  'calendar-feed.calendarFeedIcs',
  'docs.openApiDocs',
  'docs.openApiJson',
  'giftcode.giftcodePreviewPdf',
  'giftcode.giftcodeResultPdf',
  'my-data.orderReceipt',
  'operations.metrics',
  'payments.sandboxCheckoutPage',
  'payments.sandboxCheckoutPay',
  'therapists.psychologistPhoto',
];

test('every endpoint that answers JSON gives its answer schema in the table', () => {
  const without = table.filter(({ endpoint }) => endpoint.response === undefined).map(({ name }) => name);
  expect(without.sort()).toEqual(WITHOUT_RESPONSE_SCHEMA);
});
