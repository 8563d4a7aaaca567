// A route's method, path and schemas come from the endpoint table (@rozmova/contracts/endpoints), never from the
// route: `app.route({ ...fromTable(endpoint, docs), onRequest, handler })`. The table gives the method, the url
// (relative to the base path the routes are loaded under), params, querystring, body and the success response
// (status `endpoint.status ?? 200`); the route adds what only it knows: OpenAPI words (tags, summary,
// description, security, hide), its error answers and any other status it sends. The result keeps its exact type,
// so the json-schema-to-ts type provider still infers `request.params/query/body` and the reply from the table's
// schemas. ESLint (eslint.config.mjs, api/src/routes) refuses a route registered any other way.
import type { HTTPMethods } from 'fastify';
import type { Endpoint } from '@rozmova/contracts/endpoints/endpoint';

/** The schema words a route adds to its table entry: docs, and the answers other than the success one. */
export interface RouteDocs {
  readonly tags?: readonly string[];
  readonly summary?: string;
  readonly description?: string;
  readonly security?: ReadonlyArray<Readonly<Record<string, readonly string[]>>>;
  /** Left out of the OpenAPI document. */
  readonly hide?: boolean;
  /**
   * Error answers ('4xx', 429, ...) and any other status the route sends; the success one only when the table
   * has none (a file described for the docs, e.g. `{ type: 'string', description: 'text/calendar' }`).
   */
  readonly response?: Readonly<Record<string, unknown>>;
}

type SuccessStatus<E extends Endpoint> = E extends { status: infer S extends number } ? S : 200;

type Part<E, From extends string, To extends string> = E extends { readonly [K in From]: infer S }
  ? { readonly [K in To]: S }
  : unknown;

type Responses<E extends Endpoint, D extends RouteDocs> = (E extends { response: infer R }
  ? { readonly [K in SuccessStatus<E>]: R }
  : unknown) &
  (D extends { response: infer X } ? X : unknown);

/** The Fastify schema of a table route: the table's parts, then the route's docs. */
export type TableSchema<E extends Endpoint, D extends RouteDocs> = Omit<D, 'response'> &
  Part<E, 'params', 'params'> &
  Part<E, 'query', 'querystring'> &
  Part<E, 'body', 'body'> & { readonly response: Responses<E, D> };

export interface TableRoute<E extends Endpoint, D extends RouteDocs> {
  readonly method: E['method'] & HTTPMethods;
  readonly url: E['path'];
  readonly schema: TableSchema<E, D>;
}

/** Method, url and schema of `endpoint`, with the route's `docs` added to the schema. */
export function fromTable<const E extends Endpoint, const D extends RouteDocs = Record<never, never>>(
  endpoint: E,
  docs?: D,
): TableRoute<E, D> {
  const { response: extra, ...words } = docs ?? ({} as RouteDocs);
  const status = String(endpoint.status ?? 200);
  // A file, page or redirect has no success schema in the table; its route may describe the answer for the docs.
  if (endpoint.response && extra && status in extra)
    throw new Error(`${endpoint.method} ${endpoint.path}: the table gives the ${status} answer`);
  const schema: Record<string, unknown> = { ...words };
  if (endpoint.params) schema.params = endpoint.params;
  if (endpoint.query) schema.querystring = endpoint.query;
  if (endpoint.body) schema.body = endpoint.body;
  const response = { ...(endpoint.response ? { [status]: endpoint.response } : {}), ...extra };
  if (Object.keys(response).length > 0) schema.response = response;
  return { method: endpoint.method, url: endpoint.path, schema } as unknown as TableRoute<E, D>;
}
