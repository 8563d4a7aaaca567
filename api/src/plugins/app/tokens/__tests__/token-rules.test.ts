// Token moves at their edges (no database): the last token spent, one more refused, the movement's row with its
// defaults, the account a booking draws from, and a gift's tokens never above what is left.
import { ApiError } from '../../../../errors';
import { balanceAfter, bookingAccount, giftTokensLeft, movementValues } from '../token-rules';

function refusal(fn: () => unknown): ApiError {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(ApiError);
    return err as ApiError;
  }
  throw new Error('expected a refusal');
}

describe('balanceAfter', () => {
  it('spends the last token and refuses one more with 409 no_tokens', () => {
    expect(balanceAfter(1, -1)).toBe(0);
    expect(balanceAfter(3, -1)).toBe(2);
    expect(balanceAfter(0, 5)).toBe(5);
    expect(balanceAfter(2, 0)).toBe(2);
    const err = refusal(() => balanceAfter(0, -1));
    expect(err.statusCode).toBe(409);
    expect(err.error).toBe('no_tokens');
    expect(err.message).toBe('There are no session tokens left for this kind of session.');
    expect(refusal(() => balanceAfter(4, -5)).error).toBe('no_tokens');
  });
});

describe('movementValues', () => {
  it('writes every reference given, in the order of the columns', () => {
    expect(
      movementValues('account-1', {
        clientId: 'c',
        locale: 'ua',
        serviceId: 's',
        workerId: null,
        delta: -1,
        reason: 'booking',
        orderId: 'o',
        paymentId: 'p',
        giftCodeId: 'g',
        refundId: 'r',
        bookingId: 'b',
        gift: true,
      }),
    ).toEqual(['account-1', -1, 'booking', 'o', 'p', 'g', 'r', 'b', true]);
  });

  it('writes null for a reference not given and no gift token unless told', () => {
    expect(
      movementValues('account-1', {
        clientId: 'c',
        locale: 'ua',
        serviceId: 's',
        workerId: 'w',
        delta: 4,
        reason: 'subscription_period',
      }),
    ).toEqual(['account-1', 4, 'subscription_period', null, null, null, null, null, false]);
  });
});

describe('bookingAccount', () => {
  it('draws from the first account with a token left, in the order given', () => {
    const subscription = { id: 'subscription', balance: 1 };
    const general = { id: 'general', balance: 3 };
    expect(bookingAccount([subscription, general])).toBe(subscription);
    expect(bookingAccount([{ id: 'empty', balance: 0 }, general])).toBe(general);
  });

  it('refuses with 409 no_tokens when no account has one', () => {
    const err = refusal(() => bookingAccount([{ balance: 0 }]));
    expect([err.statusCode, err.error]).toEqual([409, 'no_tokens']);
    expect(refusal(() => bookingAccount([])).error).toBe('no_tokens');
  });
});

describe('giftTokensLeft', () => {
  it("counts a gift's tokens, never more than the balance nor below zero", () => {
    expect(giftTokensLeft(2, 5)).toBe(2);
    expect(giftTokensLeft(5, 5)).toBe(5);
    expect(giftTokensLeft(5, 3)).toBe(3);
    expect(giftTokensLeft(0, 3)).toBe(0);
    expect(giftTokensLeft(-1, 3)).toBe(0);
    expect(giftTokensLeft(2, 0)).toBe(0);
  });
});
