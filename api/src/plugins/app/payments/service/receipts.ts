// The receipt of a client's paid order, as the PDF they download from their cabinet.
import { ApiError } from '../../../../errors';
import { ordersRepository as orders } from '../orders-repository';
import { renderReceipt } from '../receipt-pdf';
import type { PaymentsDeps } from './deps';

export class Receipts {
  constructor(private readonly deps: PaymentsDeps) {}

  async receipt(clientId: string, orderId: string, buyerName: string): Promise<Buffer> {
    const { db } = this.deps;
    const order = await orders.find(db, orderId);
    // Someone else's order answers exactly like a missing one, so ids cannot be probed.
    if (!order || order.client_id !== clientId)
      throw new ApiError(404, 'order_not_found', 'No order of yours with this id.');
    if (!order.paid_at) throw new ApiError(409, 'order_not_paid', 'A receipt exists once the order is paid.');
    const refund = await orders.refundFor(db, order.id);
    return renderReceipt({
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
      buyerName,
    });
  }
}
