// Step: where a cancelled session's money goes (issue 22): back to the original payment method unless the client
// asked for a session token, either themselves or through an admin who says so (recorded as `client_via_admin`).
// A therapist, or an admin on their own, cannot turn a client's money into a token: asking is a clear 400.
import { ApiError } from '../../../../errors';
import type { RefundChosenBy } from '../booking-events';
import type { CancelledBy } from '../bookings-repository';

export interface RefundChoice {
  to: 'payment' | 'token';
  chosenBy: RefundChosenBy;
}

export const PAYMENT_BY_RULE: RefundChoice = { to: 'payment', chosenBy: 'rule' };

export function refundChoice(
  cancelledBy: CancelledBy,
  input: { refundTo: 'payment' | 'token'; clientAskedForToken?: boolean },
): RefundChoice {
  if (cancelledBy === 'client') return { to: input.refundTo, chosenBy: 'client' };
  if (input.refundTo === 'token') {
    if (cancelledBy === 'system' && input.clientAskedForToken) return { to: 'token', chosenBy: 'client_via_admin' };
    throw new ApiError(
      400,
      'refund_to_token_needs_client_request',
      cancelledBy === 'system'
        ? 'Money goes back to the original payment method unless the client asked for a token: set client_asked_for_token.'
        : "Money goes back to the client's original payment method; only the client can choose a token.",
      [{ field: 'refund_to', rule: 'client_choice_only' }],
    );
  }
  return PAYMENT_BY_RULE;
}
