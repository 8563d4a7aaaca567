// How orders look on the wire (shared by the purchase routes and the order-status call).
import type { FromSchema } from 'json-schema-to-ts';
import type { initiatePurchaseResponseSchema, orderStatusResponseSchema } from '@rozmova/contracts/schemas/purchases';
import type { OrderRow, RefundRow } from '../../plugins/app/payments/payments-contract';
import type { GiftCodeRow } from '../../plugins/app/giftcodes';
import type { SubscriptionRow } from '../../plugins/app/subscriptions';

export const autoload = false;

export function initiateResponse(order: OrderRow): FromSchema<typeof initiatePurchaseResponseSchema> {
  return {
    order_id: order.id,
    status: order.status,
    checkout_url: order.status === 'pending' ? order.checkout_url : null,
    expires_at: order.expires_at.toISOString(),
    price_for_user: order.amount_minor / 100,
    amount_minor: order.amount_minor,
    currency: order.currency,
    booking_id: order.booking_id,
  };
}

export function orderStatusResponse(view: {
  order: OrderRow;
  refund: RefundRow | null;
  gift: GiftCodeRow | null;
  subscription: SubscriptionRow | null;
}): FromSchema<typeof orderStatusResponseSchema> {
  const { order, refund, gift, subscription } = view;
  return {
    order_id: order.id,
    kind: order.kind,
    status: order.status,
    locale: order.locale,
    amount_minor: order.amount_minor,
    price_for_user: order.amount_minor / 100,
    currency: order.currency,
    service_id: order.service_id,
    worker_id: order.worker_id,
    quantity: order.quantity,
    starts_at: order.starts_at ? order.starts_at.toISOString() : null,
    expires_at: order.expires_at.toISOString(),
    paid_at: order.paid_at ? order.paid_at.toISOString() : null,
    checkout_url: order.status === 'pending' ? order.checkout_url : null,
    last_payment_error: typeof order.details.last_payment_error === 'string' ? order.details.last_payment_error : null,
    booking_id: order.booking_id,
    subscription_id: subscription?.id ?? null,
    gift_code: gift?.code ?? null,
    refund: refund
      ? { destination: refund.destination, status: refund.status, amount_minor: refund.amount_minor }
      : null,
  };
}
