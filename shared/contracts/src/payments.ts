// How other apps hand a client over to mf-payments: its routes (relative to /{locale}, from the route
// table) and the query each one reads. mf-booking sends the client to the appointment checkout with
// what they chose.
import { PATHS } from './routes/paths';

export const PAYMENTS_STORE_KEY = 'payments';

export const PAYMENTS_ROUTES = PATHS.payments;

/** What the appointment checkout needs in its address, so a reload keeps it. */
export interface AppointmentCheckoutQuery {
  worker_id: string;
  service_id: string;
  /** ISO 8601 instant (UTC). */
  starts_at: string;
  promo_code?: string;
}

/**
 * What travels beside the address, in the history entry's state (kept across a reload of the tab):
 * a person's e-mail never goes into a URL, where history, server logs and referrers would keep it.
 */
export interface AppointmentCheckoutState {
  partner_email?: string;
  /**
   * Set by the widget, whose review already showed the amount and the hold: with nothing left to choose
   * (no session token to use instead) the checkout goes straight on to the provider, once.
   */
  pay_now?: boolean;
}

const CHECKOUT_KEYS = ['worker_id', 'service_id', 'starts_at', 'promo_code'] as const;

export function appointmentCheckoutPath(basePath: string, query: AppointmentCheckoutQuery): string {
  const params = new URLSearchParams();
  for (const key of CHECKOUT_KEYS) {
    const value = query[key];
    if (value) params.set(key, value);
  }
  return `${basePath}/${PAYMENTS_ROUTES.appointmentCheckout}?${params.toString()}`;
}

/** Reads the checkout query back; null when a required part is missing. */
export function parseAppointmentCheckoutQuery(search: URLSearchParams): AppointmentCheckoutQuery | null {
  const worker_id = search.get('worker_id');
  const service_id = search.get('service_id');
  const starts_at = search.get('starts_at');
  if (!worker_id || !service_id || !starts_at || Number.isNaN(Date.parse(starts_at))) return null;
  const promo_code = search.get('promo_code') ?? undefined;
  return { worker_id, service_id, starts_at, ...(promo_code ? { promo_code } : {}) };
}

/** The partner's e-mail from the checkout's history state; undefined when there is none. */
export function partnerEmailOf(state: unknown): string | undefined {
  const value = (state as AppointmentCheckoutState | null | undefined)?.partner_email;
  return typeof value === 'string' && value ? value : undefined;
}
