// Refunds: what a cancelled booking means for the money (scheduling's cancellation event), and sending the
// refunds written into the books to the providers.
import type { Queryable } from '../../../external/db';
import { ordersRepository as orders } from '../orders-repository';
import type { PaymentsDeps } from './deps';
import type { Fulfilment } from './fulfilment';

export interface BookingCancelledInput {
  bookingId: string;
  cancelledBy: 'client' | 'therapist' | 'system';
  late: boolean;
  refundTo: 'payment' | 'token';
}

export class Refunds {
  private flushing: Promise<number> | null = null;
  private readonly timers = new Set<NodeJS.Timeout>();

  constructor(
    private readonly deps: PaymentsDeps,
    private readonly fulfilment: Fulfilment,
  ) {}

  /** Runs inside scheduling's cancellation transaction: a token goes back, or the payment is refunded. */
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
    const reason =
      input.cancelledBy === 'client'
        ? 'client_cancelled'
        : input.cancelledBy === 'therapist'
          ? 'therapist_cancelled'
          : 'system_cancelled';
    await this.fulfilment.refund(q, order, payment, input.refundTo, reason, input.bookingId);
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
    const pending = await orders.unsentRefunds(this.deps.db);
    let sent = 0;
    for (const refund of pending) {
      const provider = this.deps.providers.byName(refund.provider);
      if (!provider) continue;
      try {
        // Claimed row by row: a replica that finds the refund locked by another (or already sent) skips it,
        // so two sweeps at once never ask the provider twice. A failed call rolls back and stays pending.
        const done = await this.deps.db.tx(async (q) => {
          const { rows } = await q.query(
            `SELECT id FROM refunds WHERE id = $1 AND status = 'pending' AND provider_refund_id IS NULL
              FOR UPDATE SKIP LOCKED`,
            [refund.id],
          );
          if (rows.length === 0) return false;
          const result = await provider.refund({
            orderId: refund.order_id,
            providerPaymentId: refund.provider_payment_id,
            amountMinor: refund.amount_minor,
            currency: refund.currency as 'UAH',
          });
          await orders.markRefundSent(q, refund.id, result.providerRefundId, result.status);
          this.deps.log.info({ refundId: refund.id, orderId: refund.order_id }, 'refund sent to the provider');
          return true;
        });
        if (done) sent += 1;
      } catch (err) {
        this.deps.log.warn({ err, refundId: refund.id }, 'refund not sent yet; the refunds job retries');
      }
    }
    return sent;
  }
}
