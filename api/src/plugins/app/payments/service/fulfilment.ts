// Fulfilment: delivering what a paid order bought, ending an unpaid one, and writing a refund into the books.
// Every step runs inside the caller's transaction, together with the money fact that caused it.
import type { Queryable } from '../../../external/db';
import { ordersRepository as orders, type OrderRow, type PaymentRow } from '../orders-repository';
import { attempt, type PaymentsDeps } from './deps';
import { bundleTokens, giftIssue, refundEntries, refundStatus, refundToken, subscriptionStart } from '../grant-rules';

export type RefundReason =
  'client_cancelled' | 'therapist_cancelled' | 'system_cancelled' | 'late_payment' | 'second_charge';

export class Fulfilment {
  constructor(private readonly deps: PaymentsDeps) {}

  /** Delivers what the order bought. Throws when it cannot (e.g. the held slot is gone). */
  async fulfil(
    q: Queryable,
    order: OrderRow,
    payment: PaymentRow | null,
    now: Date,
    recurringRef: string | null = null,
  ): Promise<void> {
    switch (order.kind) {
      case 'appointment':
        await this.deps.bookings.confirmHold(q, order.booking_id!, { orderId: order.id });
        return;
      case 'bundle':
        await this.deps.tokens.move(q, bundleTokens(order, payment?.id ?? null));
        return;
      case 'giftcode':
        await this.deps.giftcodes.issue(q, giftIssue(order, now, this.deps.providers.config.giftValidMonths));
        return;
      case 'subscription':
        if (!payment) throw new Error('a subscription starts with a payment');
        await this.deps.subscriptions.start(
          q,
          subscriptionStart(order, payment.id, recurringRef, now),
          this.deps.tokens,
        );
        return;
    }
  }

  /** Ends an unpaid order: its held slot and its promo reservation are given back. */
  async closeUnpaid(q: Queryable, order: OrderRow, status: 'cancelled' | 'expired', reason: string): Promise<void> {
    await orders.setStatus(q, order.id, status);
    await this.deps.pricing.repo.settleUsage(q, order.id, 'released');
    if (order.booking_id) {
      // The hold may already be gone (scheduling's own sweep); that must not keep the order pending.
      const released = await attempt(q, () => this.deps.bookings.releaseHold(q, order.booking_id!, reason));
      if (!released.ok) this.deps.log.warn({ err: released.error, orderId: order.id }, 'hold was not released');
    }
  }

  /** Writes a whole-payment refund: to a token at once, or journalled now and sent to the provider later. */
  async refund(
    q: Queryable,
    order: OrderRow,
    payment: PaymentRow,
    destination: 'payment' | 'token',
    reason: RefundReason,
    bookingId: string | null,
    chosenBy: 'client' | 'client_via_admin' | 'rule' = 'rule',
  ) {
    const refund = await orders.insertRefund(q, {
      paymentId: payment.id,
      orderId: order.id,
      bookingId,
      amountMinor: payment.amount_minor,
      currency: payment.currency,
      destination,
      chosenBy,
      reason,
      status: refundStatus(destination),
    });
    if (destination === 'token') {
      await this.deps.tokens.move(q, refundToken(order, refund.id));
      return refund;
    }
    const base = {
      orderId: order.id,
      paymentId: payment.id,
      refundId: refund.id,
      amountMinor: payment.amount_minor,
      currency: payment.currency,
    };
    for (const entry of refundEntries(await orders.hasCredit(q, payment.id))) {
      await this.deps.ledger.record(q, { ...base, entry });
    }
    return refund;
  }

  /**
   * The invited partner of a couple session gets their mail with the booking's confirmation: written in the
   * same transaction, so never for a booking that was rolled back; the outbox sends it once that commits.
   */
  async invitePartner(q: Queryable, bookingId: string | null, clientId: string): Promise<void> {
    if (!bookingId) return;
    const client = await this.deps.contactOf(clientId, q);
    if (!client) return;
    await this.deps.sendPartnerInvite(q, bookingId, client.name);
  }
}
