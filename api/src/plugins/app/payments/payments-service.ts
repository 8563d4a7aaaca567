// The purchase flows and the ledger's writer. Every money fact is written inside one transaction together
// with what it pays for; provider I/O (checkout creation, refunds) happens outside transactions.
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { MARKETS, type MarketLocale } from '@rozmova/contracts/markets';
import { formatPrice } from '@rozmova/contracts/format';
import { ApiError } from '../../../errors';
import type { Db, Queryable } from '../../external/db';
import type { Ledger } from '../ledger';
import type { Pricing } from '../pricing';
import { serviceKindOrThrow } from '../pricing';
import type { PurchaseKind } from '../pricing/price-rules';
import type { PaymentProviders } from '../providers';
import type { PaymentProvider, ProviderEvent, WebhookInput } from '../providers/provider';
import { WebhookVerificationError } from '../providers/provider';
import type { GiftCodes } from '../giftcodes';
import type { Subscriptions } from '../subscriptions';
import type { Tokens } from '../tokens';
import { bookingIdOf, isoOf, type BookingsContract } from './bookings-contract';
import { CHECKOUT_TEXTS } from './checkout-texts';
import { PAYMENT_MAIL_TEXTS, type ReceiptKind } from './mail-texts';
import { ordersRepository as orders, type OrderRow, type PaymentRow } from './orders-repository';
import { renderReceipt } from './receipt-pdf';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface BookingCancelledInput {
  bookingId: string;
  cancelledBy: 'client' | 'therapist' | 'system';
  late: boolean;
  refundTo: 'payment' | 'token';
}

export interface Buyer {
  id: string;
}

export interface WebhookResult {
  duplicate: boolean;
  outcome: string;
}

interface Deps {
  db: Db;
  log: FastifyBaseLogger;
  pricing: Pricing;
  providers: PaymentProviders;
  ledger: Ledger;
  tokens: Tokens;
  giftcodes: GiftCodes;
  subscriptions: Subscriptions;
  bookings: () => BookingsContract;
  shellUrl: string;
  apiBaseUrl: string;
  /** Sends a plain-text e-mail (core's mailer); null when mail is not available. */
  sendMail: ((message: { to: string; locale: MarketLocale; subject: string; text: string }) => Promise<unknown>) | null;
  /**
   * Scheduling's couple-session invite (`appointments.sendPartnerInvite`); resolved per call because that
   * plugin may register after this one. Sends nothing unless the booking is a confirmed couple session with a
   * partner address.
   */
  sendPartnerInvite: (bookingId: string, clientName: string) => Promise<unknown>;
  /** Delivers a signed sandbox callback to our own webhook, as the sandbox "bank" would. */
  deliverSandboxCallback: (rawBody: string, signatureHeader: string) => Promise<{ statusCode: number; body: string }>;
}

function addMonths(from: Date, months: number): Date {
  const d = new Date(from.getTime());
  d.setUTCMonth(d.getUTCMonth() + months);
  return d;
}

/** Runs `fn` so that its failure rolls back only its own writes, not the caller's transaction. */
async function attempt<T>(q: Queryable, fn: () => Promise<T>): Promise<{ ok: true; value: T } | { ok: false; error: unknown }> {
  await q.query('SAVEPOINT payments_attempt');
  try {
    const value = await fn();
    await q.query('RELEASE SAVEPOINT payments_attempt');
    return { ok: true, value };
  } catch (error) {
    await q.query('ROLLBACK TO SAVEPOINT payments_attempt');
    return { ok: false, error };
  }
}

const NOTIFIED_OUTCOMES = new Set([
  'paid',
  'paid_after_expiry',
  'renewed',
  'refunded_late_payment',
  'refunded_unfulfillable',
  'refunded_subscription_ended',
]);
const known = (outcome: string) => NOTIFIED_OUTCOMES.has(outcome);

export class PaymentsService {
  constructor(private readonly deps: Deps) {}

  private get db() {
    return this.deps.db;
  }

  resultUrl(order: Pick<OrderRow, 'id' | 'locale'>): string {
    return `${this.deps.shellUrl}/${order.locale}/payment/result?order_id=${order.id}`;
  }

  // ---------------------------------------------------------------- purchases

  async initiateAppointment(
    buyer: Buyer,
    locale: MarketLocale,
    input: { workerId: string; serviceId: string; startsAt: string; promoCode?: string; partnerEmail?: string },
  ): Promise<OrderRow> {
    serviceKindOrThrow(input.serviceId);
    const provider = this.deps.providers.forMarket(locale);
    const order = await this.db.tx(async (q) => {
      const quote = await this.deps.pricing.quote(q, {
        locale,
        serviceId: input.serviceId,
        workerId: input.workerId,
        purchaseKind: 'appointment',
        promoCode: input.promoCode,
        clientId: buyer.id,
        lock: true,
      });
      const hold = await this.deps.bookings().createHold(q, {
        workerId: input.workerId,
        clientId: buyer.id,
        serviceId: input.serviceId,
        startsAt: input.startsAt,
        partnerEmail: input.partnerEmail ?? null,
      });
      const created = await orders.insert(q, {
        id: randomUUID(),
        kind: 'appointment',
        client_id: buyer.id,
        locale,
        currency: quote.currency,
        list_amount_minor: quote.listMinor,
        discount_minor: quote.discountMinor,
        amount_minor: quote.priceMinor,
        promo_rule_id: quote.promoRuleId,
        worker_id: input.workerId,
        service_id: input.serviceId,
        quantity: 1,
        booking_id: hold.bookingId,
        starts_at: new Date(isoOf(hold.startsAt)!),
        provider: quote.priceMinor === 0 ? 'none' : provider.name,
        expires_at: new Date(isoOf(hold.holdExpiresAt)!),
        details: {},
      });
      return this.afterOrderInserted(q, created);
    });
    // A promo code that made the session free confirmed it inside the transaction: the partner hears now.
    if (order.status === 'paid') await this.invitePartner(order.booking_id, buyer.id);
    return order.status === 'pending' ? this.attachCheckout(order, provider) : order;
  }

  /**
   * The invited partner of a couple session gets their mail once the booking is confirmed and committed
   * (never for a booking that was rolled back). Best effort: the booking stands even if the mail does not go.
   */
  private async invitePartner(bookingId: string | null, clientId: string): Promise<void> {
    if (!bookingId) return;
    try {
      const { rows } = await this.db.query<{ name: string }>(
        `SELECT u.name FROM bookings b JOIN users u ON u.id = $2
          WHERE b.id = $1 AND b.partner_email IS NOT NULL AND u.deleted_at IS NULL`,
        [bookingId, clientId],
      );
      if (!rows[0]) return;
      await this.deps.sendPartnerInvite(bookingId, rows[0].name);
    } catch (err) {
      this.deps.log.warn({ err, bookingId }, 'partner invite not sent');
    }
  }

  async initiateSubscription(
    buyer: Buyer,
    locale: MarketLocale,
    input: { workerId: string; serviceId: string; sessionsPerMonth: number; promoCode?: string },
  ): Promise<OrderRow> {
    serviceKindOrThrow(input.serviceId);
    const provider = this.deps.providers.forMarket(locale);
    const order = await this.db.tx(async (q) => {
      const quote = await this.deps.pricing.quote(q, {
        locale,
        serviceId: input.serviceId,
        workerId: input.workerId,
        purchaseKind: 'subscription',
        promoCode: input.promoCode,
        clientId: buyer.id,
        sessionsPerMonth: input.sessionsPerMonth,
        lock: true,
      });
      if (quote.priceMinor === 0) {
        // Recurring billing is set up by the first charge; a free first month would leave nothing to renew.
        throw new ApiError(422, 'promo_not_for_purchase', 'A subscription cannot start with a free month.');
      }
      const active = await q.query(
        `SELECT 1 FROM subscriptions WHERE client_id = $1 AND worker_id = $2 AND service_id = $3 AND status = 'active' AND NOT cancel_at_period_end`,
        [buyer.id, input.workerId, input.serviceId],
      );
      if (active.rows.length > 0) {
        throw new ApiError(409, 'subscription_exists', 'You already have an active subscription with this therapist.');
      }
      const created = await orders.insert(q, {
        id: randomUUID(),
        kind: 'subscription',
        client_id: buyer.id,
        locale,
        currency: quote.currency,
        list_amount_minor: quote.listMinor,
        discount_minor: quote.discountMinor,
        amount_minor: quote.priceMinor,
        promo_rule_id: quote.promoRuleId,
        worker_id: input.workerId,
        service_id: input.serviceId,
        quantity: input.sessionsPerMonth,
        booking_id: null,
        starts_at: null,
        provider: provider.name,
        expires_at: new Date(Date.now() + this.deps.providers.config.orderTtlMinutes * 60_000),
        // Renewals are charged at the full monthly price: a promo code discounts the first month only.
        details: { period_amount_minor: quote.listMinor },
      });
      return this.afterOrderInserted(q, created);
    });
    return this.attachCheckout(order, provider, true);
  }

  async initiateBundle(buyer: Buyer, locale: MarketLocale, input: { serviceId: string; quantity: number; promoCode?: string }): Promise<OrderRow> {
    return this.initiateSimple(buyer, locale, 'bundle', { serviceId: input.serviceId, quantity: input.quantity, promoCode: input.promoCode, details: {} });
  }

  async initiateGiftcode(
    buyer: Buyer,
    locale: MarketLocale,
    input: { serviceId: string; sessions: number; recipientName?: string; senderName?: string; message?: string; promoCode?: string },
  ): Promise<OrderRow> {
    return this.initiateSimple(buyer, locale, 'giftcode', {
      serviceId: input.serviceId,
      quantity: input.sessions,
      promoCode: input.promoCode,
      details: {
        recipient_name: input.recipientName?.trim() || null,
        sender_name: input.senderName?.trim() || null,
        message: input.message?.trim() || null,
      },
    });
  }

  private async initiateSimple(
    buyer: Buyer,
    locale: MarketLocale,
    kind: Extract<PurchaseKind, 'bundle' | 'giftcode'>,
    input: { serviceId: string; quantity: number; promoCode?: string; details: Record<string, unknown> },
  ): Promise<OrderRow> {
    serviceKindOrThrow(input.serviceId);
    const provider = this.deps.providers.forMarket(locale);
    const order = await this.db.tx(async (q) => {
      const quote = await this.deps.pricing.quote(q, {
        locale,
        serviceId: input.serviceId,
        workerId: null,
        purchaseKind: kind,
        promoCode: input.promoCode,
        clientId: buyer.id,
        quantity: input.quantity,
        lock: true,
      });
      const created = await orders.insert(q, {
        id: randomUUID(),
        kind,
        client_id: buyer.id,
        locale,
        currency: quote.currency,
        list_amount_minor: quote.listMinor,
        discount_minor: quote.discountMinor,
        amount_minor: quote.priceMinor,
        promo_rule_id: quote.promoRuleId,
        worker_id: null,
        service_id: input.serviceId,
        quantity: input.quantity,
        booking_id: null,
        starts_at: null,
        provider: quote.priceMinor === 0 ? 'none' : provider.name,
        expires_at: new Date(Date.now() + this.deps.providers.config.orderTtlMinutes * 60_000),
        details: input.details,
      });
      return this.afterOrderInserted(q, created);
    });
    return order.status === 'pending' ? this.attachCheckout(order, provider) : order;
  }

  /** Reserves the promo use; an order a promo code made free is fulfilled at once, with no provider. */
  private async afterOrderInserted(q: Queryable, order: OrderRow): Promise<OrderRow> {
    const free = order.amount_minor === 0;
    if (order.promo_rule_id) {
      await this.deps.pricing.repo.reserveUsage(q, order.promo_rule_id, order.client_id, order.id, free ? 'used' : 'reserved');
    }
    if (!free) return order;
    await this.fulfil(q, order, null, new Date());
    await orders.setStatus(q, order.id, 'paid');
    return (await orders.find(q, order.id))!;
  }

  private async attachCheckout(order: OrderRow, provider: PaymentProvider, recurring = false): Promise<OrderRow> {
    try {
      const session = await provider.createCheckout({
        orderId: order.id,
        amountMinor: order.amount_minor,
        currency: order.currency,
        description: CHECKOUT_TEXTS[order.locale].description[order.kind],
        locale: order.locale,
        resultUrl: this.resultUrl(order),
        callbackUrl: `${this.deps.apiBaseUrl}/v4/payments/webhook/${provider.name}`,
        recurring,
      });
      await orders.setCheckout(this.db, order.id, session.checkoutUrl, session.providerRef);
      return { ...order, checkout_url: session.checkoutUrl, provider_ref: session.providerRef };
    } catch (err) {
      this.deps.log.error({ err, orderId: order.id }, 'payment provider refused the checkout');
      await this.db.tx(async (q) => {
        const locked = await orders.find(q, order.id, true);
        if (locked?.status === 'pending') await this.closeUnpaid(q, locked, 'cancelled', 'provider_unavailable');
      });
      throw new ApiError(502, 'payment_provider_unavailable', 'The payment provider is not answering; nothing was charged. Please try again.');
    }
  }

  // ---------------------------------------------------------------- fulfilment

  /** Delivers what the order bought. Throws when it cannot (e.g. the held slot is gone). */
  private async fulfil(q: Queryable, order: OrderRow, payment: PaymentRow | null, now: Date, recurringRef: string | null = null): Promise<void> {
    switch (order.kind) {
      case 'appointment':
        await this.deps.bookings().confirmHold(q, order.booking_id!, { orderId: order.id });
        return;
      case 'bundle':
        await this.deps.tokens.move(q, {
          clientId: order.client_id,
          locale: order.locale,
          serviceId: order.service_id,
          workerId: null,
          delta: order.quantity,
          reason: 'bundle_purchase',
          orderId: order.id,
          paymentId: payment?.id ?? null,
        });
        return;
      case 'giftcode':
        await this.deps.giftcodes.issue(q, {
          orderId: order.id,
          purchaserId: order.client_id,
          locale: order.locale,
          serviceId: order.service_id,
          sessions: order.quantity,
          recipientName: (order.details.recipient_name as string | null) ?? null,
          senderName: (order.details.sender_name as string | null) ?? null,
          message: (order.details.message as string | null) ?? null,
          expiresAt: addMonths(now, this.deps.providers.config.giftValidMonths),
        });
        return;
      case 'subscription':
        if (!payment) throw new Error('a subscription starts with a payment');
        await this.deps.subscriptions.start(
          q,
          {
            orderId: order.id,
            clientId: order.client_id,
            workerId: order.worker_id!,
            locale: order.locale,
            serviceId: order.service_id,
            sessions: order.quantity,
            periodAmountMinor: Number(order.details.period_amount_minor ?? order.amount_minor),
            currency: order.currency,
            paymentId: payment.id,
            recurringRef,
            now,
          },
          this.deps.tokens,
        );
        return;
    }
  }

  /** Ends an unpaid order: its held slot and its promo reservation are given back. */
  private async closeUnpaid(q: Queryable, order: OrderRow, status: 'cancelled' | 'expired', reason: string): Promise<void> {
    await orders.setStatus(q, order.id, status);
    await this.deps.pricing.repo.settleUsage(q, order.id, 'released');
    if (order.booking_id) {
      // The hold may already be gone (scheduling's own sweep); that must not keep the order pending.
      const released = await attempt(q, () => this.deps.bookings().releaseHold(q, order.booking_id!, reason));
      if (!released.ok) this.deps.log.warn({ err: released.error, orderId: order.id }, 'hold was not released');
    }
  }

  private async refund(
    q: Queryable,
    order: OrderRow,
    payment: PaymentRow,
    destination: 'payment' | 'token',
    reason: 'client_cancelled' | 'therapist_cancelled' | 'system_cancelled' | 'late_payment',
    bookingId: string | null,
  ) {
    const refund = await orders.insertRefund(q, {
      paymentId: payment.id,
      orderId: order.id,
      bookingId,
      amountMinor: payment.amount_minor,
      currency: payment.currency,
      destination,
      reason,
      status: destination === 'token' ? 'succeeded' : 'pending',
    });
    if (destination === 'token') {
      await this.deps.tokens.move(q, {
        clientId: order.client_id,
        locale: order.locale,
        serviceId: order.service_id,
        workerId: null,
        delta: 1,
        reason: 'refund_to_token',
        refundId: refund.id,
      });
      return refund;
    }
    const base = { orderId: order.id, paymentId: payment.id, refundId: refund.id, amountMinor: payment.amount_minor, currency: payment.currency };
    if (await orders.hasCredit(q, payment.id)) await this.deps.ledger.record(q, { ...base, entry: 'credit_reversal' });
    await this.deps.ledger.record(q, { ...base, entry: 'refund_out' });
    return refund;
  }

  // ---------------------------------------------------------------- webhook

  /** Verifies, then applies one provider callback exactly once. */
  async handleWebhook(providerName: string, input: WebhookInput): Promise<WebhookResult> {
    const provider = this.deps.providers.byName(providerName);
    if (!provider) throw new ApiError(404, 'unknown_provider', `No payment provider "${providerName}" is configured.`);
    let event: ProviderEvent | null;
    try {
      event = provider.verifyWebhook(input);
    } catch (err) {
      if (err instanceof WebhookVerificationError) {
        throw new ApiError(err.reason === 'malformed_payload' ? 400 : 401, 'invalid_signature', err.message);
      }
      throw err;
    }
    if (!event) return { duplicate: false, outcome: 'ignored' };
    return this.applyEvent(provider.name, event);
  }

  async applyEvent(providerName: string, event: ProviderEvent): Promise<WebhookResult> {
    const result = await this.db.tx(async (q) => {
      const orderId = UUID.test(event.orderId) ? event.orderId : null;
      // The order is locked before the event row is written: the event's foreign key would otherwise take a
      // share lock first, and two deliveries upgrading to the order lock would deadlock each other.
      const known = orderId ? await orders.find(q, orderId, true) : null;
      const eventRowId = await orders.insertEvent(q, {
        provider: providerName,
        eventId: event.eventId,
        type: event.type,
        orderId: known ? known.id : null,
        amountMinor: event.amountMinor,
        currency: event.currency,
        occurredAt: event.occurredAt,
        payload: event.payload,
      });
      if (!eventRowId) {
        return { duplicate: true, outcome: (await orders.eventOutcome(q, providerName, event.eventId)) ?? 'duplicate' };
      }
      const outcome = known ? await this.applyToOrder(q, providerName, event, eventRowId, known.id) : 'unknown_order';
      await orders.setEventOutcome(q, eventRowId, outcome);
      if (outcome === 'amount_mismatch' || outcome === 'currency_mismatch' || outcome === 'second_charge_needs_review') {
        this.deps.log.error({ provider: providerName, eventId: event.eventId, orderId: event.orderId, outcome }, 'payment callback needs review');
      }
      return { duplicate: false, outcome };
    });
    if (result.outcome.startsWith('refund')) await this.flushRefunds();
    if (!result.duplicate && known(result.outcome)) await this.notifyClient(event.orderId, result.outcome);
    if (!result.duplicate && (result.outcome === 'paid' || result.outcome === 'paid_after_expiry')) {
      const order = await orders.find(this.db, event.orderId);
      if (order?.kind === 'appointment') await this.invitePartner(order.booking_id, order.client_id);
    }
    return result;
  }

  private async applyToOrder(q: Queryable, providerName: string, event: ProviderEvent, eventRowId: string, orderId: string): Promise<string> {
    const order = (await orders.find(q, orderId, true))!;
    const now = new Date();
    switch (event.type) {
      case 'payment.failed':
        if (order.status !== 'pending') return 'ignored_not_pending';
        await orders.mergeDetails(q, order.id, { last_payment_error: 'declined' });
        // The order stays open for another card until it expires: for an appointment that keeps the chosen
        // time held (the hold's 15 minutes, no longer) and the promo price, so "try again" goes straight
        // back to paying. At expiry the sweep releases the time as for any unpaid order.
        return 'declined';
      case 'payment.cancelled':
        if (order.status !== 'pending') return 'ignored_not_pending';
        await this.closeUnpaid(q, order, 'cancelled', 'payment_cancelled');
        return 'cancelled';
      case 'refund.succeeded':
        return (await orders.confirmRefund(q, order.id)) ? 'refund_confirmed' : 'refund_unmatched';
      case 'payment.succeeded':
        break;
    }

    if (event.currency !== order.currency) return 'currency_mismatch';

    // A later month of a running subscription.
    if (order.kind === 'subscription' && (order.status === 'paid' || order.status === 'refunded')) {
      const subscription = await this.deps.subscriptions.byOrder(q, order.id, true);
      if (!subscription) return 'second_charge_needs_review';
      if (event.amountMinor !== subscription.period_amount_minor) return 'amount_mismatch';
      const existing = await orders.paymentByProviderId(q, providerName, event.providerPaymentId);
      if (existing) return 'already_applied';
      const periodIndex = event.periodIndex ?? (await this.deps.subscriptions.nextPeriodIndex(q, subscription.id));
      if (await orders.paymentFor(q, order.id, periodIndex)) return 'already_applied';
      const payment = await orders.insertPayment(q, {
        orderId: order.id,
        provider: providerName,
        providerPaymentId: event.providerPaymentId,
        amountMinor: event.amountMinor,
        currency: event.currency,
        periodIndex,
        eventRowId,
      });
      await this.deps.ledger.record(q, { orderId: order.id, paymentId: payment.id, entry: 'payment_in', amountMinor: payment.amount_minor, currency: payment.currency });
      // A charge after the client cancelled (the provider had not stopped yet) goes straight back.
      if (subscription.status !== 'active' || subscription.cancel_at_period_end) {
        await this.refund(q, order, payment, 'payment', 'system_cancelled', null);
        return 'refunded_subscription_ended';
      }
      await this.deps.subscriptions.renew(q, subscription, payment.id, periodIndex, this.deps.tokens);
      await this.deps.ledger.record(q, { orderId: order.id, paymentId: payment.id, entry: 'credit', amountMinor: payment.amount_minor, currency: payment.currency });
      return 'renewed';
    }

    if (event.amountMinor !== order.amount_minor) return 'amount_mismatch';
    if (order.status === 'paid' || order.status === 'refunded') {
      const existing = await orders.paymentByProviderId(q, providerName, event.providerPaymentId);
      return existing ? 'already_applied' : 'second_charge_needs_review';
    }

    const payment = await orders.insertPayment(q, {
      orderId: order.id,
      provider: providerName,
      providerPaymentId: event.providerPaymentId,
      amountMinor: event.amountMinor,
      currency: event.currency,
      periodIndex: 1,
      eventRowId,
    });
    await this.deps.ledger.record(q, { orderId: order.id, paymentId: payment.id, entry: 'payment_in', amountMinor: payment.amount_minor, currency: payment.currency });

    const wasOpen = order.status === 'pending';
    if (!wasOpen && order.kind === 'appointment') {
      // The money came after the slot was given back: it goes straight back to the payer.
      await this.refund(q, order, payment, 'payment', 'late_payment', order.booking_id);
      await orders.setStatus(q, order.id, 'refunded');
      return 'refunded_late_payment';
    }
    const fulfilled = await attempt(q, () => this.fulfil(q, order, payment, now, event.recurringRef ?? null));
    if (!fulfilled.ok) {
      this.deps.log.warn({ err: fulfilled.error, orderId: order.id }, 'paid order could not be fulfilled; refunding');
      if (order.booking_id) await attempt(q, () => this.deps.bookings().releaseHold(q, order.booking_id!, 'payment_unusable'));
      await this.refund(q, order, payment, 'payment', 'system_cancelled', order.booking_id);
      await orders.setStatus(q, order.id, 'refunded');
      await this.deps.pricing.repo.settleUsage(q, order.id, 'released');
      return 'refunded_unfulfillable';
    }
    await this.deps.ledger.record(q, { orderId: order.id, paymentId: payment.id, entry: 'credit', amountMinor: payment.amount_minor, currency: payment.currency });
    await orders.setStatus(q, order.id, 'paid');
    if (wasOpen) await this.deps.pricing.repo.settleUsage(q, order.id, 'used');
    else await q.query(`UPDATE promo_usages SET status = 'used', updated_at = now() WHERE order_id = $1`, [order.id]);
    return wasOpen ? 'paid' : 'paid_after_expiry';
  }

  /** A receipt or a refund notice after a callback changed something the client should know. Best effort. */
  private async notifyClient(orderId: string, outcome: string): Promise<void> {
    if (!this.deps.sendMail) return;
    try {
      const order = await orders.find(this.db, orderId);
      if (!order) return;
      const { rows } = await this.db.query<{ email: string | null; name: string }>(
        `SELECT email, name FROM users WHERE id = $1 AND deleted_at IS NULL`,
        [order.client_id],
      );
      const user = rows[0];
      if (!user?.email) return;
      const texts = PAYMENT_MAIL_TEXTS[order.locale];
      const market = MARKETS[order.locale];
      const link = `${this.resultUrl(order)}&status=${order.status === 'paid' ? 'paid' : 'cancelled'}`;
      if (outcome.startsWith('refunded')) {
        const amount = formatPrice(order.amount_minor / 100, order.currency, order.locale);
        await this.deps.sendMail({ to: user.email, locale: order.locale, subject: texts.refundSubject, text: texts.refund({ name: user.name, amount, link }) });
        return;
      }
      let kind: ReceiptKind = order.kind;
      let amountMinor = order.amount_minor;
      let quantity = order.quantity;
      if (outcome === 'renewed') {
        const subscription = await this.deps.subscriptions.byOrder(this.db, order.id);
        kind = 'renewal';
        amountMinor = subscription?.period_amount_minor ?? amountMinor;
        quantity = subscription?.sessions_per_period ?? quantity;
      }
      const when = order.starts_at
        ? `${new Intl.DateTimeFormat(market.locales.booking_calendar_locale, {
            dateStyle: 'full',
            timeStyle: 'short',
            timeZone: market.timezone,
          }).format(order.starts_at)} (${market.locales.timezone_suffix})`
        : null;
      const gift = order.kind === 'giftcode' ? await this.deps.giftcodes.byOrder(this.db, order.id) : null;
      await this.deps.sendMail({
        to: user.email,
        locale: order.locale,
        subject: texts.receiptSubject,
        text: texts.receipt({
          name: user.name,
          amount: formatPrice(amountMinor / 100, order.currency, order.locale),
          kind,
          when,
          quantity,
          giftCode: gift?.code ?? null,
          link,
        }),
      });
    } catch (err) {
      this.deps.log.warn({ err, orderId }, 'payment e-mail not sent');
    }
  }

  // ---------------------------------------------------------------- refunds to the provider

  private flushing: Promise<number> | null = null;
  private readonly timers = new Set<NodeJS.Timeout>();

  /** Stops scheduled work and waits for a refund run in flight (the app is closing). */
  async close(): Promise<void> {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    await this.flushing?.catch(() => undefined);
  }

  /**
   * Asks providers for the refunds written but not yet sent. Safe to call any time, from anywhere: calls in
   * one process run one after another, so a refund is never sent twice from here (across processes the
   * providers' own idempotency keys and over-refund checks are the guard).
   */
  async flushRefunds(): Promise<number> {
    const previous = this.flushing ?? Promise.resolve(0);
    const run = previous.catch(() => 0).then(() => this.sendUnsentRefunds());
    this.flushing = run;
    try {
      return await run;
    } finally {
      if (this.flushing === run) this.flushing = null;
    }
  }

  private async sendUnsentRefunds(): Promise<number> {
    const pending = await orders.unsentRefunds(this.db);
    let sent = 0;
    for (const refund of pending) {
      const provider = this.deps.providers.byName(refund.provider);
      if (!provider) continue;
      try {
        const result = await provider.refund({
          orderId: refund.order_id,
          providerPaymentId: refund.provider_payment_id,
          amountMinor: refund.amount_minor,
          currency: refund.currency as 'UAH',
        });
        await orders.markRefundSent(this.db, refund.id, result.providerRefundId, result.status);
        sent += 1;
      } catch (err) {
        this.deps.log.warn({ err, refundId: refund.id }, 'refund not sent yet; the sweep retries');
      }
    }
    return sent;
  }

  // ---------------------------------------------------------------- cancellations

  /** Called by scheduling inside its cancellation transaction. */
  async onBookingCancelled(q: Queryable, input: BookingCancelledInput): Promise<{ outcome: string }> {
    const debit = await this.deps.tokens.bookingDebit(q, input.bookingId);
    if (debit) {
      if (input.cancelledBy === 'client' && input.late) return { outcome: 'kept' };
      await this.deps.tokens.move(q, {
        clientId: debit.account.client_id,
        locale: debit.account.locale,
        serviceId: debit.account.service_id,
        workerId: debit.account.worker_id,
        delta: 1,
        reason: 'booking_returned',
        bookingId: input.bookingId,
      });
      return { outcome: 'token_returned' };
    }
    const order = await orders.findByBooking(q, input.bookingId);
    if (!order) return { outcome: 'nothing_paid' };
    if (order.status === 'pending') {
      // The client gave up the slot before paying: the order ends with it (scheduling frees the booking).
      await orders.setStatus(q, order.id, 'cancelled');
      await this.deps.pricing.repo.settleUsage(q, order.id, 'released');
      return { outcome: 'order_cancelled' };
    }
    if (order.status !== 'paid') return { outcome: 'nothing_paid' };
    if (input.cancelledBy === 'client' && input.late) return { outcome: 'kept' };
    const payment = await orders.paymentFor(q, order.id, 1);
    if (!payment) return { outcome: 'nothing_paid' };
    const already = await orders.refundFor(q, order.id);
    if (already) return { outcome: 'already_refunded' };
    const reason = input.cancelledBy === 'client' ? 'client_cancelled' : input.cancelledBy === 'therapist' ? 'therapist_cancelled' : 'system_cancelled';
    await this.refund(q, order, payment, input.refundTo, reason, input.bookingId);
    if (input.refundTo === 'payment') {
      await orders.setStatus(q, order.id, 'refunded');
      // Sent after scheduling's transaction commits; the sweep picks it up if this first try comes too early.
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        void this.flushRefunds().catch(() => undefined);
      }, 50);
      timer.unref();
      this.timers.add(timer);
      return { outcome: 'refunded_to_payment' };
    }
    return { outcome: 'refunded_to_token' };
  }

  // ---------------------------------------------------------------- subscriptions

  /** Stops renewals here and at the provider; the paid month stays usable until its end. */
  async cancelSubscription(clientId: string, subscriptionId: string) {
    const subscription = await this.db.tx((q) => this.deps.subscriptions.cancel(q, clientId, subscriptionId));
    const order = await orders.find(this.db, subscription.order_id);
    const provider = order ? this.deps.providers.byName(order.provider) : null;
    if (provider && order) {
      try {
        await provider.cancelRecurring({ orderId: order.id, recurringRef: subscription.provider_subscription_ref });
      } catch (err) {
        // Our side is cancelled either way: a charge that still comes is refunded when it arrives.
        this.deps.log.warn({ err, subscriptionId }, 'provider did not confirm the end of recurring charges');
      }
    }
    return subscription;
  }

  // ---------------------------------------------------------------- tokens

  async useToken(
    clientId: string,
    locale: MarketLocale,
    input: { workerId: string; serviceId: string; startsAt: string; partnerEmail?: string },
  ): Promise<{ bookingId: string; startsAt: string; endsAt: string; tokensLeft: number }> {
    serviceKindOrThrow(input.serviceId);
    const result = await this.db.tx(async (q) => {
      await this.deps.pricing.sessionPriceMinor(q, locale, input.serviceId, input.workerId);
      const account = await this.deps.tokens.lockAccountForBooking(q, clientId, locale, input.serviceId, input.workerId);
      const booking = await this.deps.bookings().createConfirmedBooking(q, {
        workerId: input.workerId,
        clientId,
        serviceId: input.serviceId,
        startsAt: input.startsAt,
        source: account.worker_id ? 'subscription' : 'token',
        sourceRef: account.id,
        partnerEmail: input.partnerEmail ?? null,
      });
      const bookingId = bookingIdOf(booking);
      await this.deps.tokens.move(q, {
        clientId,
        locale,
        serviceId: input.serviceId,
        workerId: account.worker_id,
        delta: -1,
        reason: 'booking',
        bookingId,
      });
      const left = await q.query<{ n: number }>(
        `SELECT coalesce(sum(balance), 0)::int AS n FROM token_accounts
          WHERE client_id = $1 AND locale = $2 AND service_id = $3 AND (worker_id IS NULL OR worker_id = $4)`,
        [clientId, locale, input.serviceId, input.workerId],
      );
      const b = booking as { startsAt?: unknown; endsAt?: unknown; starts_at?: unknown; ends_at?: unknown };
      return {
        bookingId,
        startsAt: isoOf(b.startsAt ?? b.starts_at) ?? new Date(input.startsAt).toISOString(),
        endsAt: isoOf(b.endsAt ?? b.ends_at) ?? new Date(input.startsAt).toISOString(),
        tokensLeft: left.rows[0]!.n,
      };
    });
    await this.invitePartner(result.bookingId, clientId);
    return result;
  }

  // ---------------------------------------------------------------- order status and expiry

  /** The result page's view of an order; an unpaid order past its time is expired on the spot. */
  async orderForClient(clientId: string, orderId: string, isAdmin = false) {
    let order = await orders.find(this.db, orderId);
    if (!order || (!isAdmin && order.client_id !== clientId)) {
      throw new ApiError(404, 'order_not_found', 'No order of yours with this id.');
    }
    if (order.status === 'pending' && order.expires_at.getTime() <= Date.now()) {
      await this.expireOrder(order.id, new Date());
      order = (await orders.find(this.db, orderId))!;
    }
    const [refund, gift, subscription] = await Promise.all([
      orders.refundFor(this.db, order.id),
      order.kind === 'giftcode' ? this.deps.giftcodes.byOrder(this.db, order.id) : Promise.resolve(null),
      order.kind === 'subscription' ? this.deps.subscriptions.byOrder(this.db, order.id) : Promise.resolve(null),
    ]);
    return { order, refund, gift, subscription };
  }

  /** The PDF receipt of one of the client's paid orders, in the order's language and currency. */
  async receiptFor(client: { id: string; name: string }, orderId: string): Promise<{ orderId: string; pdf: Buffer }> {
    const order = await orders.find(this.db, orderId);
    // Someone else's order answers exactly like a missing one, so ids cannot be probed.
    if (!order || order.client_id !== client.id) throw new ApiError(404, 'order_not_found', 'No order of yours with this id.');
    if (!order.paid_at) throw new ApiError(409, 'order_not_paid', 'A receipt exists once the order is paid.');
    const refund = await orders.refundFor(this.db, order.id);
    const pdf = await renderReceipt({
      locale: order.locale,
      orderId: order.id,
      kind: order.kind,
      quantity: order.quantity,
      currency: order.currency,
      listMinor: Number(order.list_amount_minor),
      discountMinor: Number(order.discount_minor),
      paidMinor: Number(order.amount_minor),
      refundedMinor: refund ? Number(refund.amount_minor) : 0,
      paidAt: new Date(order.paid_at),
      sessionAt: order.starts_at ? new Date(order.starts_at) : null,
      buyerName: client.name,
    });
    return { orderId: order.id, pdf };
  }

  async expireOrder(orderId: string, now: Date): Promise<boolean> {
    return this.db.tx(async (q) => {
      const order = await orders.find(q, orderId, true);
      if (!order || order.status !== 'pending' || order.expires_at.getTime() > now.getTime()) return false;
      await this.closeUnpaid(q, order, 'expired', 'payment_expired');
      return true;
    });
  }

  /** The timer's work: expire unpaid orders, end or renew subscriptions, resend refunds. */
  async sweep(now: Date = new Date()): Promise<{ expired: number; renewed: number; ended: number; refundsSent: number }> {
    let expired = 0;
    for (const id of await orders.duePending(this.db, now)) {
      if (await this.expireOrder(id, now)) expired += 1;
    }
    let renewed = 0;
    let ended = 0;
    for (const subscription of await this.deps.subscriptions.due(this.db, now)) {
      const order = await orders.find(this.db, subscription.order_id);
      if (!order) continue;
      if (subscription.cancel_at_period_end) {
        await this.deps.subscriptions.end(this.db, subscription.id);
        ended += 1;
        continue;
      }
      // Real providers charge renewals themselves and call back; the sandbox plays that part here.
      if (order.provider !== 'sandbox') continue;
      const periodIndex = await this.deps.subscriptions.nextPeriodIndex(this.db, subscription.id);
      const sandbox = this.deps.providers.sandbox;
      const signed = sandbox.signEvent({
        event_id: `sbx_renewal_${subscription.id}_${periodIndex}`,
        type: 'payment.succeeded',
        order_id: order.id,
        amount_minor: subscription.period_amount_minor,
        currency: subscription.currency,
        payment_id: `sbx_pay_${subscription.id}_${periodIndex}`,
        occurred_at: now.toISOString(),
        period_index: periodIndex,
      });
      const response = await this.deps.deliverSandboxCallback(signed.rawBody, signed.signatureHeader);
      if (response.statusCode === 200) renewed += 1;
    }
    const refundsSent = await this.flushRefunds();
    return { expired, renewed, ended, refundsSent };
  }

  // ---------------------------------------------------------------- sandbox checkout

  /** The sandbox "bank": turns a button on its checkout page into a signed callback to our webhook. */
  async sandboxAction(order: OrderRow, action: 'pay' | 'decline' | 'cancel'): Promise<{ status: 'paid' | 'declined' | 'cancelled' | 'pending'; outcome: string }> {
    const sandbox = this.deps.providers.sandbox;
    const type = action === 'pay' ? 'payment.succeeded' : action === 'decline' ? 'payment.failed' : 'payment.cancelled';
    const signed = sandbox.signEvent({
      event_id: sandbox.newEventId(),
      type,
      order_id: order.id,
      amount_minor: order.amount_minor,
      currency: order.currency,
      payment_id: action === 'pay' ? `sbx_pay_${randomUUID()}` : null,
      occurred_at: new Date().toISOString(),
      period_index: action === 'pay' ? 1 : null,
    });
    const response = await this.deps.deliverSandboxCallback(signed.rawBody, signed.signatureHeader);
    const outcome = response.statusCode === 200 ? ((JSON.parse(response.body) as { outcome?: string }).outcome ?? 'unknown') : 'rejected';
    const status =
      outcome === 'paid' || outcome === 'paid_after_expiry' ? 'paid' : action === 'decline' ? 'declined' : action === 'cancel' ? 'cancelled' : 'pending';
    return { status, outcome };
  }

  // ---------------------------------------------------------------- account deletion

  /** Accounting keeps orders, payments, refunds and movements; names and messages go. */
  static async scrubPersonalData(q: Queryable, userId: string): Promise<void> {
    await q.query(
      `UPDATE orders SET details = details - 'recipient_name' - 'sender_name' - 'message' - 'partner_email', updated_at = now()
        WHERE client_id = $1`,
      [userId],
    );
    await q.query(
      `UPDATE gift_codes SET recipient_name = NULL, sender_name = NULL, message = NULL WHERE purchaser_id = $1`,
      [userId],
    );
    await q.query(`DELETE FROM promo_lookups WHERE user_id = $1`, [userId]);
    // Providers' callbacks can carry the payer's name or card mask; the columns keep what accounting needs.
    await q.query(
      `UPDATE provider_events SET payload = '{"redacted":true}'::jsonb
        WHERE order_id IN (SELECT id FROM orders WHERE client_id = $1)`,
      [userId],
    );
    // A deleted client cannot attend: future subscription renewals stop.
    await q.query(
      `UPDATE subscriptions SET cancel_at_period_end = true, cancelled_at = coalesce(cancelled_at, now()), updated_at = now()
        WHERE client_id = $1 AND status = 'active'`,
      [userId],
    );
  }
}
