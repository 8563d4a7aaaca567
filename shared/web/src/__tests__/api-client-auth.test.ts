// The api client and the auth cache against a real HTTP server speaking the api's formats.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApiError, apiErrorBody, apiErrorCode, apiRequest, call, isApiError, toApiFailure } from '../api-client';
import { adminRefundOrder } from '@rozmova/contracts/endpoints/admin';
import { freeSlots } from '@rozmova/contracts/endpoints/bookings';
import { parseRuntimeConfig, setRuntimeConfig } from '../runtime-config';
import { clearClientCache, ensureAuth, getAuthData, isRegistered, landingPath, refetchAuth } from '../auth/auth-cache';
import { login, logout } from '../auth/auth-api';
import { ANONYMOUS, type AuthData } from '../auth/types';

const signedIn = (role: 'user' | 'admin' | 'therapist'): AuthData => ({
  user: {
    id: 'u1',
    email: 'client@demo.example',
    role,
    data: { has_to_confirm_reg_google: false, email_verified: true },
  },
  session: { user_id: 'u1', user_is_reg: true },
  additional_user_data: { fbc: null },
});

let server: Server;
const seen: Array<{ method: string; url: string; body: string }> = [];
let authCalls = 0;

function body(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let data = '';
    request.on('data', (chunk) => (data += chunk));
    request.on('end', () => resolve(data));
  });
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const text = await body(request);
    seen.push({ method: request.method ?? '', url: request.url ?? '', body: text });
    const url = new URL(request.url ?? '/', 'http://x');
    const json = (status: number, payload: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(payload));
    };
    if (url.pathname === '/api/auth') {
      authCalls += 1;
      return json(200, ANONYMOUS);
    }
    if (url.pathname === '/api/login') {
      const { password } = JSON.parse(text) as { password: string };
      // A sign-in that takes a while, so the person can sign out before its answer arrives.
      if (password === 'Slow-2026!') return setTimeout(() => json(200, signedIn('user')), 150);
      return password === 'Demo-2026!'
        ? json(200, signedIn('admin'))
        : json(401, { error: 'invalid_credentials', message: 'The e-mail or password is not correct.' });
    }
    if (url.pathname === '/api/logout') return json(200, { ok: true });
    if (url.pathname === '/api/plain-error') {
      response.writeHead(502);
      return response.end('bad gateway');
    }
    if (url.pathname === '/api/odd-error') return json(422, ['not', 'an', 'object']);
    if (url.pathname.startsWith('/api/v4/')) return json(200, { answered: `${request.method} ${url.pathname}` });
    if (url.pathname === '/api/slow') return setTimeout(() => json(200, {}), 500);
    json(404, { error: 'not_found', message: 'nothing here' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  setRuntimeConfig(parseRuntimeConfig({ apiBase: `http://127.0.0.1:${port}/api` }));
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  clearClientCache();
  seen.length = 0;
});

test('auth-area calls carry config_id; an HTTP error throws the parsed JSON body as is, the status beside it', async () => {
  const failure = await login('pl', { email: 'client@demo.example', password: 'nope' }).catch(
    (error: unknown) => error,
  );
  expect(isApiError(failure)).toBe(true);
  const error = failure as ApiError;
  // The body is exactly what the api sent: nothing added into it, nothing taken out.
  expect(error.body).toStrictEqual({
    error: 'invalid_credentials',
    message: 'The e-mail or password is not correct.',
  });
  expect(error.status).toBe(401);
  expect(apiErrorCode(error)).toBe('invalid_credentials');
  expect(seen[0]).toMatchObject({ method: 'POST', url: '/api/login?config_id=pl' });
  // No retry: one failed call, one request.
  expect(seen).toHaveLength(1);
});

test('an error body of another JSON shape is thrown as is too', async () => {
  const error = (await apiRequest('/odd-error').catch((e: unknown) => e)) as ApiError;
  expect(error.body).toStrictEqual(['not', 'an', 'object']);
  expect(error.status).toBe(422);
  expect(apiErrorBody(error)).toBeNull();
  expect(apiErrorCode(error)).toBe('http_error');
});

test('a body that is not JSON is not replaced by a made-up one; a time-out is named', async () => {
  const error = (await apiRequest('/plain-error').catch((e: unknown) => e)) as ApiError;
  expect(isApiError(error)).toBe(true);
  expect(error.status).toBe(502);
  expect(error.body).toBeUndefined();
  expect(error.text).toBe('bad gateway');
  expect(toApiFailure(error)).toEqual({ error: 'http_error', message: 'bad gateway', status: 502 });
  const slow = (await apiRequest('/slow', { timeoutMs: 50 }).catch((e: unknown) => e)) as ApiError;
  expect(slow).toMatchObject({ status: 0, body: undefined, reason: 'timeout' });
  expect(apiErrorCode(slow)).toBe('timeout');
});

test('login writes the returned auth data into the cache; logout clears the whole cache', async () => {
  await login('ua', { email: 'admin@demo.example', password: 'Demo-2026!' });
  expect(getAuthData()?.user.role).toBe('admin');
  // Fresh for 30 s: no auth call needed.
  const before = authCalls;
  expect((await ensureAuth()).user.role).toBe('admin');
  expect(authCalls).toBe(before);
  await logout('ua');
  expect(getAuthData()).toBeUndefined();
  expect((await refetchAuth()).user.id).toBeNull();
});

test('a sign-in answered after the person signed out does not sign them back in', async () => {
  const signingIn = login('ua', { email: 'client@demo.example', password: 'Slow-2026!' });
  await logout('ua');
  expect((await signingIn).user.role).toBe('user');
  expect(getAuthData()).toBeUndefined();
});

test('registered means user_is_reg and no Google sign-up left to confirm', () => {
  expect(isRegistered(signedIn('user'))).toBe(true);
  expect(isRegistered(ANONYMOUS)).toBe(false);
  const pendingGoogle = signedIn('user');
  pendingGoogle.user.data.has_to_confirm_reg_google = true;
  expect(isRegistered(pendingGoogle)).toBe(false);
});

test('landing route by role', () => {
  expect(landingPath('user', 'pl')).toBe('/pl/home');
  expect(landingPath('admin', 'ua')).toBe('/ua/cabinet/admin');
  expect(landingPath('therapist', 'ro')).toBe('/ro/cabinet/appointments-list');
  expect(landingPath('supervisor', 'en')).toBe('/en/cabinet/appointments-list');
});

test("a call sends the table's method and path, the parameters in the path and the market in the query", async () => {
  await expect(
    call(adminRefundOrder, { params: { id: 'order 1/2' }, body: { reason: 'asked' } }, { configId: 'ro' }),
  ).resolves.toEqual({ answered: 'POST /api/v4/admin/orders/order%201%2F2/refund' });
  await call(freeSlots, { query: { worker_id: 'w1', service_id: 'individual' } }, { configId: 'pl' });
  expect(seen).toEqual([
    {
      method: 'POST',
      url: '/api/v4/admin/orders/order%201%2F2/refund?config_id=ro',
      body: JSON.stringify({ reason: 'asked' }),
    },
    { method: 'GET', url: '/api/v4/get_free_slots?config_id=pl&worker_id=w1&service_id=individual', body: '' },
  ]);
});
