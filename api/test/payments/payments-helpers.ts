// Fixtures for the payments suites: a market with a therapist and a client, the sandbox checkout walked
// the way a browser walks it, signed sandbox callbacks, and the ledger invariant.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { MarketLocale } from '@rozmova/contracts/markets';
import { ORIGIN, createUser } from '../helpers';
import { api, createClient, createTherapist, hourAhead, type TestTherapist } from '../scheduling/scheduling-helpers';
import type { SandboxEventBody } from '../../src/plugins/app/providers/sandbox-provider';

export { api, createClient, createTherapist, hourAhead, ORIGIN, createUser };
export type { TestTherapist };

/** Calls the api with a session cookie and a config_id. */
export function client(app: FastifyInstance, cookie: string, locale: MarketLocale = 'ua') {
  const base = app.config.basePath;
  const withLocale = (path: string) => `${base}${path}${path.includes('?') ? '&' : '?'}config_id=${locale}`;
  return {
    post: (path: string, payload: unknown) =>
      app.inject({
        method: 'POST',
        url: withLocale(path),
        payload: payload as object,
        headers: { origin: ORIGIN, cookie },
      }),
    get: (path: string) => app.inject({ method: 'GET', url: withLocale(path), headers: { cookie } }),
  };
}

/** Opens the sandbox checkout page of an order and presses one of its buttons, as a browser would. */
export async function payThroughSandbox(
  app: FastifyInstance,
  checkoutUrl: string,
  action: 'pay' | 'decline' | 'cancel' = 'pay',
): Promise<{ page: LightMyRequestResponse; result: LightMyRequestResponse; location: URL }> {
  const url = new URL(checkoutUrl);
  expect(url.origin).toBe(app.config.publicApiUrl);
  const page = await app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-type']).toMatch(/text\/html/);
  const token = url.searchParams.get('token')!;
  // The page's form has no action: the browser posts to the page's own address, with the headers its
  // Referrer-Policy allows (not a hand-picked Origin, which is how a null Origin once slipped past the tests).
  const result = await app.inject({
    method: 'POST',
    url: url.pathname,
    headers: { ...browserFormPostHeaders(page, url, url), 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ token, action }).toString(),
  });
  expect(result.statusCode).toBe(303);
  return { page, result, location: new URL(String(result.headers.location)) };
}

/**
 * Origin and Referer a browser sends with a form POST from a page at `pageUrl` to `target`, given the page's
 * Referrer-Policy header (Fetch standard, "serializing a request origin" and "determine request's referrer";
 * Chromium follows it: under `no-referrer` a POST says `Origin: null`). Only the http cases the tests meet.
 */
export function browserFormPostHeaders(
  page: LightMyRequestResponse,
  pageUrl: URL,
  target: URL,
): { origin: string; referer?: string } {
  const header = page.headers['referrer-policy'];
  // Several policies may be listed; the last one the browser knows wins. No header: the default policy.
  const policy = String(header ?? 'strict-origin-when-cross-origin')
    .split(',')
    .map((p) => p.trim().toLowerCase())
    .filter(Boolean)
    .pop()!;
  const sameOrigin = pageUrl.origin === target.origin;
  const downgrade = pageUrl.protocol === 'https:' && target.protocol !== 'https:';
  const origin =
    policy === 'no-referrer' ||
    (policy === 'same-origin' && !sameOrigin) ||
    (['no-referrer-when-downgrade', 'strict-origin', 'strict-origin-when-cross-origin'].includes(policy) && downgrade)
      ? 'null'
      : pageUrl.origin;
  const full = `${pageUrl.origin}${pageUrl.pathname}${pageUrl.search}`;
  let referer: string | undefined;
  switch (policy) {
    case 'no-referrer':
      break;
    case 'same-origin':
      referer = sameOrigin ? full : undefined;
      break;
    case 'origin':
      referer = `${pageUrl.origin}/`;
      break;
    case 'strict-origin':
      referer = downgrade ? undefined : `${pageUrl.origin}/`;
      break;
    case 'origin-when-cross-origin':
      referer = sameOrigin ? full : `${pageUrl.origin}/`;
      break;
    case 'unsafe-url':
      referer = full;
      break;
    case 'no-referrer-when-downgrade':
      referer = downgrade ? undefined : full;
      break;
    default: // strict-origin-when-cross-origin
      referer = downgrade ? undefined : sameOrigin ? full : `${pageUrl.origin}/`;
  }
  return referer === undefined ? { origin } : { origin, referer };
}

export function signedSandbox(
  app: FastifyInstance,
  body: Partial<SandboxEventBody> & Pick<SandboxEventBody, 'order_id' | 'amount_minor'>,
  at = new Date(),
) {
  const full: SandboxEventBody = {
    event_id: app.paymentProviders.sandbox.newEventId(),
    type: 'payment.succeeded',
    currency: 'UAH',
    payment_id: `sbx_pay_${Math.random().toString(36).slice(2)}`,
    occurred_at: at.toISOString(),
    period_index: null,
    ...body,
  };
  return { body: full, ...app.paymentProviders.sandbox.signEvent(full, at) };
}

export function postSandboxWebhook(app: FastifyInstance, rawBody: string, signatureHeader: string | null) {
  return app.inject({
    method: 'POST',
    url: `${app.config.basePath}/v4/payments/webhook/sandbox`,
    headers: {
      'content-type': 'application/json',
      ...(signatureHeader ? { 'x-sandbox-signature': signatureHeader } : {}),
    },
    payload: rawBody,
  });
}

export async function expectLedgerBalanced(app: FastifyInstance): Promise<void> {
  expect(await app.ledger.check(app.db)).toEqual([]);
}

export async function count(
  app: FastifyInstance,
  table: string,
  where = 'true',
  params: unknown[] = [],
): Promise<number> {
  const { rows } = await app.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE ${where}`, params);
  return rows[0]!.n;
}

export async function orderStatus(app: FastifyInstance, cookie: string, orderId: string) {
  const res = await app.inject({
    method: 'GET',
    url: `${app.config.basePath}/v4/payments/order_status?order_id=${orderId}`,
    headers: { cookie },
  });
  expect(res.statusCode).toBe(200);
  return res.json() as Record<string, unknown> & {
    status: string;
    booking_id: string | null;
    gift_code: string | null;
    refund: null | { destination: string; status: string };
  };
}

/** The first free slot of a session type at least `afterHours` ahead (couple slots follow their own grid). */
export async function firstFreeSlot(
  app: FastifyInstance,
  workerId: string,
  serviceId: string,
  afterHours: number,
): Promise<string> {
  const from = hourAhead(afterHours);
  const to = new Date(from.getTime() + 2 * 86_400_000);
  const res = await app.inject({
    method: 'GET',
    url: `${app.config.basePath}/v4/get_free_slots?worker_id=${workerId}&service_id=${serviceId}&from=${from.toISOString()}&to=${to.toISOString()}`,
  });
  expect(res.statusCode).toBe(200);
  const slot = (res.json().slots as Array<{ starts_at: string }>)[0];
  if (!slot) throw new Error('no free slot');
  return slot.starts_at;
}
