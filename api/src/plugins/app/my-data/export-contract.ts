// The my-data export's contributions (api/docs/area-contracts.md, "My-data export"): each area reads its own
// tables for a person's export and registers what it found here, by section, with
// `fastify.myDataSections.register(area, section, read)`; my-data (core) reads its own tables, asks every
// section and shapes the one document. Every read is by the person's own id (or address), so nobody's export
// holds anybody else's records.
import type { Queryable } from '../../external/db';
import type { ProfileTextColumns } from '../therapists/therapists-contract';

/** Whose export is being gathered. */
export interface ExportPerson {
  userId: string;
  email: string | null;
  role: string;
}

export interface SessionRow {
  id: string;
  client_id: string | null;
  therapist: string | null;
  service_kind: string;
  starts_at: Date;
  ends_at: Date;
  status: string;
  source: string;
  price_minor: number;
  currency: string;
  partner_email: string | null;
  client_note: string | null;
  cancelled_at: Date | null;
  cancelled_late: boolean | null;
  created_at: Date;
}

export interface OrderExportRow {
  id: string;
  kind: string;
  status: string;
  locale: string;
  amount_minor: number;
  currency: string;
  quantity: number;
  created_at: Date;
  paid_at: Date | null;
  details: Record<string, unknown>;
  refunded_minor: number;
  discount_minor: number;
  promo_code: string | null;
}

export interface TherapistExportRows {
  profile: ProfileTextColumns & {
    display_name: string;
    market: string;
    time_zone: string;
    is_listed: boolean;
    created_at: Date;
  };
  specialDays: { work_date: string; note: string | null }[];
  sessions: {
    id: string;
    service_kind: string;
    starts_at: Date;
    ends_at: Date;
    status: string;
    worker_note: string | null;
    created_at: Date;
  }[];
  dailyAgendas: { day: string }[];
}

/** Each section of the export an area contributes, with the rows it gives. */
export interface ExportSectionRows {
  /** scheduling: when the private calendar feed was made, or null. */
  calendarFeed: Date | null;
  /** scheduling: sessions booked, and couple sessions joined as the partner. */
  sessions: SessionRow[];
  /** payments */
  orders: OrderExportRow[];
  promoLookups: { code: string; locale: string; service_id: string; outcome: string; created_at: Date }[];
  tokenAccounts: { id: string; locale: string; service_id: string; therapist: string | null; balance: number }[];
  tokenLedger: {
    account_id: string;
    delta: number;
    reason: string;
    gift: boolean;
    order_id: string | null;
    booking_id: string | null;
    created_at: Date;
  }[];
  giftCodes: {
    code: string;
    bought: boolean;
    redeemed_by_me: boolean;
    service_id: string;
    sessions: number;
    recipient_name: string | null;
    sender_name: string | null;
    message: string | null;
    expires_at: Date;
    redeemed_at: Date | null;
    created_at: Date;
  }[];
  subscriptions: {
    id: string;
    therapist: string | null;
    service_id: string;
    sessions_per_period: number;
    period_amount_minor: number;
    currency: string;
    status: string;
    current_period_end: Date;
    cancel_at_period_end: boolean;
    cancelled_at: Date | null;
    created_at: Date;
  }[];
  /** recommendation */
  questionnaires: {
    id: string;
    market: string;
    answers: Record<string, unknown>;
    therapist_ids: string[];
    created_at: Date;
  }[];
  /** scheduling */
  waitlist: {
    id: string;
    therapist: string | null;
    service_id: string;
    time_zone: string;
    windows: { weekdays: number[]; from: string; to: string }[];
    created_at: Date;
    offers: { starts_at: string; status: string; offered_at: string; expires_at: string }[];
  }[];
  series: {
    therapist: string | null;
    service_id: string;
    every_weeks: number;
    payment: string;
    status: string;
    created_at: Date;
    ended_at: Date | null;
    ended_by: string | null;
    session_ids: string[];
  }[];
  outages: {
    profile: { oblast_id: string | null; outage_group: string | null; updated_at: Date } | null;
    moves: { kind: string; month: string; created_at: Date }[];
  };
  /** scheduling: a therapist's own records; null for anyone else. */
  therapist: TherapistExportRows | null;
}

export type ExportSection = keyof ExportSectionRows;
export type ExportSectionReader<K extends ExportSection> = (
  q: Queryable,
  person: ExportPerson,
) => Promise<ExportSectionRows[K]>;

export const EXPORT_SECTIONS: readonly ExportSection[] = [
  'calendarFeed',
  'sessions',
  'orders',
  'promoLookups',
  'questionnaires',
  'tokenAccounts',
  'tokenLedger',
  'giftCodes',
  'subscriptions',
  'waitlist',
  'series',
  'outages',
  'therapist',
];

/** The sections the areas registered. A section nobody registered fails the export, never leaves it short. */
export class MyDataSections {
  private readonly readers = new Map<ExportSection, { area: string; read: ExportSectionReader<ExportSection> }>();

  register<K extends ExportSection>(area: string, section: K, read: ExportSectionReader<K>): void {
    const known = this.readers.get(section);
    if (known) throw new Error(`My-data section "${section}" is already registered by ${known.area}`);
    this.readers.set(section, { area, read: read as unknown as ExportSectionReader<ExportSection> });
  }

  /** Which area gives each registered section. */
  owners(): Partial<Record<ExportSection, string>> {
    return Object.fromEntries([...this.readers].map(([section, { area }]) => [section, area]));
  }

  async read<K extends ExportSection>(section: K, q: Queryable, person: ExportPerson): Promise<ExportSectionRows[K]> {
    const reader = this.readers.get(section);
    if (!reader) throw new Error(`No area registered the my-data section "${section}"`);
    return (await reader.read(q, person)) as ExportSectionRows[K];
  }
}
