// The endpoint table: each api endpoint once, with the JSON Schemas the api validates it with. The api registers
// its routes from it: `app.route({ ...fromTable(endpoint, docs), handler })` (api/src/route-from-table.ts) takes
// the method, the path, params, query, body and the success answer from here, and the route adds only its docs,
// its error answers and its hooks (ESLint refuses any other way to register a route in api/src/routes). The api's
// test (api/test/core/endpoint-table.test.ts) fails when a registered route is missing here, is here twice, or
// validates with another schema object than the one written here; the browser calls an endpoint with
// `call(endpoint, input)` (@rozmova/web/api-client), which reads the method and path from here and the types from
// the schemas. One module per api route folder (api/src/routes/<folder>), each endpoint a named export, so a
// bundle takes only the endpoints (and schemas) it calls. `operations` (health, readiness, metrics) are registered
// from here too, by the operations plugin (api/src/plugins/external/operations.ts) that owns their checks.
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Endpoint {
  readonly method: HttpMethod;
  /** Relative to the api's base path (`/api`); `:name` is a path parameter, filled from `params`. */
  readonly path: string;
  readonly params?: JSONSchema;
  readonly query?: JSONSchema;
  readonly body?: JSONSchema;
  /**
   * The success answer (status `status`, 200 unless given). Every endpoint that answers JSON has one. Absent, on
   * purpose, where the answer is not JSON a caller reads: files (`/calendar_feed.ics`; the PDFs `/v4/giftcode/pdf/preview`,
   * `/v4/giftcode/pdf/result`, `/v4/payments/order_receipt`; the image `/psychologist_photo`; the OpenAPI
   * document `/docs/json`, whatever @fastify/swagger builds; `/metrics`, Prometheus text), HTML pages and
   * redirects (GET and POST `/v4/auth/login_link`, `/v4/booking/cancel_by_link` and
   * `/v4/payments/sandbox/checkout/:order_id`; `/docs`). A route may describe such an answer for the docs itself.
   */
  readonly response?: JSONSchema;
  readonly status?: 200 | 201;
}

/** What a caller sends: properties with a default may be left out (the api fills them in). */
type Sent<S> = S extends JSONSchema ? FromSchema<S, { keepDefaultedPropertiesOptional: true }> : never;

/** `config_id` is the market; the client adds it from the call's locale, never from the input. */
type WithoutMarket<T> = T extends object ? Omit<T, 'config_id'> : T;

/** A part a caller may leave out when nothing in it is required. */
type Part<Key extends string, T> = [T] extends [never]
  ? { readonly [K in Key]?: never }
  : Record<string, never> extends T
    ? { readonly [K in Key]?: T }
    : { readonly [K in Key]: T };

export type EndpointParams<E extends Endpoint> = E extends { params: infer S } ? Sent<S> : never;
export type EndpointQuery<E extends Endpoint> = E extends { query: infer S } ? WithoutMarket<Sent<S>> : never;
/** An endpoint with no body schema takes no body, or an empty JSON object (what some callers send to a POST). */
export type EndpointBody<E extends Endpoint> = E extends { body: infer S } ? Sent<S> : Record<string, never>;

/** The second argument of `call`: the path parameters, the query and the body the endpoint's schemas describe. */
export type EndpointInput<E extends Endpoint> = Part<'params', EndpointParams<E>> &
  Part<'query', EndpointQuery<E>> &
  Part<'body', EndpointBody<E>>;

/** The success answer as the api sends it (`unknown` when the table gives no schema). */
export type EndpointResponse<E extends Endpoint> = E extends { response: infer S extends JSONSchema }
  ? FromSchema<S>
  : unknown;

/** The path with its `:name` parameters filled in (each value URI-encoded). */
export function endpointPath(endpoint: Endpoint, params?: Readonly<Record<string, unknown>>): string {
  return endpoint.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`${endpoint.path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}
