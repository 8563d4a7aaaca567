// Decorates `fastify.twoFactor` (plugin `two-factor`): TOTP enrolment, the second sign-in step, recovery codes
// and re-authentication (api/docs/two-factor.md).
import fp from 'fastify-plugin';
import { createTwoFactorService, type TwoFactorService } from './two-factor-service';

declare module 'fastify' {
  interface FastifyInstance {
    twoFactor: TwoFactorService;
  }
}

export default fp(
  async (fastify) => {
    const service = createTwoFactorService(fastify);
    fastify.decorate('twoFactor', service);
    fastify.accountDeletionHooks.register('two-factor', (q, userId) => service.removeAll(q, userId));
    fastify.jobs.define('cleanup.two-factor', { cron: '23 * * * *', policy: 'stately' }, () => service.cleanUp());
  },
  { name: 'two-factor', dependencies: ['db', 'jobs', 'accounts', 'sessions', 'outbox'] },
);
