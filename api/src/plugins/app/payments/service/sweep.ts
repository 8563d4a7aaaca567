// Sweep: orders that outlived their time (on the timer, or on the spot when a client looks at one) and
// subscriptions whose paid month has ended.
import { ApiError } from '../../../../errors';
import { ordersRepository as orders } from '../orders-repository';
import type { PaymentsDeps } from './deps';
import type { Fulfilment } from './fulfilment';
import type { Refunds } from './refunds';
import { dueAction, sandboxRenewal } from '../../subscriptions/subscriptions-contract';

export class Sweep {
  constructor(
    private readonly deps: PaymentsDeps,
    private readonly fulfilment: Fulfilment,
    private readonly refunds: Refunds,
  ) {}

  /** The result page's view of an order; an unpaid order past its time is expired on the spot. */
  async orderForClient(clientId: string, orderId: string, isAdmin = false) {
    const db = this.deps.db;
    let order = await orders.find(db, orderId);
    if (!order || (!isAdmin && order.client_id !== clientId)) {
      throw new ApiError(404, 'order_not_found', 'No order of yours with this id.');
    }
    const now = this.deps.clock.now();
    if (order.status === 'pending' && order.expires_at.getTime() <= now) {
      await this.expireOrder(order.id, new Date(now));
      order = (await orders.find(db, orderId))!;
    }
    const [refund, gift, subscription] = await Promise.all([
      orders.refundFor(db, order.id),
      order.kind === 'giftcode' ? this.deps.giftcodes.byOrder(db, order.id) : Promise.resolve(null),
      order.kind === 'subscription' ? this.deps.subscriptions.byOrder(db, order.id) : Promise.resolve(null),
    ]);
    return { order, refund, gift, subscription };
  }

  async expireOrder(orderId: string, now: Date): Promise<boolean> {
    return this.deps.db.tx(async (q) => {
      const order = await orders.find(q, orderId, true);
      if (!order || order.status !== 'pending' || order.expires_at.getTime() > now.getTime()) return false;
      await this.fulfilment.closeUnpaid(q, order, 'expired', 'payment_expired');
      return true;
    });
  }

  /** The timer's work: expire unpaid orders, end or renew subscriptions, resend refunds. */
  async sweep(
    now: Date = new Date(this.deps.clock.now()),
  ): Promise<{ expired: number; renewed: number; ended: number; refundsSent: number }> {
    const db = this.deps.db;
    let expired = 0;
    for (const id of await orders.duePending(db, now)) {
      if (await this.expireOrder(id, now)) expired += 1;
    }
    let renewed = 0;
    let ended = 0;
    for (const subscription of await this.deps.subscriptions.due(db, now)) {
      const order = await orders.find(db, subscription.order_id);
      if (!order) continue;
      const action = dueAction(subscription, order.provider);
      if (action === 'end') {
        await this.deps.subscriptions.end(db, subscription.id);
        ended += 1;
        continue;
      }
      // Real providers charge renewals themselves and call back; the sandbox plays that part here.
      if (action === 'wait_for_provider') continue;
      const periodIndex = await this.deps.subscriptions.nextPeriodIndex(db, subscription.id);
      // Signed at the clock's now (the webhook checks the signature against it), whatever moment the sweep is for.
      const signed = this.deps.providers.sandbox.signEvent(
        sandboxRenewal(subscription, order.id, periodIndex, now),
        new Date(this.deps.clock.now()),
      );
      const response = await this.deps.deliverSandboxCallback(signed.rawBody, signed.signatureHeader);
      if (response.statusCode === 200) renewed += 1;
    }
    const refundsSent = await this.refunds.flushRefunds();
    return { expired, renewed, ended, refundsSent };
  }
}
