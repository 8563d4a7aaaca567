// Refunds: what a cancelled booking means for the money (scheduling's cancellation event), an admin's refund of
// a bundle, a subscription month or a gift code, and sending the refunds written into the books to the providers.
import { ApiError } from '../../../../errors';
import type { Queryable } from '../../../external/db';
import { ordersRepository as orders, type OrderRow, type PaymentRow } from '../orders-repository';
import type { PaymentsDeps } from './deps';
import type { Fulfilment } from './fulfilment';
import {
  cancellationReason,
  giftRefusal,
  keepsPayment,
  orderRefusal,
  sessionsRefund,
  type CancelledBy,
} from '../refund-rules';

export { shareOf } from '../refund-rules';

export interface BookingCancelledInput {
  bookingId: string;
  cancelledBy: CancelledBy;
  late: boolean;
  refundTo: 'payment' | 'token';
  refundChosenBy: 'client' | 'client_via_admin' | 'rule';
}

/**
 * What an admin's refund of a non-appointment order would do, worked out from the rows as they are now.
 * The rules (the admin cabinet states them before the admin confirms):
 *  - bundle: the sessions still on the client's balance, up to the bundle's size, are taken back and each is
 *    refunded at the bundle's price per session (all of them: the whole amount);
 *  - subscription: the latest paid month is refunded for its sessions not yet booked (taken back the same way),
 *    and the subscription ends at once, at the provider too, so nothing more is charged;
 *  - gift code: only while nobody has redeemed it; the code is voided and the whole amount refunded.
 * Sessions already booked are not refunded here: those are cancelled (and refunded) one by one.
 */
export interface OrderRefundPlan {
  refundable: boolean;
  /** Why not: not_paid, already_refunded, nothing_left (every session used), gift_redeemed. */
  because: string | null;
  amountMinor: number;
  sessionsBack: number;
  sessionsTotal: number;
}

interface PlanParts extends OrderRefundPlan {
  payment: PaymentRow | null;
  account: { clientId: string; locale: string; serviceId: string; workerId: string | null } | null;
  giftCodeId: string | null;
  subscriptionId: string | null;
}

const refusal = (because: string): PlanParts => ({
  refundable: false,
  because,
  amountMinor: 0,
  sessionsBack: 0,
  sessionsTotal: 0,
  payment: null,
  account: null,
  giftCodeId: null,
  subscriptionId: null,
});

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
      if (keepsPayment(input.cancelledBy, input.late)) return { outcome: 'kept' };
      await this.deps.tokens.move(q, {
        clientId: debit.account.client_id,
        locale: debit.account.locale,
        serviceId: debit.account.service_id,
        workerId: debit.account.worker_id,
        delta: 1,
        reason: 'booking_returned',
        bookingId: input.bookingId,
        gift: debit.gift,
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
    if (keepsPayment(input.cancelledBy, input.late)) return { outcome: 'kept' };
    const payment = await orders.paymentFor(q, order.id, 1);
    if (!payment) return { outcome: 'nothing_paid' };
    const already = await orders.refundFor(q, order.id);
    if (already) return { outcome: 'already_refunded' };
    const reason = cancellationReason(input.cancelledBy);
    await this.fulfilment.refund(q, order, payment, input.refundTo, reason, input.bookingId, input.refundChosenBy);
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

  /** The plan of an admin's refund of a bundle, subscription or gift order; `lock` inside the refund's transaction. */
  async orderRefundPlan(q: Queryable, order: OrderRow, lock = false): Promise<PlanParts> {
    const refused = orderRefusal(order);
    if (refused) return refusal(refused);
    const { rows } = await q.query<PaymentRow>(
      `SELECT * FROM payments WHERE order_id = $1 ORDER BY period_index DESC LIMIT 1`,
      [order.id],
    );
    const payment = rows[0];
    if (!payment) return refusal('not_paid');
    if (await orders.refundForPayment(q, payment.id)) return refusal('already_refunded');
    const base = { ...refusal(''), refundable: true, because: null, payment };

    if (order.kind === 'giftcode') {
      const gift = await this.deps.giftcodes.byOrder(q, order.id, lock);
      const giftRefused = giftRefusal(gift);
      if (giftRefused || !gift) return refusal(giftRefused ?? 'already_refunded');
      return { ...base, amountMinor: payment.amount_minor, giftCodeId: gift.id, sessionsTotal: gift.sessions };
    }

    let total = order.quantity;
    let workerId: string | null = null;
    let subscriptionId: string | null = null;
    if (order.kind === 'subscription') {
      const subscription = await this.deps.subscriptions.byOrder(q, order.id, lock);
      if (!subscription) return refusal('not_paid');
      const period = await q.query<{ sessions: number }>(
        'SELECT sessions FROM subscription_periods WHERE payment_id = $1',
        [payment.id],
      );
      total = period.rows[0]?.sessions ?? subscription.sessions_per_period;
      workerId = subscription.worker_id;
      subscriptionId = subscription.id;
    }
    const account = { clientId: order.client_id, locale: order.locale, serviceId: order.service_id, workerId };
    const balance = lock
      ? (await this.deps.tokens.lockAccount(q, account.clientId, account.locale, account.serviceId, workerId)).balance
      : await this.balanceOf(q, account);
    const share = sessionsRefund(payment.amount_minor, total, balance);
    if (!share) return { ...refusal('nothing_left'), sessionsTotal: total };
    return { ...base, ...share, sessionsTotal: total, account, subscriptionId };
  }

  private async balanceOf(q: Queryable, a: NonNullable<PlanParts['account']>): Promise<number> {
    const { rows } = await q.query<{ balance: number }>(
      `SELECT balance FROM token_accounts
        WHERE client_id = $1 AND locale = $2 AND service_id = $3 AND worker_id IS NOT DISTINCT FROM $4`,
      [a.clientId, a.locale, a.serviceId, a.workerId],
    );
    return rows[0]?.balance ?? 0;
  }

  /**
   * An admin's refund of a bundle, subscription month or gift code, by the plan above, in one transaction with
   * the order row locked: sessions taken back, code voided or subscription ended, refund and ledger written.
   * A second call finds the refund and is refused (409 `refund_not_possible`, rule `already_refunded`); the
   * database allows one refund per payment whatever happens. The provider is asked after the commit.
   */
  async refundOrder(orderId: string): Promise<OrderRefundPlan> {
    const { plan, order } = await this.deps.db.tx(async (q) => {
      const order = await orders.find(q, orderId, true);
      if (!order) throw new ApiError(404, 'order_not_found', 'No order with this id.');
      const plan = await this.orderRefundPlan(q, order, true);
      if (!plan.refundable || !plan.payment) {
        throw new ApiError(409, 'refund_not_possible', 'This order cannot be refunded.', [
          { field: 'id', rule: plan.because ?? 'refund_not_possible' },
        ]);
      }
      if (plan.giftCodeId && !(await this.deps.giftcodes.void(q, plan.giftCodeId))) {
        throw new ApiError(409, 'refund_not_possible', 'The gift code was redeemed meanwhile.', [
          { field: 'id', rule: 'gift_redeemed' },
        ]);
      }
      const refund = await orders.insertRefund(q, {
        paymentId: plan.payment.id,
        orderId: order.id,
        bookingId: null,
        amountMinor: plan.amountMinor,
        currency: plan.payment.currency,
        destination: 'payment',
        reason: 'admin_refund',
        status: 'pending',
      });
      if (plan.account && plan.sessionsBack > 0) {
        await this.deps.tokens.move(q, {
          ...plan.account,
          delta: -plan.sessionsBack,
          reason: 'refund_withdrawal',
          refundId: refund.id,
        });
      }
      if (plan.subscriptionId) await this.deps.subscriptions.end(q, plan.subscriptionId);
      const entry = {
        orderId: order.id,
        paymentId: plan.payment.id,
        refundId: refund.id,
        amountMinor: plan.amountMinor,
        currency: plan.payment.currency,
      };
      if (await orders.hasCredit(q, plan.payment.id)) {
        await this.deps.ledger.record(q, { ...entry, entry: 'credit_reversal' });
      }
      await this.deps.ledger.record(q, { ...entry, entry: 'refund_out' });
      await orders.setStatus(q, order.id, 'refunded');
      return { plan, order };
    });
    if (plan.subscriptionId) await this.stopRecurring(order, plan.subscriptionId);
    await this.flushRefunds().catch(() => undefined);
    const { refundable, because, amountMinor, sessionsBack, sessionsTotal } = plan;
    return { refundable, because, amountMinor, sessionsBack, sessionsTotal };
  }

  /** Ends the provider's recurring charge; our side has ended either way (a charge that still comes is refunded). */
  private async stopRecurring(order: OrderRow, subscriptionId: string): Promise<void> {
    const provider = this.deps.providers.byName(order.provider);
    if (!provider) return;
    try {
      const subscription = await this.deps.subscriptions.byOrder(this.deps.db, order.id);
      await provider.cancelRecurring({
        orderId: order.id,
        recurringRef: subscription?.provider_subscription_ref ?? null,
      });
    } catch (err) {
      this.deps.log.warn({ err, subscriptionId }, 'provider did not confirm the end of recurring charges');
    }
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
