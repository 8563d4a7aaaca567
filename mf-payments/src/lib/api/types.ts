// Shapes of the payments and appointments answers this remote reads (shared/src/schemas/purchases.ts,
// giftcode.ts, appointments.ts).
export type OrderKind = 'appointment' | 'subscription' | 'bundle' | 'giftcode';
export type OrderStatus = 'pending' | 'paid' | 'cancelled' | 'expired' | 'refunded';

export interface InitiatedPurchase {
  order_id: string;
  status: OrderStatus;
  checkout_url: string | null;
  expires_at: string;
  price_for_user: number;
  amount_minor: number;
  currency: string;
  booking_id?: string | null;
}

export interface OrderView {
  order_id: string;
  kind: OrderKind;
  status: OrderStatus;
  locale?: string;
  amount_minor: number;
  price_for_user?: number;
  currency: string;
  service_id?: string;
  worker_id?: string | null;
  quantity?: number;
  starts_at?: string | null;
  expires_at: string;
  paid_at?: string | null;
  checkout_url?: string | null;
  last_payment_error?: string | null;
  booking_id?: string | null;
  subscription_id?: string | null;
  gift_code?: string | null;
}

export interface Appointment {
  id: string;
  status: string;
  role: 'client' | 'partner' | 'therapist';
  service_id: string;
  service_kind: string;
  starts_at: string;
  ends_at: string;
  time_zone: string;
  worker: { id: string; name: string; photo_url: string };
  price: number;
  currency: string;
  partner_email?: string | null;
  free_cancellation_until: string;
  call_opens_at: string;
  call_closes_at: string;
}

export interface TokenBalance {
  balances: Array<{ locale: string; service_id: string; worker_id: string | null; balance: number }>;
  total: number;
}

export interface BundleOptions {
  currency: string;
  bundles: Array<{ service_id: string; quantity: number; discount_percent: number; price_for_user: number; amount_minor: number }>;
}

export interface Subscription {
  id: string;
  worker_id: string;
  service_id: string;
  locale?: string;
  sessions_per_period?: number;
  period_amount_minor?: number;
  currency?: string;
  status: 'active' | 'cancelled';
  current_period_end: string;
  cancel_at_period_end: boolean;
  periods_paid: number;
  sessions_left: number;
}

export interface PurchasedGiftCode {
  order_id: string;
  code: string;
  locale: string;
  service_id: string;
  sessions: number;
  recipient_name?: string | null;
  expires_at: string;
  redeemed: boolean;
}

export interface TherapistSummary {
  id: string;
  name: string;
  time_zone: string;
  prices: Array<{ service_id: string; service_kind: 'personal' | 'couple'; price: number; currency: string; duration_minutes: number }>;
}
