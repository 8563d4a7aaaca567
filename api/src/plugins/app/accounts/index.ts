import fp from 'fastify-plugin';
import { AccountDeletionHooks } from './deletion-hooks';
import { createAccountsService, RESTORE_PASSWORD_JOB, type AccountsService } from './accounts-service';
import { createGoogleIdTokenVerifier } from './google-id-token';
import { LOGIN_LINK_JOB } from './login-throttle';
import { createAccountContacts } from './contacts';
import type { AccountContacts } from './contacts-contract';

export type { AccountContact, AccountContacts } from './contacts-contract';

declare module 'fastify' {
  interface FastifyInstance {
    accounts: AccountsService & AccountContacts;
    /** Register with `fastify.accountDeletionHooks.register(name, async (q, userId) => {...})`; declare `dependencies: ['accounts']`. */
    accountDeletionHooks: AccountDeletionHooks;
  }
}

export default fp(
  async (fastify) => {
    const hooks = new AccountDeletionHooks();
    const google = createGoogleIdTokenVerifier({
      clientId: fastify.config.googleClientId,
      jwksUrl: fastify.config.googleJwksUrl,
      issuers: fastify.config.googleIssuers,
    });
    fastify.decorate('accountDeletionHooks', hooks);
    const accounts = createAccountsService(fastify, hooks, google);
    fastify.decorate('accounts', { ...accounts, ...createAccountContacts(fastify.db) });
    fastify.jobs.define(RESTORE_PASSWORD_JOB, { retryLimit: 3 }, async (data) => {
      if (typeof data.email === 'string') await accounts.sendPasswordReset(data.email);
    });
    fastify.jobs.define(LOGIN_LINK_JOB, { retryLimit: 3 }, async (data) => {
      if (typeof data.email === 'string') await accounts.sendLoginLink(data.email);
    });
  },
  { name: 'accounts', dependencies: ['db', 'sessions', 'outbox', 'jobs'] },
);
