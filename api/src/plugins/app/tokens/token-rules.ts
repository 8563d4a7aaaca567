// The rules of token moves without a database (issue 30): whether a move leaves the balance at zero or above,
// the movement's row, which account a booking draws from, how many tokens are a gift's. `index.ts` locks the
// rows and asks these functions; the database's CHECK keeps the balance at zero or above as well.
import { ApiError } from '../../../errors';
import type { TokenMovementInput } from './token-types';

export function noTokens(): ApiError {
  return new ApiError(409, 'no_tokens', 'There are no session tokens left for this kind of session.');
}

/** The balance after a move; a spend of more than is there is refused (409 `no_tokens`), nothing is written. */
export function balanceAfter(balance: number, delta: number): number {
  const after = balance + delta;
  if (after < 0) throw noTokens();
  return after;
}

/** The movement's row: (account, delta, reason, order, payment, gift code, refund, booking, gift). */
export function movementValues(accountId: string, input: TokenMovementInput): unknown[] {
  return [
    accountId,
    input.delta,
    input.reason,
    input.orderId ?? null,
    input.paymentId ?? null,
    input.giftCodeId ?? null,
    input.refundId ?? null,
    input.bookingId ?? null,
    input.gift ?? false,
  ];
}

/**
 * The account a booking draws from, of the client's accounts for the session type in the order the database
 * gives (the therapist's subscription first, then the general tokens): the first with a token left.
 */
export function bookingAccount<A extends { balance: number }>(accounts: readonly A[]): A {
  const account = accounts.find((a) => a.balance > 0);
  if (!account) throw noTokens();
  return account;
}

/** A gift's tokens still on an account: what gift codes credited less what they paid, never more than is left. */
export function giftTokensLeft(giftDeltas: number, balance: number): number {
  return Math.max(0, Math.min(giftDeltas, balance));
}
