// LiqPay (ua): Checkout API v3. Requests and callbacks carry `data` (base64 JSON) and
// `signature` = base64(sha1(private_key + data + private_key)); see docs/payments.md for the sources.
import {
  ProviderRequestError,
  WebhookVerificationError,
  type CheckoutRequest,
  type CheckoutSession,
  type PaymentProvider,
  type ProviderEvent,
  type ProviderEventType,
  type RefundRequest,
  type RefundResult,
  type WebhookInput,
} from './provider';
import { liqpayEncodeData, liqpaySignature, safeEqual } from './signatures';

export interface LiqpayConfig {
  publicKey: string;
  privateKey: string;
  /** https://www.liqpay.ua by default; a local stand-in in tests. */
  baseUrl: string;
  sandbox: boolean;
}

const STATUS_TO_EVENT: Readonly<Record<string, ProviderEventType>> = {
  success: 'payment.succeeded',
  sandbox: 'payment.succeeded',
  failure: 'payment.failed',
  error: 'payment.failed',
  reversed: 'refund.succeeded',
};

export class LiqpayProvider implements PaymentProvider {
  readonly name = 'liqpay' as const;

  constructor(private readonly config: LiqpayConfig) {}

  checkoutParams(request: CheckoutRequest, now: Date = new Date()): Record<string, unknown> {
    const params: Record<string, unknown> = {
      version: 3,
      public_key: this.config.publicKey,
      action: request.recurring ? 'subscribe' : 'pay',
      amount: request.amountMinor / 100,
      currency: request.currency,
      description: request.description,
      order_id: request.orderId,
      language: request.locale === 'ua' ? 'uk' : 'en',
      result_url: request.resultUrl,
      server_url: request.callbackUrl,
    };
    if (request.recurring) {
      params.subscribe = 1;
      params.subscribe_periodicity = 'month';
      params.subscribe_date_start = now.toISOString().slice(0, 19).replace('T', ' ');
    }
    if (this.config.sandbox) params.sandbox = 1;
    return params;
  }

  async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
    const data = liqpayEncodeData(this.checkoutParams(request));
    const signature = liqpaySignature(this.config.privateKey, data);
    const query = new URLSearchParams({ data, signature });
    return { checkoutUrl: `${this.config.baseUrl}/api/3/checkout?${query.toString()}`, providerRef: null };
  }

  verifyWebhook(input: WebhookInput): ProviderEvent | null {
    const form = new URLSearchParams(input.rawBody);
    const data = form.get('data');
    const signature = form.get('signature');
    if (!data || !signature) throw new WebhookVerificationError('missing_signature', 'data or signature is missing.');
    if (!safeEqual(liqpaySignature(this.config.privateKey, data), signature)) {
      throw new WebhookVerificationError('bad_signature', 'The signature does not match data.');
    }
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(Buffer.from(data, 'base64').toString('utf8')) as Record<string, unknown>;
    } catch {
      throw new WebhookVerificationError('malformed_payload', 'data is not base64 JSON.');
    }
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
    const millis = Number(body.end_date ?? body.create_date ?? Date.now());
    return {
      // A recurring charge gets a new payment_id; a redelivered callback keeps both parts.
      eventId: `${paymentId ?? orderId}:${status}`,
      type,
      orderId,
      amountMinor: Math.round(amount * 100),
      currency: body.currency.toUpperCase(),
      providerPaymentId: paymentId,
      occurredAt: new Date(Number.isFinite(millis) ? millis : Date.now()),
      periodIndex: null,
      payload: body,
    };
  }

  async cancelRecurring(request: { orderId: string }): Promise<void> {
    const body = await this.request({
      action: 'unsubscribe',
      version: 3,
      public_key: this.config.publicKey,
      order_id: request.orderId,
    });
    if (body.result === 'error' || body.status !== 'unsubscribed') {
      throw new ProviderRequestError('liqpay', `Unsubscribe refused: ${JSON.stringify(body).slice(0, 200)}`);
    }
  }

  private async request(
    params: Record<string, unknown>,
  ): Promise<{ status?: string; result?: string; payment_id?: unknown }> {
    const data = liqpayEncodeData(params);
    const response = await fetch(`${this.config.baseUrl}/api/request`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ data, signature: liqpaySignature(this.config.privateKey, data) }).toString(),
    });
    if (!response.ok) throw new ProviderRequestError('liqpay', `LiqPay answered ${response.status}.`);
    return (await response.json().catch(() => ({}))) as { status?: string; result?: string; payment_id?: unknown };
  }

  async refund(request: RefundRequest): Promise<RefundResult> {
    const body = await this.request({
      action: 'refund',
      version: 3,
      public_key: this.config.publicKey,
      order_id: request.orderId,
      amount: request.amountMinor / 100,
    });
    if (body.result === 'error' || (body.status !== 'reversed' && body.status !== 'success')) {
      throw new ProviderRequestError('liqpay', `Refund refused: ${JSON.stringify(body).slice(0, 200)}`);
    }
    return { status: 'succeeded', providerRefundId: `liqpay_${String(body.payment_id ?? request.orderId)}` };
  }
}
