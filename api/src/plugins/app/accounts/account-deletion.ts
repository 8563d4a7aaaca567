// Deleting an account: the steps of deletion-rules.ts, run in one transaction, so an account is either fully
// deleted or not at all.
import type { FastifyInstance } from 'fastify';
import { accountGone } from './account-rules';
import type { AccountDeletionHooks } from './deletion-hooks';
import { erasureSteps, goodbyeMail, type ErasureStep } from './deletion-rules';
import type { createLoginThrottle } from './login-throttle';
import * as users from './users-repository';

export function createAccountDeletion(
  fastify: FastifyInstance,
  deletionHooks: AccountDeletionHooks,
  throttle: ReturnType<typeof createLoginThrottle>,
) {
  return async function deleteAccount(userId: string): Promise<void> {
    await fastify.db.tx(async (q) => {
      const user = await users.findActiveById(q, userId, true);
      if (!user) throw accountGone();
      const email = user.email ?? '';
      const run: Record<ErasureStep, () => Promise<unknown>> = {
        area_hooks: () => deletionHooks.runAll(q, userId),
        queued_jobs: () => fastify.jobs.forgetData(q, 'email', email),
        queued_mails: () => fastify.outbox.forgetRecipient(q, userId),
        reset_links: () => q.query('DELETE FROM password_reset_tokens WHERE user_id = $1', [userId]),
        address_confirmations: () => q.query('DELETE FROM email_verifications WHERE user_id = $1', [userId]),
        sign_in_throttle: () => throttle.forget(q, userId, user.email),
        sessions: () => fastify.sessions.revokeAllForUser(q, userId),
        user_row: () => users.pseudonymiseUser(q, userId),
        goodbye_mail: () => fastify.outbox.enqueue(q, goodbyeMail({ ...user, email })),
      };
      for (const step of erasureSteps(user)) await run[step]();
    });
  };
}
