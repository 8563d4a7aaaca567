// The shapes of prepaid sessions' movements and accounts, apart from the plugin (index.ts) and its rules
// (token-rules.ts), so both can name them without importing each other.
export type TokenReason =
  | 'bundle_purchase'
  | 'gift_redemption'
  | 'subscription_period'
  | 'refund_to_token'
  | 'booking'
  | 'booking_returned'
  /** Unused sessions taken back when the admin refunds what bought them. */
  | 'refund_withdrawal';

export interface TokenMovementInput {
  clientId: string;
  locale: string;
  serviceId: string;
  /** Null: usable with any therapist of the market; set: a subscription's sessions with that therapist. */
  workerId: string | null;
  delta: number;
  reason: TokenReason;
  orderId?: string | null;
  paymentId?: string | null;
  giftCodeId?: string | null;
  refundId?: string | null;
  bookingId?: string | null;
  /** A gift code's token (credited by a redemption, or spent / returned by a gift-paid booking). */
  gift?: boolean;
}

export interface TokenAccountRow {
  id: string;
  client_id: string;
  locale: string;
  service_id: string;
  worker_id: string | null;
  balance: number;
}
