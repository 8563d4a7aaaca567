// Callbacks: provider events (webhook and the sandbox "bank"), applied exactly once each, and the e-mail
// that tells the client what a callback changed.
import { randomUUID } from 'node:crypto';
import { formatPrice } from '@rozmova/contracts/format';
import { formatZonedDateTime } from '@rozmova/contracts/time-zones';
import { ApiError } from '../../../../errors';
import type { Queryable } from '../../../external/db';
import type { ProviderEvent, WebhookInput } from '../../providers';
import { WebhookVerificationError } from '../../providers';
import { cancellationTerms } from '@rozmova/contracts/booking-terms';
import { PAYMENT_MAIL_TEXTS } from '../mail-texts';
import { ordersRepository as orders, type OrderRow } from '../orders-repository';
import { attempt, resultUrlOf, type PaymentsDeps } from './deps';
import type { Fulfilment } from './fulfilment';
import type { Refunds } from './refunds';
import {
  isPaidOutcome,
  isRefundNotice,
  needsReview,
  notifiesClient,
  orderIdOf,
  paidOutcome,
  paymentStep,
  receiptOf,
  renewalEnded,
  renewalRefusal,
  resultStatus,
  sandboxEventType,
  sandboxOutcome,
  sandboxStatus,
  sendsRefunds,
  unpaidEventRefusal,
  verificationStatus,
} from '../callback-rules';

export interface WebhookResult {
  duplicate: boolean;
  outcome: string;
}

export class Callbacks {
  constructor(
    private readonly deps: PaymentsDeps,
    private readonly fulfilment: Fulfilment,
    private readonly refunds: Refunds,
  ) {}

  /** Verifies, then applies one provider callback exactly once. */
  async handleWebhook(providerName: string, input: WebhookInput): Promise<WebhookResult> {
    const provider = this.deps.providers.byName(providerName);
    if (!provider) throw new ApiError(404, 'unknown_provider', `No payment provider "${providerName}" is configured.`);
    let event: ProviderEvent | null;
    try {
      event = provider.verifyWebhook(input, new Date(this.deps.clock.now()));
    } catch (err) {
      if (err instanceof WebhookVerificationError) {
        throw new ApiError(verificationStatus(err.reason), 'invalid_signature', err.message);
      }
      throw err;
    }
    if (!event) return { duplicate: false, outcome: 'ignored' };
    return this.applyEvent(provider.name, event);
  }

  async applyEvent(providerName: string, event: ProviderEvent): Promise<WebhookResult> {
    const result = await this.deps.db.tx(async (q) => {
      const orderId = orderIdOf(event.orderId);
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
      // The client's receipt or refund notice, and a paid couple session's partner invite, are written with
      // the change they tell about; the outbox sends them once this commits.
      if (known && notifiesClient(outcome)) await this.notifyClient(q, known.id, outcome);
      if (known && isPaidOutcome(outcome)) {
        const order = await orders.find(q, known.id);
        if (order?.kind === 'appointment') await this.fulfilment.invitePartner(q, order.booking_id, order.client_id);
      }
      if (needsReview(outcome)) {
        this.deps.log.error(
          { provider: providerName, eventId: event.eventId, orderId: event.orderId, outcome },
          'payment callback needs review',
        );
      }
      return { duplicate: false, outcome };
    });
    if (sendsRefunds(result.outcome)) await this.refunds.flushRefunds();
    return result;
  }

  private async applyToOrder(
    q: Queryable,
    providerName: string,
    event: ProviderEvent,
    eventRowId: string,
    orderId: string,
  ): Promise<string> {
    const order = (await orders.find(q, orderId, true))!;
    const now = new Date(this.deps.clock.now());
    switch (event.type) {
      case 'payment.failed':
        if (unpaidEventRefusal(order)) return 'ignored_not_pending';
        await orders.mergeDetails(q, order.id, { last_payment_error: 'declined' });
        // The order stays open for another card until it expires: for an appointment that keeps the chosen
        // time held (the hold's 15 minutes, no longer) and the promo price, so "try again" goes straight
        // back to paying. At expiry the sweep releases the time as for any unpaid order.
        return 'declined';
      case 'payment.cancelled':
        if (unpaidEventRefusal(order)) return 'ignored_not_pending';
        await this.fulfilment.closeUnpaid(q, order, 'cancelled', 'payment_cancelled');
        return 'cancelled';
      case 'refund.succeeded':
        return (await orders.confirmRefund(q, order.id)) ? 'refund_confirmed' : 'refund_unmatched';
      case 'payment.succeeded':
        break;
    }

    const step = paymentStep(event, order);
    if (step === 'currency_mismatch' || step === 'amount_mismatch') return step;
    if (step === 'renewal') return this.applyRenewal(q, providerName, event, eventRowId, order);
    if (step === 'repeat') {
      const existing = await orders.paymentByProviderId(q, providerName, event.providerPaymentId);
      if (existing) return 'already_applied';
      return this.refundSecondCharge(q, providerName, event, eventRowId, order);
    }

    const payment = await this.recordPayment(q, providerName, event, eventRowId, order, 1);

    if (step === 'late_payment') {
      // The money came after the slot was given back: it goes straight back to the payer.
      await this.fulfilment.refund(q, order, payment, 'payment', 'late_payment', order.booking_id);
      await orders.setStatus(q, order.id, 'refunded');
      return 'refunded_late_payment';
    }
    const fulfilled = await attempt(q, () =>
      this.fulfilment.fulfil(q, order, payment, now, event.recurringRef ?? null),
    );
    if (!fulfilled.ok) {
      this.deps.log.warn({ err: fulfilled.error, orderId: order.id }, 'paid order could not be fulfilled; refunding');
      if (order.booking_id)
        await attempt(q, () => this.deps.bookings.releaseHold(q, order.booking_id!, 'payment_unusable'));
      await this.fulfilment.refund(q, order, payment, 'payment', 'system_cancelled', order.booking_id);
      await orders.setStatus(q, order.id, 'refunded');
      await this.deps.pricing.repo.settleUsage(q, order.id, 'released');
      return 'refunded_unfulfillable';
    }
    await this.deps.ledger.record(q, {
      orderId: order.id,
      paymentId: payment.id,
      entry: 'credit',
      amountMinor: payment.amount_minor,
      currency: payment.currency,
    });
    const outcome = paidOutcome(order);
    await orders.setStatus(q, order.id, 'paid');
    if (outcome === 'paid') await this.deps.pricing.repo.settleUsage(q, order.id, 'used');
    else await this.deps.pricing.repo.markUsageUsed(q, order.id);
    return outcome;
  }

  /** The money that came in, as a payment row and its `payment_in` journal entry. */
  private async recordPayment(
    q: Queryable,
    providerName: string,
    event: ProviderEvent,
    eventRowId: string,
    order: OrderRow,
    periodIndex: number,
  ) {
    const payment = await orders.insertPayment(q, {
      orderId: order.id,
      provider: providerName,
      providerPaymentId: event.providerPaymentId,
      amountMinor: event.amountMinor,
      currency: event.currency,
      periodIndex,
      eventRowId,
    });
    await this.deps.ledger.record(q, {
      orderId: order.id,
      paymentId: payment.id,
      entry: 'payment_in',
      amountMinor: payment.amount_minor,
      currency: payment.currency,
    });
    return payment;
  }

  /**
   * Money for an order that is already paid (the client paid twice, or the provider charged twice): it is
   * recorded as a payment of its own, journalled as money in, and refunded whole to where it came from. The
   * refund goes out through the provider by the refunds job (api/docs/payments.md, "Second charges").
   */
  private async refundSecondCharge(
    q: Queryable,
    providerName: string,
    event: ProviderEvent,
    eventRowId: string,
    order: OrderRow,
  ): Promise<string> {
    const payment = await orders.insertPayment(q, {
      orderId: order.id,
      provider: providerName,
      providerPaymentId: event.providerPaymentId,
      amountMinor: event.amountMinor,
      currency: event.currency,
      periodIndex: 1,
      eventRowId,
      kind: 'second_charge',
    });
    await this.deps.ledger.record(q, {
      orderId: order.id,
      paymentId: payment.id,
      entry: 'payment_in',
      amountMinor: payment.amount_minor,
      currency: payment.currency,
    });
    await this.fulfilment.refund(q, order, payment, 'payment', 'second_charge', null);
    return 'refunded_second_charge';
  }

  /** A later month of a running subscription. */
  private async applyRenewal(
    q: Queryable,
    providerName: string,
    event: ProviderEvent,
    eventRowId: string,
    order: OrderRow,
  ): Promise<string> {
    const subscription = await this.deps.subscriptions.byOrder(q, order.id, true);
    if (!subscription) return this.refundSecondCharge(q, providerName, event, eventRowId, order);
    if (renewalRefusal(event, subscription)) return 'amount_mismatch';
    const existing = await orders.paymentByProviderId(q, providerName, event.providerPaymentId);
    if (existing) return 'already_applied';
    const periodIndex = event.periodIndex ?? (await this.deps.subscriptions.nextPeriodIndex(q, subscription.id));
    if (await orders.paymentFor(q, order.id, periodIndex)) return 'already_applied';
    const payment = await this.recordPayment(q, providerName, event, eventRowId, order, periodIndex);
    // A charge after the client cancelled (the provider had not stopped yet) goes straight back.
    if (renewalEnded(subscription)) {
      await this.fulfilment.refund(q, order, payment, 'payment', 'system_cancelled', null);
      return 'refunded_subscription_ended';
    }
    await this.deps.subscriptions.renew(q, subscription, payment.id, periodIndex, this.deps.tokens);
    await this.deps.ledger.record(q, {
      orderId: order.id,
      paymentId: payment.id,
      entry: 'credit',
      amountMinor: payment.amount_minor,
      currency: payment.currency,
    });
    return 'renewed';
  }

  /** A receipt or a refund notice for a callback that changed something the client should know. */
  private async notifyClient(q: Queryable, orderId: string, outcome: string): Promise<void> {
    const order = await orders.find(q, orderId);
    if (!order) return;
    const user = await this.deps.contactOf(order.client_id, q);
    if (!user?.email) return;
    const texts = PAYMENT_MAIL_TEXTS[order.locale];
    const link = `${resultUrlOf(this.deps.shellUrl, order)}&status=${resultStatus(order)}`;
    const mail = { userId: order.client_id, bookingId: order.booking_id, to: user.email, locale: order.locale };
    if (isRefundNotice(outcome)) {
      const amount = formatPrice(order.amount_minor / 100, order.currency, order.locale);
      await this.deps.enqueueMail(q, {
        ...mail,
        purpose: 'payment_refund',
        subject: texts.refundSubject,
        text: texts.refund({ name: user.name, amount, link }),
      });
      return;
    }
    const subscription = outcome === 'renewed' ? await this.deps.subscriptions.byOrder(q, order.id) : null;
    const { kind, amountMinor, quantity } = receiptOf(order, outcome, subscription);
    const when = order.starts_at ? formatZonedDateTime(order.starts_at, user.timezone, order.locale) : null;
    // The one rule (contracts' booking-terms): a session less than 24 h ahead gets no deadline that has passed.
    const terms = order.starts_at ? cancellationTerms(order.starts_at, this.deps.clock.now()) : null;
    const freeUntil =
      terms === null
        ? undefined
        : terms.kind === 'free_until'
          ? formatZonedDateTime(terms.deadline, user.timezone, order.locale, { dateStyle: 'long' })
          : null;
    const gift = order.kind === 'giftcode' ? await this.deps.giftcodes.byOrder(q, order.id) : null;
    await this.deps.enqueueMail(q, {
      ...mail,
      purpose: 'payment_receipt',
      subject: texts.receiptSubject,
      text: texts.receipt({
        name: user.name,
        amount: formatPrice(amountMinor / 100, order.currency, order.locale),
        kind,
        when,
        quantity,
        giftCode: gift?.code ?? null,
        link,
        freeUntil,
      }),
    });
  }

  async sandboxAction(
    order: OrderRow,
    action: 'pay' | 'decline' | 'cancel',
  ): Promise<{ status: 'paid' | 'declined' | 'cancelled' | 'pending'; outcome: string }> {
    const sandbox = this.deps.providers.sandbox;
    const type = sandboxEventType(action);
    const now = new Date(this.deps.clock.now());
    const signed = sandbox.signEvent(
      {
        event_id: sandbox.newEventId(),
        type,
        order_id: order.id,
        amount_minor: order.amount_minor,
        currency: order.currency,
        payment_id: action === 'pay' ? `sbx_pay_${randomUUID()}` : null,
        // The "bank" stamps its own time, as a real provider would.
        occurred_at: now.toISOString(),
        period_index: action === 'pay' ? 1 : null,
      },
      now,
    );
    const response = await this.deps.deliverSandboxCallback(signed.rawBody, signed.signatureHeader);
    const outcome = sandboxOutcome(response);
    return { status: sandboxStatus(action, outcome), outcome };
  }
}
