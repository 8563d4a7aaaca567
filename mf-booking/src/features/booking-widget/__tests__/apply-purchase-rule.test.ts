/**
 * @jest-environment node
 */
// The real fetch against a real local HTTP server: what the api would receive, and what the saga gets back.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { applyPurchaseRule } from '../api/apply-purchase-rule';

interface Seen {
  method?: string;
  url?: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

let server: Server;
let seen: Seen[] = [];
let reply: { status: number; body: string } = { status: 200, body: '{"price_for_user":199}' };

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      seen.push({ method: req.method, url: req.url, headers: req.headers, body: raw ? JSON.parse(raw) : null });
      res.writeHead(reply.status, { 'Content-Type': 'application/json' });
      res.end(reply.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  (globalThis as unknown as { window: unknown }).window = {
    __ROZMOVA_CONFIG__: { apiBase: `http://127.0.0.1:${port}/api/` },
  };
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  seen = [];
});

it('posts JSON for the default price to the api path with config_id and no tracking', async () => {
  reply = { status: 200, body: '{"price_for_user":199}' };
  const result = await applyPurchaseRule({
    config_id: 'pl',
    worker_id: 'w1',
    service_id: 's1',
    promo_code: 'default',
    track_mixpanel: false,
  });
  expect(result).toEqual({ status: 200, body: { price_for_user: 199 } });
  expect(seen).toHaveLength(1);
  expect(seen[0]!.method).toBe('POST');
  expect(seen[0]!.url).toBe('/api/v4/purchase_rule/apply_purchase_rule?config_id=pl');
  expect(seen[0]!.headers['content-type']).toBe('application/json');
  expect(seen[0]!.body).toEqual({ worker_id: 'w1', service_id: 's1', promo_code: 'default' });
});

it('adds track_mixpanel=true for a code the client typed', async () => {
  await applyPurchaseRule({
    config_id: 'ua',
    worker_id: 'w1',
    service_id: 's1',
    promo_code: 'SPRING',
    track_mixpanel: true,
  });
  expect(seen[0]!.url).toBe('/api/v4/purchase_rule/apply_purchase_rule?config_id=ua&track_mixpanel=true');
});

it('hands back the status of a failure even when the body is not JSON', async () => {
  reply = { status: 502, body: '<html>bad gateway</html>' };
  const result = await applyPurchaseRule({
    config_id: 'ro',
    worker_id: 'w1',
    service_id: 's1',
    promo_code: 'X',
    track_mixpanel: true,
  });
  expect(result).toEqual({ status: 502, body: null });
});
