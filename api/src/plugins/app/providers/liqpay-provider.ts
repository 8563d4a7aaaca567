// LiqPay (ua): Checkout API v3. Requests and callbacks carry `data` (base64 JSON) and
// `signature` = base64(sha1(private_key + data + private_key)); see docs/payments.md for the sources.
import {
  ProviderRequestError,
  type CheckoutRequest,
  type CheckoutSession,
  type PaymentProvider,
  type ProviderEvent,
  type RefundRequest,
  type RefundResult,
  type WebhookInput,
} from './provider';
import { liqpayCallback } from './callback-parsing';
import { liqpayEncodeData, liqpaySignature } from './signatures';

export interface LiqpayConfig {
  publicKey: string;
  privateKey: string;
  /** https://www.liqpay.ua by default; a local stand-in in tests. */
  baseUrl: string;
  sandbox: boolean;
}

export class LiqpayProvider implements PaymentProvider {
  readonly name = 'liqpay' as const;

  constructor(private readonly config: LiqpayConfig) {}

  checkoutParams(request: CheckoutRequest): Record<string, unknown> {
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
      params.subscribe_date_start = request.now.toISOString().slice(0, 19).replace('T', ' ');
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

  verifyWebhook(input: WebhookInput, now: Date): ProviderEvent | null {
    return liqpayCallback(input.rawBody, this.config.privateKey, now.getTime());
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
