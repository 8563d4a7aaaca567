// The admin's therapist accounts and the error-report overview. Creating a therapist writes the account,
// the (unlisted) profile and a one-time password link in one transaction, then mails the link.
import crypto from 'node:crypto';
import fp from 'fastify-plugin';
import { MARKETS, marketCurrency, type MarketLocale } from '@rozmova/contracts/markets';
import { fromMinorUnits } from '@rozmova/contracts/format';
import { ApiError } from '../../../errors';
import type { Queryable } from '../../external/db';
import { hashPassword } from '../accounts/passwords';
import { createAdminOrders } from './admin-orders';
import { errorReportsRepository } from './error-reports-repository';
import { THERAPIST_INVITATION_MAIL } from './invitation-texts';
import { therapistAccountsRepository as repo, type TherapistAccountRow } from './therapist-accounts-repository';
import { biosOf, type Bios } from '../therapists/therapists-repository';

/** An invitation is a password link that lives longer than a reset link: a new colleague may not read mail at once. */
export const INVITATION_VALID_DAYS = 7;

export interface TherapistInput {
  email: string;
  name: string;
  market: MarketLocale;
  bios?: Partial<Bios>;
  languages?: string[];
  specialisations?: string[];
  personal_price?: number | null;
  couple_price?: number | null;
}

export type TherapistChanges = Partial<Omit<TherapistInput, 'email' | 'market'>>;

export function therapistView(row: TherapistAccountRow) {
  const currency = marketCurrency(row.market as MarketLocale);
  return {
    id: row.id,
    email: row.email ?? '',
    name: row.name,
    market: row.market,
    bios: biosOf(row),
    languages: row.languages,
    specialisations: row.specialisations,
    currency,
    personal_price: row.personal_price_minor === null ? null : fromMinorUnits(row.personal_price_minor),
    couple_price: row.couple_price_minor === null ? null : fromMinorUnits(row.couple_price_minor),
    is_listed: row.is_listed,
    has_weekly_hours: row.has_weekly_hours,
    deactivated_at: row.deactivated_at ? row.deactivated_at.toISOString() : null,
    created_at: row.created_at.toISOString(),
  };
}

/** Major units to minor ones; a third decimal is refused rather than rounded away (as for the therapist's own prices). */
function priceMinor(value: number | null | undefined, field: string): number | null | undefined {
  if (value === undefined || value === null) return value;
  const minor = Math.round(value * 100);
  if (Math.abs(minor - value * 100) > 1e-6) {
    throw new ApiError(400, 'validation_failed', 'Prices have at most two decimals.', [{ field, rule: 'multipleOf' }]);
  }
  return minor;
}

declare module 'fastify' {
  interface FastifyInstance {
    adminTherapists: ReturnType<typeof createService>;
    adminOrders: ReturnType<typeof createAdminOrders>;
  }
}

function createService(fastify: import('fastify').FastifyInstance) {
  const { db, config } = fastify;
  const findOrThrow = async (q: Queryable, id: string, forUpdate = false) => {
    const row = await repo.find(q, id, forUpdate);
    if (!row) throw new ApiError(404, 'therapist_not_found', 'No therapist with this id.');
    return row;
  };

  return {
    async list(filter: { search?: string; market?: string; page: number; per_page: number }) {
      const search = filter.search?.trim() || null;
      const { rows, total } = await repo.list(db, {
        search,
        market: filter.market ?? null,
        limit: filter.per_page,
        offset: (filter.page - 1) * filter.per_page,
      });
      return { page: filter.page, per_page: filter.per_page, total, therapists: rows.map(therapistView) };
    },

    async create(input: TherapistInput) {
      const email = input.email.trim().toLowerCase();
      const personal = priceMinor(input.personal_price, 'personal_price') ?? null;
      const couple = priceMinor(input.couple_price, 'couple_price') ?? null;
      // Nobody knows this password: the therapist chooses their own through the invitation link.
      const passwordHash = await hashPassword(crypto.randomBytes(32).toString('base64url'), config.scryptLog2N);
      const token = crypto.randomBytes(32).toString('base64url');
      const id = await db.tx(async (q) => {
        if (await repo.emailTaken(q, email)) {
          throw new ApiError(409, 'email_taken', 'An account with this e-mail already exists.', [
            { field: 'email', rule: 'unique' },
          ]);
        }
        const created = await repo.insert(q, {
          email,
          name: input.name.trim(),
          market: input.market,
          timeZone: MARKETS[input.market].timezone,
          passwordHash,
          bios: input.bios ?? {},
          languages: input.languages ?? [],
          specialisations: input.specialisations ?? [],
          personalPriceMinor: personal,
          couplePriceMinor: couple,
        });
        await repo.insertInvitationToken(
          q,
          created,
          crypto.createHash('sha256').update(token).digest(),
          INVITATION_VALID_DAYS,
        );
        // Written with the account: the outbox sends it and retries while the mail server is away.
        const mail = THERAPIST_INVITATION_MAIL[input.market];
        await fastify.outbox.enqueue(q, {
          purpose: 'therapist_invitation',
          userId: created,
          to: email,
          locale: input.market,
          subject: mail.subject,
          text: mail.text({
            name: input.name.trim(),
            link: `${config.publicShellUrl}/${input.market}/reset-password?token=${token}`,
            days: INVITATION_VALID_DAYS,
          }),
        });
        return created;
      });
      const row = await findOrThrow(db, id);
      return { therapist: therapistView(row), invitation_sent: true };
    },

    async update(id: string, changes: TherapistChanges) {
      const personal = priceMinor(changes.personal_price, 'personal_price');
      const couple = priceMinor(changes.couple_price, 'couple_price');
      return db.tx(async (q) => {
        await findOrThrow(q, id, true);
        await repo.update(q, id, {
          ...(changes.name !== undefined ? { name: changes.name.trim() } : {}),
          ...(changes.bios !== undefined ? { bios: changes.bios } : {}),
          ...(changes.languages !== undefined ? { languages: changes.languages } : {}),
          ...(changes.specialisations !== undefined ? { specialisations: changes.specialisations } : {}),
          ...(personal !== undefined ? { personalPriceMinor: personal } : {}),
          ...(couple !== undefined ? { couplePriceMinor: couple } : {}),
        });
        return therapistView(await findOrThrow(q, id));
      });
    },

    async deactivate(id: string) {
      return db.tx(async (q) => {
        await findOrThrow(q, id, true);
        await repo.deactivate(q, id);
        const bookings = await repo.futureBookings(q, id);
        return {
          therapist: therapistView(await findOrThrow(q, id)),
          future_bookings: bookings.map((b) => ({ ...b, starts_at: new Date(b.starts_at).toISOString() })),
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
  { name: 'admin', dependencies: ['db', 'outbox', 'bookings', 'payments'] },
);
