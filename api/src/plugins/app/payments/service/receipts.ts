// The receipt of a client's paid order, as the PDF they download from their cabinet.
import { ApiError } from '../../../../errors';
import { ordersRepository as orders } from '../orders-repository';
import { receiptLines, renderReceipt, type ReceiptInput } from '../receipt-pdf';
import type { PaymentsDeps } from './deps';

export class Receipts {
  constructor(private readonly deps: PaymentsDeps) {}

  async receipt(clientId: string, orderId: string, buyerName: string): Promise<Buffer> {
    return renderReceipt(await this.input(clientId, orderId, buyerName));
  }

  /** The receipt's label/value lines, exactly as printed (the same facts as the PDF). */
  async lines(clientId: string, orderId: string, buyerName: string): Promise<Array<[string, string]>> {
    return receiptLines(await this.input(clientId, orderId, buyerName));
  }

  /**
   * What the receipt says, read from the records that decide it: the refund's one row (its destination and
   * amount) and the order's session time, which follows the booking when it is moved (migration 550).
   */
  private async input(clientId: string, orderId: string, buyerName: string): Promise<ReceiptInput> {
    const { db } = this.deps;
    const order = await orders.find(db, orderId);
    // Someone else's order answers exactly like a missing one, so ids cannot be probed.
    if (!order || order.client_id !== clientId)
      throw new ApiError(404, 'order_not_found', 'No order of yours with this id.');
    if (!order.paid_at) throw new ApiError(409, 'order_not_paid', 'A receipt exists once the order is paid.');
    const refund = await orders.refundFor(db, order.id);
    return {
      locale: order.locale,
      orderId: order.id,
      kind: order.kind,
      quantity: order.quantity,
      currency: order.currency,
      listMinor: Number(order.list_amount_minor),
      discountMinor: Number(order.discount_minor),
      paidMinor: Number(order.amount_minor),
      refund: refund ? { destination: refund.destination, amountMinor: Number(refund.amount_minor) } : null,
      paidAt: new Date(order.paid_at),
      sessionAt: order.starts_at ? new Date(order.starts_at) : null,
      buyerName,
    };
  }
}
