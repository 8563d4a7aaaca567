// Stripe (pl, ro, en): Checkout Sessions for payments and monthly subscriptions, webhooks signed
// with the `Stripe-Signature: t=...,v1=...` scheme (HMAC-SHA256 over `${t}.${raw_body}`).
import {
  headerValue,
  ProviderRequestError,
  WebhookVerificationError,
  type CheckoutRequest,
  type CheckoutSession,
  type PaymentProvider,
  type ProviderEvent,
  type RefundRequest,
  type RefundResult,
  type WebhookInput,
} from './provider';
import { normaliseStripeEvent, type StripeEvent } from './callback-parsing';
import { timestampedProblem } from './signatures';

export { normaliseStripeEvent };

export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  /** https://api.stripe.com by default; a local stand-in in tests. */
  apiUrl: string;
  toleranceSeconds: number;
}

/** Form-encodes nested params the way Stripe's API expects (a[b][0][c]=...). */
export function stripeForm(params: Record<string, unknown>, prefix = ''): string[] {
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(params)) {
    const name = prefix ? `${prefix}[${key}]` : key;
    if (value === undefined || value === null) continue;
    if (typeof value === 'object') pairs.push(...stripeForm(value as Record<string, unknown>, name));
    else pairs.push(`${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`);
  }
  return pairs;
}

export class StripeProvider implements PaymentProvider {
  readonly name = 'stripe' as const;

  constructor(private readonly config: StripeConfig) {}

  checkoutParams(request: CheckoutRequest): Record<string, unknown> {
    const priceData: Record<string, unknown> = {
      currency: request.currency.toLowerCase(),
      unit_amount: request.amountMinor,
      product_data: { name: request.description },
    };
    if (request.recurring) priceData.recurring = { interval: 'month' };
    return {
      mode: request.recurring ? 'subscription' : 'payment',
      client_reference_id: request.orderId,
      success_url: `${request.resultUrl}${request.resultUrl.includes('?') ? '&' : '?'}status=paid`,
      cancel_url: `${request.resultUrl}${request.resultUrl.includes('?') ? '&' : '?'}status=cancelled`,
      locale: { ua: 'uk', pl: 'pl', ro: 'ro', en: 'en-GB' }[request.locale],
      line_items: { 0: { quantity: 1, price_data: priceData } },
      metadata: { order_id: request.orderId },
      ...(request.recurring ? { subscription_data: { metadata: { order_id: request.orderId } } } : {}),
    };
  }

  private async post(
    path: string,
    params: Record<string, unknown>,
    idempotencyKey: string,
  ): Promise<Record<string, unknown>> {
    const response = await fetch(`${this.config.apiUrl}${path}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${this.config.secretKey}`,
        'content-type': 'application/x-www-form-urlencoded',
        'idempotency-key': idempotencyKey,
      },
      body: stripeForm(params).join('&'),
    });
    const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    if (!response.ok) throw new ProviderRequestError('stripe', `Stripe answered ${response.status}.`);
    return body;
  }

  async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
    const session = await this.post(
      '/v1/checkout/sessions',
      this.checkoutParams(request),
      `checkout-${request.orderId}`,
    );
    if (typeof session.url !== 'string') throw new ProviderRequestError('stripe', 'The checkout session has no url.');
    return { checkoutUrl: session.url, providerRef: typeof session.id === 'string' ? session.id : null };
  }

  verifyWebhook(input: WebhookInput, now: Date): ProviderEvent | null {
    const header = headerValue(input.headers, 'stripe-signature');
    if (!header) throw new WebhookVerificationError('missing_signature', 'Header Stripe-Signature is missing.');
    const problem = timestampedProblem(
      header,
      this.config.webhookSecret,
      input.rawBody,
      now,
      this.config.toleranceSeconds,
    );
    if (problem === 'malformed') {
      throw new WebhookVerificationError('bad_signature', 'The Stripe-Signature header is malformed.');
    }
    if (problem === 'no_match')
      throw new WebhookVerificationError('bad_signature', 'No v1 signature matches the body.');
    if (problem === 'stale') {
      throw new WebhookVerificationError('stale_timestamp', 'The signature timestamp is outside the tolerance.');
    }
    let event: StripeEvent;
    try {
      event = JSON.parse(input.rawBody) as StripeEvent;
    } catch {
      throw new WebhookVerificationError('malformed_payload', 'The body is not JSON.');
    }
    return normaliseStripeEvent(event, now.getTime());
  }

  async cancelRecurring(request: { orderId: string; recurringRef: string | null }): Promise<void> {
    if (!request.recurringRef)
      throw new ProviderRequestError('stripe', 'No Stripe subscription id is known for this order.');
    // Cancelling at period end keeps the month already paid, as our own rule does.
    await this.post(
      `/v1/subscriptions/${encodeURIComponent(request.recurringRef)}`,
      { cancel_at_period_end: true },
      `cancel-${request.orderId}`,
    );
  }

  async refund(request: RefundRequest): Promise<RefundResult> {
    const ref = request.providerPaymentId ?? '';
    // Refunds name a PaymentIntent (pi_) or a Charge (ch_); anything else needs a person in the dashboard.
    const target = ref.startsWith('pi_') ? { payment_intent: ref } : ref.startsWith('ch_') ? { charge: ref } : null;
    if (!target)
      throw new ProviderRequestError('stripe', `No PaymentIntent or Charge to refund for order ${request.orderId}.`);
    const refund = await this.post(
      '/v1/refunds',
      { ...target, amount: request.amountMinor, metadata: { order_id: request.orderId } },
      `refund-${request.orderId}-${request.amountMinor}`,
    );
    return {
      status: refund.status === 'succeeded' ? 'succeeded' : 'pending',
      providerRefundId: String(refund.id ?? `stripe_${request.orderId}`),
    };
  }
}
