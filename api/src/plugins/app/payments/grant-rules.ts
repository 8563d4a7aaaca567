// What a paid order grants and what a refund writes, without a database (issue 30): a bundle's tokens, a gift
// code's sessions and expiry, a subscription's first month, a refund to a token or to the payment and its journal
// entries. `service/fulfilment.ts` does the writing.
import type { IssueInput } from '../giftcodes';
import type { LedgerEntryKind } from '../ledger';
import type { TokenMovementInput } from '../tokens';
import type { OrderRow } from './orders-repository';

type GrantOrder = Pick<
  OrderRow,
  'id' | 'client_id' | 'locale' | 'service_id' | 'quantity' | 'worker_id' | 'amount_minor' | 'currency' | 'details'
>;

/** `months` calendar months later, same day and time (UTC); a day the month lacks runs over into the next. */
export function addMonths(from: Date, months: number): Date {
  const d = new Date(from.getTime());
  d.setUTCMonth(d.getUTCMonth() + months);
  return d;
}

/** A bundle: its sessions as tokens usable with any therapist of the market. */
export function bundleTokens(order: GrantOrder, paymentId: string | null): TokenMovementInput {
  return {
    clientId: order.client_id,
    locale: order.locale,
    serviceId: order.service_id,
    workerId: null,
    delta: order.quantity,
    reason: 'bundle_purchase',
    orderId: order.id,
    paymentId,
  };
}

function textOf(value: unknown): string | null {
  return (value as string | undefined) ?? null;
}

/** A gift order: one code for its sessions, with the buyer's texts, valid `validMonths` from the payment. */
export function giftIssue(order: GrantOrder, now: Date, validMonths: number): IssueInput {
  return {
    orderId: order.id,
    purchaserId: order.client_id,
    locale: order.locale,
    serviceId: order.service_id,
    sessions: order.quantity,
    recipientName: textOf(order.details.recipient_name),
    senderName: textOf(order.details.sender_name),
    message: textOf(order.details.message),
    expiresAt: addMonths(now, validMonths),
  };
}

/** A subscription's first month: its sessions with the order's therapist at the month's price. */
export function subscriptionStart(order: GrantOrder, paymentId: string, recurringRef: string | null, now: Date) {
  return {
    orderId: order.id,
    clientId: order.client_id,
    workerId: order.worker_id!,
    locale: order.locale,
    serviceId: order.service_id,
    sessions: order.quantity,
    // The month's list price (a promo lowers only the first charge); older orders carry none and renew at it.
    periodAmountMinor: Number(order.details.period_amount_minor ?? order.amount_minor),
    currency: order.currency,
    paymentId,
    recurringRef,
    now,
  };
}

/** A refund to a token is done at once; one to the payment waits for the provider. */
export function refundStatus(destination: 'payment' | 'token'): 'succeeded' | 'pending' {
  return destination === 'token' ? 'succeeded' : 'pending';
}

/** A refund to a token gives back exactly one session, usable with any therapist of the market. */
export function refundToken(order: GrantOrder, refundId: string): TokenMovementInput {
  return {
    clientId: order.client_id,
    locale: order.locale,
    serviceId: order.service_id,
    workerId: null,
    delta: 1,
    reason: 'refund_to_token',
    refundId,
  };
}

/** The journal of a refund to the payment: the credit is reversed when there was one, then the money goes out. */
export function refundEntries(credited: boolean): LedgerEntryKind[] {
  return credited ? ['credit_reversal', 'refund_out'] : ['refund_out'];
}
