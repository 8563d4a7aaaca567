// The admin's therapist accounts and the error-report overview. Creating a therapist writes the account,
// the (unlisted) profile (through scheduling's fastify.therapists) and a one-time password link in one
// transaction, then mails the link.
import crypto from 'node:crypto';
import fp from 'fastify-plugin';
import { ApiError } from '../../../errors';
import type { Queryable } from '../../external/db';
import { hashPassword } from '../accounts/accounts-contract';
import { createAdminOrders } from './admin-orders';
import { errorReportsRepository } from './error-reports-repository';
import type { AdminProfileRow } from '../therapists';
import {
  therapistAccountsRepository as repo,
  type TherapistAccount,
  type TherapistAccountRow,
} from './therapist-accounts-repository';
import {
  accountChanges,
  emailTakenError,
  futureBookingView,
  invitationMail,
  INVITATION_VALID_DAYS,
  listFilter,
  newAccount,
  profileChanges,
  therapistView,
  type TherapistChanges,
  type TherapistInput,
} from './therapist-account-rules';

export { INVITATION_VALID_DAYS, therapistView, type TherapistChanges, type TherapistInput };

declare module 'fastify' {
  interface FastifyInstance {
    adminTherapists: ReturnType<typeof createService>;
    adminOrders: ReturnType<typeof createAdminOrders>;
  }
}

function createService(fastify: import('fastify').FastifyInstance) {
  const { db, config } = fastify;
  const accountRow = (
    account: TherapistAccount,
    { user_id: _id, ...profile }: AdminProfileRow,
  ): TherapistAccountRow => ({ ...profile, id: account.id, email: account.email, created_at: account.created_at });
  const findOrThrow = async (q: Queryable, id: string, forUpdate = false) => {
    const account = await repo.liveAccount(q, id);
    const profile = account && (await fastify.therapists.profileForAdmin(q, id, forUpdate));
    if (!account || !profile) throw new ApiError(404, 'therapist_not_found', 'No therapist with this id.');
    return accountRow(account, profile);
  };

  return {
    async list(filter: { search?: string; market?: string; page: number; per_page: number }) {
      const { search, market, limit, offset } = listFilter(filter);
      // Core knows the live therapists and their addresses; scheduling their profiles, order and page.
      const accounts = await repo.liveAccounts(db, search);
      const byId = new Map(accounts.map((a) => [a.id, a]));
      const { rows, total } = await fastify.therapists.listForAdmin(db, {
        accountIds: accounts.map((a) => a.id),
        search,
        emailMatchIds: accounts.filter((a) => a.email_matches).map((a) => a.id),
        market,
        limit,
        offset,
      });
      const therapists = rows.map((row) => therapistView(accountRow(byId.get(row.user_id)!, row)));
      return { page: filter.page, per_page: filter.per_page, total, therapists };
    },

    async create(input: TherapistInput) {
      const account = newAccount(input);
      // Nobody knows this password: the therapist chooses their own through the invitation link.
      const passwordHash = await hashPassword(crypto.randomBytes(32).toString('base64url'), config.scryptLog2N);
      const token = crypto.randomBytes(32).toString('base64url');
      const id = await db.tx(async (q) => {
        if (await repo.emailTaken(q, account.email)) throw emailTakenError();
        const created = await repo.insert(q, { ...account, passwordHash });
        await fastify.therapists.createUnlistedProfile(q, created, {
          market: input.market,
          displayName: account.name,
          bios: account.bios,
          languages: account.languages,
          specialisations: account.specialisations,
          timeZone: account.timeZone,
          personalPriceMinor: account.personalPriceMinor,
          couplePriceMinor: account.couplePriceMinor,
        });
        await repo.insertInvitationToken(
          q,
          created,
          crypto.createHash('sha256').update(token).digest(),
          INVITATION_VALID_DAYS,
        );
        // Written with the account: the outbox sends it and retries while the mail server is away.
        await fastify.outbox.enqueue(
          q,
          invitationMail({ ...account, id: created, market: input.market }, config.publicShellUrl, token),
        );
        return created;
      });
      const row = await findOrThrow(db, id);
      return { therapist: therapistView(row), invitation_sent: true };
    },

    async update(id: string, changes: TherapistChanges) {
      const changed = accountChanges(changes);
      return db.tx(async (q) => {
        await findOrThrow(q, id, true);
        await fastify.therapists.updateProfile(q, id, profileChanges(changed));
        if (changed.name !== undefined) await repo.updateName(q, id, changed.name);
        return therapistView(await findOrThrow(q, id));
      });
    },

    async deactivate(id: string) {
      return db.tx(async (q) => {
        await findOrThrow(q, id, true);
        await fastify.therapists.deactivateProfile(q, id);
        const bookings = await fastify.bookings.futureConfirmedForWorker(q, id);
        const clients = await fastify.accounts.contacts(
          bookings.flatMap((b) => (b.client_id ? [b.client_id] : [])),
          q,
        );
        return {
          therapist: therapistView(await findOrThrow(q, id)),
          future_bookings: bookings.map(({ client_id, ...booking }) => {
            const client = client_id ? clients.get(client_id) : undefined;
            return futureBookingView({
              ...booking,
              client_name: client?.name ?? '',
              client_email: client?.email ?? null,
            });
          }),
        };
      });
    },

    async errorReports(days: number) {
      const groups = await errorReportsRepository.groups(db, days);
      return {
        days,
        groups: groups.map((g) => ({
          ...g,
          first_seen: new Date(g.first_seen).toISOString(),
          last_seen: new Date(g.last_seen).toISOString(),
        })),
      };
    },
  };
}

export default fp(
  async (fastify) => {
    fastify.decorate('adminTherapists', createService(fastify));
    fastify.decorate('adminOrders', createAdminOrders(fastify));
  },
  { name: 'admin', dependencies: ['db', 'outbox', 'accounts', 'bookings', 'payments', 'therapists'] },
);
