// The providers' callbacks read into the one event shape, without I/O (issue 30): which of a provider's statuses
// and event types the ledger acts on, where the order, the amount to the minor unit, the currency and the payment
// id are taken from, and which bodies are refused as malformed. The adapters verify the signature first.
import { WebhookVerificationError, type ProviderEvent, type ProviderEventType } from './provider';
import { liqpaySignature, safeEqual } from './signatures';

/** The sandbox provider's signed callback body (sandbox-provider.ts signs it, parseSandboxBody reads it). */
export interface SandboxEventBody {
  event_id: string;
  type: ProviderEventType;
  order_id: string;
  amount_minor: number;
  currency: string;
  payment_id: string | null;
  occurred_at: string;
  period_index: number | null;
}

const STATUS_TO_EVENT: Readonly<Record<string, ProviderEventType>> = {
  success: 'payment.succeeded',
  sandbox: 'payment.succeeded',
  failure: 'payment.failed',
  error: 'payment.failed',
  reversed: 'refund.succeeded',
};

/**
 * A LiqPay callback (`data=<base64 JSON>&signature=<base64 sha1>` as a form): refused before anything of `data`
 * is read unless its signature is the private key's; then read as `liqpayEvent`.
 */
export function liqpayCallback(rawBody: string, privateKey: string, nowMs: number): ProviderEvent | null {
  const form = new URLSearchParams(rawBody);
  const data = form.get('data');
  const signature = form.get('signature');
  if (!data || !signature) throw new WebhookVerificationError('missing_signature', 'data or signature is missing.');
  if (!safeEqual(liqpaySignature(privateKey, data), signature)) {
    throw new WebhookVerificationError('bad_signature', 'The signature does not match data.');
  }
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(Buffer.from(data, 'base64').toString('utf8')) as Record<string, unknown>;
  } catch {
    throw new WebhookVerificationError('malformed_payload', 'data is not base64 JSON.');
  }
  return liqpayEvent(body, nowMs);
}

/** A LiqPay callback's decoded `data`; null for an intermediate status (wait_secure, processing, 3ds_verify...). */
export function liqpayEvent(body: Record<string, unknown>, nowMs: number): ProviderEvent | null {
  // Stryker disable next-line StringLiteral: whatever stands in for a missing status, it is no key of the table
  const status = String(body.status ?? '');
  const type = STATUS_TO_EVENT[status];
  const orderId = body.order_id;
  const amount = Number(body.amount);
  // Intermediate statuses (wait_secure, processing, 3ds_verify...) are followed by a final one.
  if (!type) return null;
  if (typeof orderId !== 'string' || !Number.isFinite(amount) || typeof body.currency !== 'string') {
    throw new WebhookVerificationError('malformed_payload', `Status "${status}" or required fields are not usable.`);
  }
  const paymentId = body.payment_id === undefined ? null : String(body.payment_id);
  const millis = Number(body.end_date ?? body.create_date ?? nowMs);
  return {
    // A recurring charge gets a new payment_id; a redelivered callback keeps both parts.
    eventId: `${paymentId ?? orderId}:${status}`,
    type,
    orderId,
    amountMinor: Math.round(amount * 100),
    currency: body.currency.toUpperCase(),
    providerPaymentId: paymentId,
    occurredAt: new Date(Number.isFinite(millis) ? millis : nowMs),
    periodIndex: null,
    payload: body,
  };
}

export interface StripeObject {
  id?: string;
  client_reference_id?: string | null;
  metadata?: Record<string, string> | null;
  amount_total?: number | null;
  amount_paid?: number | null;
  amount_refunded?: number | null;
  currency?: string | null;
  payment_intent?: string | null;
  payment_status?: string | null;
  subscription?: string | null;
  billing_reason?: string | null;
  subscription_details?: { metadata?: Record<string, string> | null } | null;
}

export interface StripeEvent {
  id?: string;
  type?: string;
  created?: number;
  data?: { object?: StripeObject };
}

const EVENT_TYPES: readonly ProviderEventType[] = [
  'payment.succeeded',
  'payment.failed',
  'payment.cancelled',
  'refund.succeeded',
];

// An ISO 8601 instant with a four-digit year from 1970 on. JavaScript also reads "+275760-09-13T00:00:00Z" and
// "-000001-01-01T00:00:00Z", which one PostgreSQL stores and another refuses: such a body is refused here, the
// same way on both databases.
const ISO_INSTANT = /^(\d{4})-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/;

function isPlausibleInstant(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const m = ISO_INSTANT.exec(value);
  return m !== null && Number(m[1]) >= 1970 && !Number.isNaN(Date.parse(value));
}

export function parseSandboxBody(rawBody: string): ProviderEvent {
  let body: Partial<SandboxEventBody>;
  try {
    body = JSON.parse(rawBody) as Partial<SandboxEventBody>;
  } catch {
    throw new WebhookVerificationError('malformed_payload', 'The body is not JSON.');
  }
  if (
    typeof body.event_id !== 'string' ||
    typeof body.order_id !== 'string' ||
    !EVENT_TYPES.includes(body.type as ProviderEventType) ||
    !Number.isInteger(body.amount_minor) ||
    typeof body.currency !== 'string' ||
    !isPlausibleInstant(body.occurred_at)
  ) {
    throw new WebhookVerificationError('malformed_payload', 'The event lacks required fields.');
  }
  return {
    eventId: body.event_id,
    type: body.type as ProviderEventType,
    orderId: body.order_id,
    amountMinor: body.amount_minor as number,
    currency: body.currency.toUpperCase(),
    providerPaymentId: body.payment_id ?? null,
    occurredAt: new Date(body.occurred_at),
    periodIndex: Number.isInteger(body.period_index) ? (body.period_index as number) : null,
    payload: body,
  };
}

/** Maps the Stripe events we subscribe to; any other type is acknowledged and ignored (null). */
export function normaliseStripeEvent(event: StripeEvent, nowMs: number): ProviderEvent | null {
  const object = event.data?.object;
  if (typeof event.id !== 'string' || typeof event.type !== 'string' || !object) {
    throw new WebhookVerificationError('malformed_payload', 'The event lacks id, type or data.object.');
  }
  const occurredAt = new Date((event.created ?? Math.floor(nowMs / 1000)) * 1000);
  const currency = (object.currency ?? '').toUpperCase();
  const base = { eventId: event.id, occurredAt, currency, periodIndex: null, payload: event };
  switch (event.type) {
    case 'checkout.session.completed': {
      if (object.payment_status !== 'paid') return null;
      const orderId = object.client_reference_id ?? object.metadata?.order_id;
      if (!orderId) throw new WebhookVerificationError('malformed_payload', 'No order reference on the session.');
      return {
        ...base,
        type: 'payment.succeeded',
        orderId,
        amountMinor: object.amount_total ?? 0,
        // A subscription's first invoice has no payment intent on the session; the session id is unique too.
        providerPaymentId: object.payment_intent ?? object.id ?? null,
        recurringRef: object.subscription ?? null,
      };
    }
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired': {
      const orderId = object.client_reference_id ?? object.metadata?.order_id;
      if (!orderId) return null;
      const type = event.type === 'checkout.session.expired' ? 'payment.cancelled' : 'payment.failed';
      return {
        ...base,
        type,
        orderId,
        amountMinor: object.amount_total ?? 0,
        providerPaymentId: object.payment_intent ?? null,
      };
    }
    case 'invoice.paid': {
      // The first invoice is already paid through checkout.session.completed; only renewals count here.
      if (object.billing_reason !== 'subscription_cycle') return null;
      const orderId = object.subscription_details?.metadata?.order_id ?? object.metadata?.order_id;
      if (!orderId) return null;
      return {
        ...base,
        type: 'payment.succeeded',
        orderId,
        amountMinor: object.amount_paid ?? 0,
        providerPaymentId: object.payment_intent ?? object.id ?? null,
      };
    }
    case 'charge.refunded': {
      const orderId = object.metadata?.order_id;
      if (!orderId) return null;
      return {
        ...base,
        type: 'refund.succeeded',
        orderId,
        amountMinor: object.amount_refunded ?? 0,
        providerPaymentId: object.payment_intent ?? null,
      };
    }
    default:
      return null;
  }
}
