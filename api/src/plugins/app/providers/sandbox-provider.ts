// The embedded default provider: its hosted checkout page is served by the api itself and its
// callbacks are signed like Stripe's (t=...,v1=HMAC-SHA256), so the webhook path is exercised exactly
// as a real provider would exercise it.
import { createHmac, randomUUID } from 'node:crypto';
import {
  headerValue,
  WebhookVerificationError,
  type CheckoutRequest,
  type CheckoutSession,
  type PaymentProvider,
  type ProviderEvent,
  type RefundRequest,
  type RefundResult,
  type WebhookInput,
} from './provider';
import { parseSandboxBody, type SandboxEventBody } from './callback-parsing';
import { safeEqual, sandboxSignature, timestampedProblem } from './signatures';

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';
const TOLERANCE_SECONDS = 300;

export interface SandboxConfig {
  secret: string;
  /** Public origin + base path of this api, e.g. http://localhost:8080/api */
  apiBaseUrl: string;
}

export type { SandboxEventBody };

export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;

  constructor(private readonly config: SandboxConfig) {}

  async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
    const token = this.checkoutToken(request.orderId);
    return {
      checkoutUrl: `${this.config.apiBaseUrl}/v4/payments/sandbox/checkout/${request.orderId}?token=${token}`,
      providerRef: `sbx_cs_${request.orderId}`,
    };
  }

  /** Binds a checkout link to its order, so nobody pays (or declines) someone else's order by guessing ids. */
  checkoutToken(orderId: string): string {
    return createHmac('sha256', this.config.secret).update(`checkout:${orderId}`).digest('hex').slice(0, 32);
  }

  isCheckoutTokenValid(orderId: string, token: string): boolean {
    return safeEqual(this.checkoutToken(orderId), token);
  }

  /** What the sandbox's "bank" sends to the webhook: the body and its signature header. */
  signEvent(body: SandboxEventBody, now: Date): { rawBody: string; signatureHeader: string } {
    const rawBody = JSON.stringify(body);
    const t = Math.floor(now.getTime() / 1000);
    return { rawBody, signatureHeader: `t=${t},v1=${sandboxSignature(this.config.secret, t, rawBody)}` };
  }

  newEventId(): string {
    return `sbx_evt_${randomUUID()}`;
  }

  verifyWebhook(input: WebhookInput, now: Date): ProviderEvent {
    const header = headerValue(input.headers, SANDBOX_SIGNATURE_HEADER);
    if (!header)
      throw new WebhookVerificationError('missing_signature', `Header ${SANDBOX_SIGNATURE_HEADER} is missing.`);
    const problem = timestampedProblem(header, this.config.secret, input.rawBody, now, TOLERANCE_SECONDS);
    if (problem === 'malformed')
      throw new WebhookVerificationError('bad_signature', 'The signature header is malformed.');
    if (problem === 'no_match') {
      throw new WebhookVerificationError('bad_signature', 'The signature does not match the body.');
    }
    if (problem === 'stale') {
      throw new WebhookVerificationError('stale_timestamp', 'The signature timestamp is outside the tolerance.');
    }
    return parseSandboxBody(input.rawBody);
  }

  /** The sandbox charges renewals from the payments sweep, which reads cancel_at_period_end itself. */
  async cancelRecurring(): Promise<void> {}

  async refund(request: RefundRequest): Promise<RefundResult> {
    return { status: 'succeeded', providerRefundId: `sbx_re_${request.orderId}_${randomUUID().slice(0, 8)}` };
  }
}
