// The one interface every payment provider adapter implements. The payments service never sees a
// provider's wire format: it hands out checkouts and receives verified, normalised events.
import type { CurrencyCode, MarketLocale } from '@rozmova/contracts/markets';

export type ProviderName = 'sandbox' | 'liqpay' | 'stripe';

export interface CheckoutRequest {
  orderId: string;
  amountMinor: number;
  currency: CurrencyCode;
  description: string;
  locale: MarketLocale;
  /** Where the provider sends the browser when the payer is done (the shell's result page). */
  resultUrl: string;
  /** Where the provider posts its signed callback (our webhook). */
  callbackUrl: string;
  /** Subscriptions renew every month through the provider's recurring mechanism. */
  recurring: boolean;
  /** Now, from fastify.clock: a recurring payment's first month starts then. */
  now: Date;
}

export interface CheckoutSession {
  checkoutUrl: string;
  providerRef: string | null;
}

export type ProviderEventType = 'payment.succeeded' | 'payment.failed' | 'payment.cancelled' | 'refund.succeeded';

/** A callback after its signature was verified, in the provider-neutral shape the ledger reads. */
export interface ProviderEvent {
  /** Stable per delivery of the same fact: the idempotency key together with the provider name. */
  eventId: string;
  type: ProviderEventType;
  orderId: string;
  amountMinor: number;
  currency: string;
  providerPaymentId: string | null;
  occurredAt: Date;
  /** Recurring charges carry the period they pay for (1 = the first month). */
  periodIndex: number | null;
  /** The provider's id of the recurring payment a first subscription charge set up (e.g. Stripe sub_...). */
  recurringRef?: string | null;
  payload: unknown;
}

export interface WebhookInput {
  headers: Record<string, string | string[] | undefined>;
  rawBody: string;
}

export interface RefundRequest {
  orderId: string;
  providerPaymentId: string | null;
  amountMinor: number;
  currency: CurrencyCode;
}

export interface RefundResult {
  status: 'succeeded' | 'pending';
  providerRefundId: string;
}

export interface PaymentProvider {
  readonly name: ProviderName;
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /**
   * Throws WebhookVerificationError before anything of the body is trusted. Null: a genuine callback
   * about something the ledger does not act on (e.g. an intermediate status); acknowledged, not stored.
   */
  verifyWebhook(input: WebhookInput, now: Date): ProviderEvent | null;
  refund(request: RefundRequest): Promise<RefundResult>;
  /** Stops future charges of a subscription at the provider. */
  cancelRecurring(request: { orderId: string; recurringRef: string | null }): Promise<void>;
}

export class WebhookVerificationError extends Error {
  constructor(
    readonly reason: 'missing_signature' | 'bad_signature' | 'stale_timestamp' | 'malformed_payload',
    message: string,
  ) {
    super(message);
    this.name = 'WebhookVerificationError';
  }
}

export class ProviderRequestError extends Error {
  constructor(
    readonly provider: ProviderName,
    message: string,
  ) {
    super(message);
    this.name = 'ProviderRequestError';
  }
}

export function headerValue(headers: WebhookInput['headers'], name: string): string | undefined {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}
