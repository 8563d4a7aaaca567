// A stand-in for the api at the HTTP level: the real api modules, sagas and components run against it
// through a global fetch, and each test reads back what was asked.
import { SERVICE_IDS } from '@rozmova/shared/constants';
import type { FreeSlots, TherapistCard } from '../lib/api/types';

export interface SeenRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

type Handler = (req: SeenRequest) => { status: number; body?: unknown } | undefined;

export const ANNA: TherapistCard = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Anna Kowalska',
  photo_url: '',
  bio: 'Pracuję z lękiem i parami.\n\nDrugi akapit.',
  languages: ['pl', 'en'],
  specialisations: ['anxiety', 'relationships'],
  time_zone: 'Europe/Warsaw',
  prices: [
    { service_id: SERVICE_IDS.personal, service_kind: 'personal', price: 199, currency: 'PLN', duration_minutes: 50 },
    { service_id: SERVICE_IDS.couple, service_kind: 'couple', price: 299, currency: 'PLN', duration_minutes: 80 },
  ],
  next_free_slot: null,
};

export const OLEH: TherapistCard = { ...ANNA, id: '22222222-2222-4222-8222-222222222222', name: 'Oleh Bondar', languages: ['uk', 'pl'] };

/** Tomorrow (UTC) at the given hour, so the slot is always inside the calendar's window. */
export function tomorrowAt(hourUtc: number, minute = 0): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + 1);
  d.setUTCHours(hourUtc, minute, 0, 0);
  return d.toISOString();
}

export function freeSlots(worker: TherapistCard, serviceId: string, starts: string[], minutes = 80): FreeSlots {
  return {
    worker_id: worker.id,
    service_id: serviceId,
    time_zone: worker.time_zone,
    duration_minutes: minutes,
    from: new Date().toISOString(),
    to: new Date(Date.now() + 28 * 86_400_000).toISOString(),
    slots: starts.map((s) => ({ starts_at: s, ends_at: new Date(Date.parse(s) + minutes * 60_000).toISOString() })),
  };
}

export function installFakeApi(handler: Handler): { seen: SeenRequest[] } {
  const seen: SeenRequest[] = [];
  const fake = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(String(input));
    const req: SeenRequest = {
      method: (init.method ?? 'GET').toUpperCase(),
      path: url.pathname.replace(/^\/api/, ''),
      query: url.searchParams,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : null,
    };
    seen.push(req);
    const answer = handler(req) ?? { status: 404, body: { error: 'not_found', message: `no fake for ${req.method} ${req.path}` } };
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    return {
      ok: answer.status >= 200 && answer.status < 300,
      status: answer.status,
      statusText: String(answer.status),
      text: async () => text,
      json: async () => JSON.parse(text),
    } as Response;
  };
  (globalThis as { fetch: unknown }).fetch = fake;
  return { seen };
}

export const ANONYMOUS_AUTH = { user: null, session: { user_id: null, user_is_reg: false }, additional_user_data: { fbc: null } };

export function registeredAuth(email: string) {
  return {
    user: { id: 'u-1', email, role: 'user', data: { has_to_confirm_reg_google: false } },
    session: { user_id: 'u-1', user_is_reg: true },
    additional_user_data: { fbc: null },
  };
}
