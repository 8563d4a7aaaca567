// The decisions of a provider callback without a database (issue 30): which order an event may name, what a
// verification failure answers, whether a charge matches its order, when it is a repeat, a renewal or a late
// payment, and whom the outcome is told. `service/callbacks.ts` reads and writes the rows and asks these functions.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The order an event names, when it can be one of ours (an order id is a UUID); null for anything else. */
export function orderIdOf(eventOrderId: string): string | null {
  return UUID.test(eventOrderId) ? eventOrderId : null;
}

/** A body that cannot be read is a bad request (400); a missing, wrong or stale signature is unauthorised (401). */
export function verificationStatus(reason: string): 400 | 401 {
  return reason === 'malformed_payload' ? 400 : 401;
}

/** Outcomes the client hears about by e-mail. */
const NOTIFIED_OUTCOMES: ReadonlySet<string> = new Set([
  'paid',
  'paid_after_expiry',
  'renewed',
  'refunded_late_payment',
  'refunded_unfulfillable',
  'refunded_subscription_ended',
  // The client paid twice: they hear that the extra charge is on its way back.
  'refunded_second_charge',
]);

export function notifiesClient(outcome: string): boolean {
  return NOTIFIED_OUTCOMES.has(outcome);
}

/** The money arrived and the order is paid (in time, or after it had expired). */
export function isPaidOutcome(outcome: string): boolean {
  return outcome === 'paid' || outcome === 'paid_after_expiry';
}

/** A charge that does not match its order is written down and logged for a person to look at. */
export function needsReview(outcome: string): boolean {
  return outcome === 'amount_mismatch' || outcome === 'currency_mismatch';
}

/** A refund was written: the refunds job sends it to the provider right after the callback commits. */
export function sendsRefunds(outcome: string): boolean {
  return outcome.startsWith('refund');
}

/** The client's mail for this outcome is a refund notice (else a receipt). */
export function isRefundNotice(outcome: string): boolean {
  return outcome.startsWith('refunded');
}

export interface OrderState {
  kind: string;
  status: string;
  currency: string;
  amount_minor: number;
}

/** A declined or cancelled payment only touches an order still waiting for its money. */
export function unpaidEventRefusal(order: { status: string }): 'ignored_not_pending' | null {
  return order.status === 'pending' ? null : 'ignored_not_pending';
}

export type PaymentStep =
  | 'currency_mismatch'
  | 'amount_mismatch'
  /** A later month of a subscription that is (or was) running: `renewalRefusal` and the renewal follow. */
  | 'renewal'
  /** Money for an order already paid or refunded: the same payment again, or a second charge to refund. */
  | 'repeat'
  /** The money came after an appointment's slot was given back: it goes straight back to the payer. */
  | 'late_payment'
  /** Deliver what the order bought; the outcome is `paidOutcome(order)`. */
  | 'fulfil';

/** What a successful charge means for its order, before anything is written. */
export function paymentStep(event: { amountMinor: number; currency: string }, order: OrderState): PaymentStep {
  if (event.currency !== order.currency) return 'currency_mismatch';
  const settled = order.status === 'paid' || order.status === 'refunded';
  if (order.kind === 'subscription' && settled) return 'renewal';
  if (event.amountMinor !== order.amount_minor) return 'amount_mismatch';
  if (settled) return 'repeat';
  return order.status !== 'pending' && order.kind === 'appointment' ? 'late_payment' : 'fulfil';
}

/** A paid order that was still open is `paid`; one that had expired or was cancelled is `paid_after_expiry`. */
export function paidOutcome(order: { status: string }): 'paid' | 'paid_after_expiry' {
  return order.status === 'pending' ? 'paid' : 'paid_after_expiry';
}

/** A renewal charge must be exactly the subscription's monthly amount. */
export function renewalRefusal(
  event: { amountMinor: number },
  subscription: { period_amount_minor: number },
): 'amount_mismatch' | null {
  return event.amountMinor === subscription.period_amount_minor ? null : 'amount_mismatch';
}

/** A charge after the client stopped the subscription (the provider had not stopped yet) goes straight back. */
export function renewalEnded(subscription: { status: string; cancel_at_period_end: boolean }): boolean {
  return subscription.status !== 'active' || subscription.cancel_at_period_end;
}

/** What the receipt names: the order itself, or for a renewal one month of its subscription. */
export function receiptOf(
  order: { kind: ReceiptOrderKind; amount_minor: number; quantity: number },
  outcome: string,
  subscription: { period_amount_minor: number; sessions_per_period: number } | null,
): { kind: ReceiptOrderKind | 'renewal'; amountMinor: number; quantity: number } {
  if (outcome !== 'renewed') return { kind: order.kind, amountMinor: order.amount_minor, quantity: order.quantity };
  return {
    kind: 'renewal',
    amountMinor: subscription?.period_amount_minor ?? order.amount_minor,
    quantity: subscription?.sessions_per_period ?? order.quantity,
  };
}

export type ReceiptOrderKind = 'appointment' | 'bundle' | 'giftcode' | 'subscription';

/** The result page the mail links to shows a paid order as paid, anything else as cancelled. */
export function resultStatus(order: { status: string }): 'paid' | 'cancelled' {
  return order.status === 'paid' ? 'paid' : 'cancelled';
}

export type SandboxAction = 'pay' | 'decline' | 'cancel';

/** The event the sandbox's "bank" sends for a button on its checkout page. */
export function sandboxEventType(action: SandboxAction): 'payment.succeeded' | 'payment.failed' | 'payment.cancelled' {
  if (action === 'pay') return 'payment.succeeded';
  return action === 'decline' ? 'payment.failed' : 'payment.cancelled';
}

/** The webhook's answer to the sandbox's callback: its outcome, or `rejected` when it was not accepted. */
export function sandboxOutcome(response: { statusCode: number; body: string }): string {
  if (response.statusCode !== 200) return 'rejected';
  return (JSON.parse(response.body) as { outcome?: string }).outcome ?? 'unknown';
}

/** What the sandbox checkout page shows after a button: paid only when the webhook said so. */
export function sandboxStatus(action: SandboxAction, outcome: string): 'paid' | 'declined' | 'cancelled' | 'pending' {
  if (isPaidOutcome(outcome)) return 'paid';
  if (action === 'decline') return 'declined';
  return action === 'cancel' ? 'cancelled' : 'pending';
}
