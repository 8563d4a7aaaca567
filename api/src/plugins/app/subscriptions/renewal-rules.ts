// The rules of a subscription's months without a database (issue 30): when a month ends, what the next one
// covers and grants, what the timer does with a subscription whose month has ended, and the sandbox's renewal
// charge. `index.ts` and the payments sweep read and write the rows and ask these functions.
import type { TokenMovementInput } from '../tokens';

/** One calendar month later, same time (UTC); 31 January + 1 month is the last day of February, not 3 March. */
export function addMonth(from: Date): Date {
  const next = new Date(from.getTime());
  const day = next.getUTCDate();
  next.setUTCMonth(next.getUTCMonth() + 1);
  if (next.getUTCDate() !== day) next.setUTCDate(0);
  return next;
}

/** The first month runs from the payment for one month. */
export function firstPeriod(now: Date): { startsAt: Date; endsAt: Date } {
  return { startsAt: now, endsAt: addMonth(now) };
}

/** A renewal's month starts exactly where the paid one ends, whenever the charge arrives. */
export function nextPeriod(subscription: { current_period_end: Date }): { startsAt: Date; endsAt: Date } {
  const startsAt = subscription.current_period_end;
  return { startsAt, endsAt: addMonth(startsAt) };
}

export interface PeriodSubscription {
  client_id: string;
  locale: string;
  service_id: string;
  worker_id: string;
  order_id: string;
  sessions_per_period: number;
}

/** A paid month's sessions, bound to the subscription's therapist. */
export function periodTokens(subscription: PeriodSubscription, paymentId: string): TokenMovementInput {
  return {
    clientId: subscription.client_id,
    locale: subscription.locale,
    serviceId: subscription.service_id,
    workerId: subscription.worker_id,
    delta: subscription.sessions_per_period,
    reason: 'subscription_period',
    orderId: subscription.order_id,
    paymentId,
  };
}

/**
 * What the timer does with a subscription whose month has ended: stopped by the client, it ends; a real
 * provider charges the renewal itself and calls back; the sandbox is charged here.
 */
export function dueAction(
  subscription: { cancel_at_period_end: boolean },
  provider: string,
): 'end' | 'charge' | 'wait_for_provider' {
  if (subscription.cancel_at_period_end) return 'end';
  return provider === 'sandbox' ? 'charge' : 'wait_for_provider';
}

/**
 * The sandbox's renewal charge for one month. Its event and payment ids name the subscription and the month,
 * so a timer that runs twice delivers the same charge twice and it is applied once.
 */
export function sandboxRenewal(
  subscription: { id: string; period_amount_minor: number; currency: string },
  orderId: string,
  periodIndex: number,
  now: Date,
) {
  return {
    event_id: `sbx_renewal_${subscription.id}_${periodIndex}`,
    type: 'payment.succeeded' as const,
    order_id: orderId,
    amount_minor: subscription.period_amount_minor,
    currency: subscription.currency,
    payment_id: `sbx_pay_${subscription.id}_${periodIndex}`,
    occurred_at: now.toISOString(),
    period_index: periodIndex,
  };
}
