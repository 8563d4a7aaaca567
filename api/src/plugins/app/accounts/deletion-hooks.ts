import type { Queryable } from '../../external/db';

export type AccountDeletionHook = (q: Queryable, userId: string) => Promise<void>;

/**
 * Other areas register what deleting an account means for their data (scheduling cancels future bookings and
 * pseudonymises notes; payments strips names from ledger rows). Every hook runs inside the deletion
 * transaction, so an account is either fully deleted or not at all.
 */
export class AccountDeletionHooks {
  private readonly hooks = new Map<string, AccountDeletionHook>();

  register(name: string, hook: AccountDeletionHook): void {
    if (this.hooks.has(name)) throw new Error(`Account deletion hook "${name}" is already registered`);
    this.hooks.set(name, hook);
  }

  names(): string[] {
    return [...this.hooks.keys()];
  }

  async runAll(q: Queryable, userId: string): Promise<void> {
    for (const hook of this.hooks.values()) await hook(q, userId);
  }
}
