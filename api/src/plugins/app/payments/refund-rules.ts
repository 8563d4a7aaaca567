// The rules of refunds without a database (issue 30): what a cancelled booking means for the money, whether an
// admin may refund an order and how much of it, to the minor unit. `service/refunds.ts` and `admin/admin-orders.ts`
// read the rows and ask these functions.

export type CancelledBy = 'client' | 'therapist' | 'system';

/** The share of a payment for `back` of `total` sessions, rounded down to the minor unit (whole when all). */
export function shareOf(amountMinor: number, back: number, total: number): number {
  // All (or more) back is the whole amount exactly: amount × total / total has no remainder.
  return Math.floor((amountMinor * Math.min(back, total)) / total);
}

/** A client's late cancellation keeps the money (or the token); any other cancellation gives it back. */
export function keepsPayment(cancelledBy: CancelledBy, late: boolean): boolean {
  return cancelledBy === 'client' && late;
}

/** The reason written on the refund of a cancelled booking. */
export function cancellationReason(
  cancelledBy: CancelledBy,
): 'client_cancelled' | 'therapist_cancelled' | 'system_cancelled' {
  if (cancelledBy === 'client') return 'client_cancelled';
  return cancelledBy === 'therapist' ? 'therapist_cancelled' : 'system_cancelled';
}

/** Why an order cannot be refunded as a bundle, subscription month or gift code before its payment is read. */
export function orderRefusal(order: { kind: string; status: string }): string | null {
  if (order.kind === 'appointment') return 'not_an_order_refund';
  if (order.status === 'refunded') return 'already_refunded';
  return order.status === 'paid' ? null : 'not_paid';
}

/** Why a gift code's order cannot be refunded: voided (refunded before) or already redeemed. */
export function giftRefusal(
  gift: { voided_at: Date | null; redeemed_at: Date | null } | null,
): 'already_refunded' | 'gift_redeemed' | null {
  if (!gift || gift.voided_at) return 'already_refunded';
  return gift.redeemed_at ? 'gift_redeemed' : null;
}

/**
 * A bundle's or a subscription month's refund: the sessions still on the client's balance, up to the
 * `total` the payment bought, are taken back, each at the payment's price per session. Nothing when none is
 * left or their share rounds to zero minor units.
 */
export function sessionsRefund(
  paidMinor: number,
  total: number,
  balance: number,
): { sessionsBack: number; amountMinor: number } | null {
  const sessionsBack = Math.min(total, balance);
  const amountMinor = shareOf(paidMinor, sessionsBack, total);
  // No session back is a share of 0 too (a payment always bought at least one session).
  if (amountMinor === 0) return null;
  return { sessionsBack, amountMinor };
}

/** Why the admin cannot refund a single session's order (its refund is the cancellation of the session). */
export function appointmentRefusal(input: {
  status: string;
  refunds: number;
  payments: number;
  booking: { status: string; starts_at: Date } | null;
  now: number;
}): string | null {
  if (input.refunds > 0 || input.status === 'refunded') return 'already_refunded';
  if (input.status !== 'paid' || input.payments === 0) return 'not_paid';
  if (!input.booking || input.booking.status !== 'confirmed') return 'booking_not_active';
  return new Date(input.booking.starts_at).getTime() <= input.now ? 'session_started' : null;
}
