// How other apps hand a client over to mf-payments: its routes (relative to /{locale}, from the route
// table) and the query each one reads. mf-booking sends the client to the appointment checkout with
// what they chose.
import { PATHS } from './routes/paths';

export const PAYMENTS_STORE_KEY = 'payments';

export const PAYMENTS_ROUTES = PATHS.payments;

/** What the appointment checkout needs; all of it travels in the query so a reload keeps it. */
export interface AppointmentCheckoutQuery {
  worker_id: string;
  service_id: string;
  /** ISO 8601 instant (UTC). */
  starts_at: string;
  promo_code?: string;
  partner_email?: string;
}

const CHECKOUT_KEYS = ['worker_id', 'service_id', 'starts_at', 'promo_code', 'partner_email'] as const;

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
  const partner_email = search.get('partner_email') ?? undefined;
  return { worker_id, service_id, starts_at, ...(promo_code ? { promo_code } : {}), ...(partner_email ? { partner_email } : {}) };
}
