// Appointments and users as the api sends them, for the cabinet's tests.
import type { Appointment } from '../features/sessions/api/sessions-api';
import type { UserInfo } from '../features/account/api/account-api';

export const HOUR = 3600_000;

export function appointment(overrides: Partial<Appointment> = {}, startsInHours = 48): Appointment {
  const start = new Date(Math.ceil((Date.now() + startsInHours * HOUR) / 60_000) * 60_000);
  const end = new Date(start.getTime() + 50 * 60_000);
  return {
    id: '11111111-1111-4111-8111-111111111111',
    status: 'confirmed',
    role: 'client',
    service_id: 'personal-id',
    service_kind: 'personal',
    starts_at: start.toISOString(),
    ends_at: end.toISOString(),
    time_zone: 'Europe/Warsaw',
    worker: { id: 'w-1', name: 'Anna Kowalska', photo_url: '' },
    price: 199,
    currency: 'PLN',
    source: 'purchase',
    partner_email: null,
    free_cancellation_until: new Date(start.getTime() - 24 * HOUR).toISOString(),
    call_opens_at: new Date(start.getTime() - 10 * 60_000).toISOString(),
    call_closes_at: new Date(end.getTime() + 15 * 60_000).toISOString(),
    cancelled_at: null,
    cancelled_by: null,
    cancelled_late: null,
    created_at: new Date().toISOString(),
    ...overrides,
  };
}

export function userInfo(overrides: Partial<UserInfo> = {}): UserInfo {
  return {
    id: 'u-1',
    email: 'zofia@example.com',
    name: 'Zofia',
    phone: null,
    timezone: 'Europe/Warsaw',
    locale: 'pl',
    role: 'user',
    has_password: true,
    has_google: false,
    email_verified: true,
    pending_email: null,
    notification_settings: { email_reminders: true, email_booking_updates: true, email_marketing: false },
    ...overrides,
  };
}
