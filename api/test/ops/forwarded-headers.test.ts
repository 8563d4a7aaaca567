// The edge believes no forged header: with NODE_ENV=production and TRUST_PROXY unset, X-Forwarded-For is a
// string like any other, so it neither opens /api/metrics nor gives a guesser a fresh login limit. With
// TRUST_PROXY naming the proxy, the proxy's header names the client, and only the proxy's.
import type { FastifyInstance } from 'fastify';
import { loadConfig, parseTrustProxy } from '../../src/config';
import { buildTestApp, ORIGIN } from '../helpers';

// What a production start needs besides NODE_ENV (payment providers and the video-call secret are read from the
// environment by their plugins): placeholders, set for this file only. Nothing here calls a provider.
const PRODUCTION_ENV: Record<string, string> = {
  PAYMENT_PROVIDER_UA: 'stripe',
  PAYMENT_PROVIDER_PL: 'stripe',
  PAYMENT_PROVIDER_RO: 'stripe',
  PAYMENT_PROVIDER_EN: 'stripe',
  STRIPE_SECRET_KEY: 'sk_test_forwarded_headers',
  STRIPE_WEBHOOK_SECRET: 'whsec_forwarded_headers',
  JITSI_APP_SECRET: 'forwarded-headers-test-secret',
};
const saved: Record<string, string | undefined> = {};
beforeAll(() => {
  for (const [k, v] of Object.entries(PRODUCTION_ENV)) {
    saved[k] = process.env[k];
    process.env[k] = v;
  }
});
afterAll(() => {
  for (const k of Object.keys(PRODUCTION_ENV)) {
    if (saved[k] === undefined) delete process.env[k];
    else process.env[k] = saved[k];
  }
});

const login = (app: FastifyInstance, remoteAddress: string, forwardedFor: string, i: number) =>
  app.inject({
    method: 'POST',
    url: '/api/login?config_id=ua',
    remoteAddress,
    headers: { origin: ORIGIN, 'x-forwarded-for': forwardedFor },
    // A different address each time, so only the per-address limit can answer 429.
    payload: { email: `nobody-${i}@example.org`, password: 'not-the-password' },
  });

describe('forwarded headers in production', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ config: { nodeEnv: 'production', trustProxy: false, loginRateLimitPerMinute: 3 } });
  });
  afterAll(async () => {
    await app.close();
  });

  it('a forged X-Forwarded-For: 127.0.0.1 does not open the metrics', async () => {
    const forged = await app.inject({
      url: '/api/metrics',
      remoteAddress: '127.0.0.2',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toMatchObject({ error: 'forbidden' });
    const forwardedToo = await app.inject({
      url: '/api/metrics',
      remoteAddress: '127.0.0.2',
      headers: { forwarded: 'for=127.0.0.1', 'x-forwarded-for': '127.0.0.1, ::1' },
    });
    expect(forwardedToo.statusCode).toBe(403);
    // The same caller on loopback itself is let in: the refusal above is about the header, not the path.
    expect((await app.inject({ url: '/api/metrics', remoteAddress: '127.0.0.1' })).statusCode).toBe(200);
  });

  it('rotating X-Forwarded-For does not reset the login limit', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) codes.push((await login(app, '127.0.0.2', `198.51.100.${i + 1}`, i)).statusCode);
    expect(codes).toEqual([401, 401, 401, 429, 429, 429]);
    // Another socket address has its own count: the limit is per address, and the address is the socket's.
    expect((await login(app, '127.0.0.3', '198.51.100.1', 99)).statusCode).toBe(401);
  });
});

describe('behind a proxy named in TRUST_PROXY', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({
      config: { nodeEnv: 'production', trustProxy: ['127.0.0.1'], loginRateLimitPerMinute: 2 },
    });
  });
  afterAll(async () => {
    await app.close();
  });

  it('counts each client behind the proxy apart, and ignores the header from anyone else', async () => {
    const viaProxy = async (client: string, i: number) => (await login(app, '127.0.0.1', client, i)).statusCode;
    expect([
      await viaProxy('203.0.113.7', 1),
      await viaProxy('203.0.113.7', 2),
      await viaProxy('203.0.113.7', 3),
    ]).toEqual([401, 401, 429]);
    // Another client through the same proxy is not held back by the first one's guesses.
    expect(await viaProxy('203.0.113.8', 4)).toBe(401);
    // A peer that is not the proxy gets no say with the header: its rotating values all count as itself.
    const direct = [];
    for (let i = 0; i < 3; i++) direct.push((await login(app, '192.0.2.50', `203.0.113.${20 + i}`, 10 + i)).statusCode);
    expect(direct).toEqual([401, 401, 429]);
  });

  it('a request relayed by the proxy needs the token for the metrics, though the proxy is on loopback', async () => {
    const relayed = await app.inject({
      url: '/api/metrics',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    expect(relayed.statusCode).toBe(403);
    expect((await app.inject({ url: '/api/metrics', remoteAddress: '127.0.0.1' })).statusCode).toBe(200);
  });
});

describe('behind one proxy given as a hop count', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ config: { nodeEnv: 'production', trustProxy: 1, loginRateLimitPerMinute: 2 } });
  });
  afterAll(async () => {
    await app.close();
  });

  it('takes the address the proxy appended, not what the client put before it', async () => {
    // The proxy appends the address it saw; whatever the client wrote in front of it is not believed.
    const codes = [];
    for (let i = 0; i < 3; i++) {
      codes.push((await login(app, '127.0.0.2', `10.9.9.${i}, 203.0.113.50`, 20 + i)).statusCode);
    }
    expect(codes).toEqual([401, 401, 429]);
    expect((await login(app, '127.0.0.2', '10.9.9.1, 203.0.113.51', 30)).statusCode).toBe(401);
  });
});

describe('TRUST_PROXY', () => {
  const parse = (raw: string | null) => {
    const problems: string[] = [];
    return { value: parseTrustProxy(raw, problems), problems };
  };

  it('takes addresses, CIDRs, names and hop counts, and trusts no one when unset', () => {
    expect(parse(null)).toEqual({ value: false, problems: [] });
    expect(parse('0')).toEqual({ value: false, problems: [] });
    expect(parse('2')).toEqual({ value: 2, problems: [] });
    expect(parse('127.0.0.1, 10.0.0.0/8,::1/128,loopback')).toEqual({
      value: ['127.0.0.1', '10.0.0.0/8', '::1/128', 'loopback'],
      problems: [],
    });
  });

  it('refuses "true" and anything that is not an address', () => {
    for (const bad of ['true', '10.0.0.0/33', 'proxy.example.com', '10.0.0.1/8/2']) {
      expect(parse(bad).problems).toHaveLength(1);
    }
    expect(() => loadConfig({ NODE_ENV: 'production', SEED_DEMO_DATA: 'false', TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY must be a hop count/,
    );
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO_DATA: 'false' }).trustProxy).toBe(false);
  });
});
