// An account's erasure without a database (issue 30): the order of its steps (every area's hook while the
// account still has its name and address, its own data after, the goodbye last), what an account without an
// address skips, the goodbye mail, and the registry of the areas' hooks.
import type { Queryable } from '../../../external/db';
import { AccountDeletionHooks } from '../deletion-hooks';
import { erasureSteps, goodbyeMail } from '../deletion-rules';
import { KEPT_FOR_ACCOUNTING } from '../../my-data/retention';

describe('the order of an erasure', () => {
  it('with an address: hooks first, then jobs, mails, links, throttle, sessions, the user row, the goodbye', () => {
    expect(erasureSteps({ email: 'ola@test.example' })).toEqual([
      'area_hooks',
      'queued_jobs',
      'queued_mails',
      'reset_links',
      'address_confirmations',
      'sign_in_throttle',
      'sessions',
      'user_row',
      'goodbye_mail',
    ]);
  });

  it('without an address (null or empty): no jobs to find by address and no goodbye', () => {
    const withoutAddress = [
      'area_hooks',
      'queued_mails',
      'reset_links',
      'address_confirmations',
      'sign_in_throttle',
      'sessions',
      'user_row',
    ];
    expect(erasureSteps({ email: null })).toEqual(withoutAddress);
    expect(erasureSteps({ email: '' })).toEqual(withoutAddress);
  });

  it('the areas read the account before its row is pseudonymised; the goodbye is queued after its mails go', () => {
    const steps = erasureSteps({ email: 'a@test.example' });
    expect(steps.indexOf('area_hooks')).toBeLessThan(steps.indexOf('user_row'));
    expect(steps.indexOf('queued_mails')).toBeLessThan(steps.indexOf('goodbye_mail'));
    expect(steps.at(-1)).toBe('goodbye_mail');
  });
});

describe('the goodbye mail', () => {
  it("in the account's language, to its address, with the market's support address", () => {
    const mail = goodbyeMail({ id: 'u1', email: 'ola@test.example', name: 'Ola', locale: 'en' });
    expect(mail).toEqual({
      purpose: 'account_deleted',
      userId: 'u1',
      to: 'ola@test.example',
      locale: 'en',
      subject: 'Your Rozmova account has been deleted',
      text: expect.stringContaining('Hello Ola,\n\nWe have deleted your Rozmova account'),
    });
    expect(goodbyeMail({ id: 'u2', email: 'a@b', name: 'Ola', locale: 'pl' }).text).toContain('pomoc@rozmova.pl');
    expect(goodbyeMail({ id: 'u2', email: 'a@b', name: 'Ola', locale: 'ro' }).text).toContain('suport@rozmova.ro');
  });
});

describe("the areas' deletion hooks", () => {
  const q = {} as Queryable;

  it('run in the order they registered, each with the transaction and the account, one after the other', async () => {
    const hooks = new AccountDeletionHooks();
    const calls: string[] = [];
    let running = 0;
    const hook = (name: string) => async (given: Queryable, userId: string) => {
      expect(given).toBe(q);
      running += 1;
      expect(running).toBe(1);
      await Promise.resolve();
      calls.push(`${name}:${userId}`);
      running -= 1;
    };
    hooks.register('scheduling', hook('scheduling'));
    hooks.register('payments', hook('payments'));
    hooks.register('waitlist', hook('waitlist'));
    expect(hooks.names()).toEqual(['scheduling', 'payments', 'waitlist']);
    await hooks.runAll(q, 'u1');
    expect(calls).toEqual(['scheduling:u1', 'payments:u1', 'waitlist:u1']);
  });

  it('a failing hook stops the rest, so the transaction rolls back', async () => {
    const hooks = new AccountDeletionHooks();
    const calls: string[] = [];
    hooks.register('first', async () => {
      throw new Error('no');
    });
    hooks.register('second', async () => {
      calls.push('second');
    });
    await expect(hooks.runAll(q, 'u1')).rejects.toThrow('no');
    expect(calls).toEqual([]);
  });

  it('an area registers once', () => {
    const hooks = new AccountDeletionHooks();
    hooks.register('payments', async () => undefined);
    expect(() => hooks.register('payments', async () => undefined)).toThrow(
      'Account deletion hook "payments" is already registered',
    );
    expect(hooks.names()).toEqual(['payments']);
  });

  it('none registered: nothing runs', async () => {
    const hooks = new AccountDeletionHooks();
    expect(hooks.names()).toEqual([]);
    await expect(hooks.runAll(q, 'u1')).resolves.toBeUndefined();
  });
});

describe('what a deletion keeps for the accounts', () => {
  it('only the money tables, each with its reason', () => {
    expect(Object.keys(KEPT_FOR_ACCOUNTING).sort()).toEqual([
      'gift_codes',
      'ledger_entries',
      'orders',
      'payments',
      'promo_usages',
      'provider_events',
      'refunds',
      'subscription_periods',
      'subscriptions',
      'token_accounts',
      'token_movements',
    ]);
    for (const reason of Object.values(KEPT_FOR_ACCOUNTING)) expect(reason.length).toBeGreaterThan(20);
    expect(KEPT_FOR_ACCOUNTING.provider_events).toContain('redacted on deletion');
    expect(KEPT_FOR_ACCOUNTING.gift_codes).toContain('erased on deletion');
  });
});
