// Data the booking journeys need, made through the api as an admin or a client would: a promo code,
// a listed therapist with free times, the free times themselves (to see a slot come back).
import { SERVICE_IDS } from '@rozmova/contracts/constants';
import { apiUrl } from '../support/browser';
import { freshTotpCode, knownTotpSecret } from '../support/totp';

const ORIGIN = (): string => process.env.E2E_SHELL_URL ?? 'http://localhost:4000';

export const ADMIN = { email: 'admin@demo.example', password: 'Demo-2026!' };

/** Sessions of the demo staff, kept for the journey file: each of their sign-ins spends a code (support/totp.ts). */
const staffSessions = new Map<string, string>();

/**
 * Signs in through POST /login and returns the `sid` cookie header; the demo staff go through
 * login/second_factor with a code from their known key.
 */
export async function signInCookie(email: string, password: string, locale = 'pl'): Promise<string> {
  const secret = knownTotpSecret(email);
  const kept = secret ? staffSessions.get(email) : undefined;
  if (kept) return kept;
  let response = await fetch(apiUrl(`/login?config_id=${locale}`), {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN() },
    body: JSON.stringify({ email, password }),
  });
  if (response.status === 401 && secret) {
    const { error, challenge } = (await response.json()) as { error: string; challenge?: { token: string } };
    if (error !== 'second_factor_required' || !challenge) throw new Error(`login failed: 401 ${error}`);
    response = await fetch(apiUrl(`/login/second_factor?config_id=${locale}`), {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN() },
      body: JSON.stringify({ challenge: challenge.token, code: await freshTotpCode(email, secret) }),
    });
  }
  if (!response.ok) throw new Error(`login failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('sid='));
  if (!cookie) throw new Error('login set no sid cookie');
  const sid = cookie.split(';')[0]!;
  if (secret) staffSessions.set(email, sid);
  return sid;
}

/** A percentage promo code for one market, created by the demo admin. */
export async function createPromoCode(market: string, percentOff: number): Promise<string> {
  const code = `E2E${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1000)}`;
  const cookie = await signInCookie(ADMIN.email, ADMIN.password, market);
  const response = await fetch(apiUrl(`/v4/admin/promo_rules?config_id=${market}`), {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN(), cookie },
    body: JSON.stringify({
      code,
      kind: 'percent',
      percent_off: percentOff,
      markets: [market],
      description: 'e2e journey',
    }),
  });
  if (!response.ok) throw new Error(`promo rule failed: ${response.status} ${await response.text()}`);
  return code;
}

export interface ListedTherapist {
  id: string;
  name: string;
  prices: Array<{ service_id: string; price: number }>;
}

/**
 * A therapist of the market offering the session type and free within the coming week. `which: 'last'` takes
 * the last one listed, so journeys that book in the same market do not all take the same therapist's first times.
 */
export async function therapistWithFreeTime(
  market: string,
  kind: 'personal' | 'couple',
  which: 'first' | 'last' = 'first',
): Promise<ListedTherapist> {
  const response = await fetch(
    apiUrl(`/get_therapists_data?config_id=${market}&service_id=${SERVICE_IDS[kind]}&free_within_days=7`),
  );
  const body = (await response.json()) as { therapists: ListedTherapist[] };
  const therapist = which === 'first' ? body.therapists[0] : body.therapists[body.therapists.length - 1];
  if (!therapist) throw new Error(`no ${kind} therapist with free time in ${market}`);
  return therapist;
}

export async function freeSlotStarts(workerId: string, kind: 'personal' | 'couple'): Promise<string[]> {
  const response = await fetch(apiUrl(`/v4/get_free_slots?worker_id=${workerId}&service_id=${SERVICE_IDS[kind]}`));
  const body = (await response.json()) as { slots: Array<{ starts_at: string }> };
  return body.slots.map((s) => s.starts_at);
}

/**
 * Whether another client can take `startsAt` right now, asked the way the widget asks: an appointment purchase
 * through the api (200 = held, so it was free; 409 = someone holds or booked it). A successful hold is given
 * back at once through the sandbox's cancel button, so the journey leaves the time as it found it.
 */
export async function slotCanBeHeldThroughApi(
  market: string,
  workerId: string,
  kind: 'personal' | 'couple',
  startsAt: string,
  cookie: string,
): Promise<number> {
  const response = await fetch(apiUrl(`/v4/purchase_rule/initiate_purchase_of_appointment?config_id=${market}`), {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN(), cookie },
    body: JSON.stringify({ worker_id: workerId, service_id: SERVICE_IDS[kind], starts_at: startsAt }),
  });
  if (response.status !== 200) return response.status;
  const checkout = new URL(((await response.json()) as { checkout_url: string }).checkout_url);
  const cancelled = await fetch(`${checkout.origin}${checkout.pathname}`, {
    method: 'POST',
    redirect: 'manual',
    // What a browser sends from the sandbox page itself (its Referrer-Policy is same-origin).
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: checkout.origin },
    body: new URLSearchParams({ token: checkout.searchParams.get('token')!, action: 'cancel' }).toString(),
  });
  if (cancelled.status !== 303)
    throw new Error(`could not give the test hold back: ${cancelled.status} ${await cancelled.text()}`);
  return response.status;
}
