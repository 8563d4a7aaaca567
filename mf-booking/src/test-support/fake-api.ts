// What mf-booking's tests put behind the fake api (@rozmova/testing/fake-api): therapists and their free times.
import { SERVICE_IDS } from '@rozmova/contracts/constants';
import type { TherapistCard } from '../lib/get-therapists';
import type { FreeSlots } from '../features/booking-widget/api/get-free-slots';

export const ANNA: TherapistCard = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Anna Kowalska',
  photo_url: '',
  bio: 'Pracuję z lękiem i parami.\n\nDrugi akapit.',
  bio_locale: 'pl',
  languages: ['pl', 'en'],
  specialisations: ['anxiety', 'relationships'],
  time_zone: 'Europe/Warsaw',
  prices: [
    { service_id: SERVICE_IDS.personal, service_kind: 'personal', price: 199, currency: 'PLN', duration_minutes: 50 },
    { service_id: SERVICE_IDS.couple, service_kind: 'couple', price: 299, currency: 'PLN', duration_minutes: 80 },
  ],
  next_free_slot: null,
};

export const OLEH: TherapistCard = {
  ...ANNA,
  id: '22222222-2222-4222-8222-222222222222',
  name: 'Oleh Bondar',
  languages: ['uk', 'pl'],
};

/** Tomorrow (UTC) at the given hour, so the slot is always inside the calendar's window. */
export function tomorrowAt(hourUtc: number, minute = 0): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + 1);
  d.setUTCHours(hourUtc, minute, 0, 0);
  return d.toISOString();
}

export function freeSlots(
  worker: TherapistCard,
  serviceId: string,
  starts: string[],
  minutes = 80,
  noticeMinutes = 0,
): FreeSlots {
  return {
    worker_id: worker.id,
    service_id: serviceId,
    time_zone: worker.time_zone,
    duration_minutes: minutes,
    notice_minutes: noticeMinutes,
    from: new Date().toISOString(),
    to: new Date(Date.now() + 28 * 86_400_000).toISOString(),
    slots: starts.map((s) => ({ starts_at: s, ends_at: new Date(Date.parse(s) + minutes * 60_000).toISOString() })),
  };
}
