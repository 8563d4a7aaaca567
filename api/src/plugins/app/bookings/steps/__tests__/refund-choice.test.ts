// Where a cancelled session's money goes (issue 22) for each kind of canceller: the client chooses, an admin may
// pass on the client's request for a token, a therapist or an admin on their own cannot choose a token.
import { PAYMENT_BY_RULE, refundChoice } from '../refund-choice';
import { refusalOf } from './refusal';

describe('refundChoice', () => {
  it('the client chooses either way', () => {
    expect(refundChoice('client', { refundTo: 'token' })).toEqual({ to: 'token', chosenBy: 'client' });
    expect(refundChoice('client', { refundTo: 'payment' })).toEqual({ to: 'payment', chosenBy: 'client' });
  });

  it('a therapist or an admin sends money back to the payment by rule', () => {
    expect(PAYMENT_BY_RULE).toEqual({ to: 'payment', chosenBy: 'rule' });
    expect(refundChoice('therapist', { refundTo: 'payment' })).toEqual(PAYMENT_BY_RULE);
    expect(refundChoice('system', { refundTo: 'payment' })).toEqual(PAYMENT_BY_RULE);
    expect(refundChoice('system', { refundTo: 'payment', clientAskedForToken: true })).toEqual(PAYMENT_BY_RULE);
  });

  it('an admin gives a token when the client asked for one', () => {
    expect(refundChoice('system', { refundTo: 'token', clientAskedForToken: true })).toEqual({
      to: 'token',
      chosenBy: 'client_via_admin',
    });
  });

  it('an admin on their own cannot turn the money into a token', () => {
    for (const asked of [false, undefined]) {
      expect(refusalOf(() => refundChoice('system', { refundTo: 'token', clientAskedForToken: asked }))).toEqual({
        status: 400,
        error: 'refund_to_token_needs_client_request',
        message:
          'Money goes back to the original payment method unless the client asked for a token: set client_asked_for_token.',
        details: [{ field: 'refund_to', rule: 'client_choice_only' }],
      });
    }
  });

  it('a therapist cannot choose a token, even saying the client asked', () => {
    for (const asked of [false, true]) {
      expect(refusalOf(() => refundChoice('therapist', { refundTo: 'token', clientAskedForToken: asked }))).toEqual({
        status: 400,
        error: 'refund_to_token_needs_client_request',
        message: "Money goes back to the client's original payment method; only the client can choose a token.",
        details: [{ field: 'refund_to', rule: 'client_choice_only' }],
      });
    }
  });
});
