// Shapes of the scheduling api's answers this remote reads (shared/contracts/src/schemas/therapists.ts, scheduling.ts).
export interface ServicePrice {
  service_id: string;
  service_kind: 'personal' | 'couple';
  price: number;
  currency: string;
  duration_minutes: number;
}

export interface TherapistCard {
  id: string;
  name: string;
  photo_url: string;
  bio: string;
  languages: string[];
  specialisations: string[];
  time_zone: string;
  prices: ServicePrice[];
  next_free_slot: { starts_at: string; ends_at: string; service_id: string } | null;
}

export interface TherapistsPage {
  config_id: string;
  currency: string;
  page: number;
  per_page: number;
  total: number;
  therapists: TherapistCard[];
}

export interface FreeSlots {
  worker_id: string;
  service_id: string;
  time_zone: string;
  duration_minutes: number;
  from: string;
  to: string;
  slots: Array<{ starts_at: string; ends_at: string }>;
}
