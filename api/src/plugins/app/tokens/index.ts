// Decorates `fastify.tokens`: prepaid sessions. The balance lives on token_accounts and only changes
// through token_movements (a trigger applies each movement; a CHECK keeps the balance at zero or above).
import fp from 'fastify-plugin';
import type { Queryable } from '../../external/db';
import { balanceAfter, bookingAccount, giftTokensLeft, movementValues } from './token-rules';
import type { TokenAccountRow, TokenMovementInput } from './token-types';

export type { TokenAccountRow, TokenMovementInput, TokenReason } from './token-types';

export interface Tokens {
  /** Locks (creating if needed) the account and appends one movement; returns the new balance. */
  move(q: Queryable, input: TokenMovementInput): Promise<number>;
  /** Locks (creating if needed) one account and returns it with its balance. */
  lockAccount(
    q: Queryable,
    clientId: string,
    locale: string,
    serviceId: string,
    workerId: string | null,
  ): Promise<TokenAccountRow>;
  /** Locks the account a booking with this therapist draws from: their subscription first, then general tokens. */
  lockAccountForBooking(
    q: Queryable,
    clientId: string,
    locale: string,
    serviceId: string,
    workerId: string,
  ): Promise<TokenAccountRow>;
  balances(q: Queryable, clientId: string): Promise<TokenAccountRow[]>;
  /** Tokens left for sessions of this type with this therapist: their subscription's and the general ones. */
  bookableBalance(q: Queryable, clientId: string, locale: string, serviceId: string, workerId: string): Promise<number>;
  /** The movement that paid for a booking, if a token did. */
  bookingDebit(
    q: Queryable,
    bookingId: string,
  ): Promise<{ account: TokenAccountRow; movementId: string; gift: boolean } | null>;
  /** How many of a (locked) account's tokens came from gift codes: those are spent first. */
  giftTokens(q: Queryable, account: TokenAccountRow): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    tokens: Tokens;
  }
}

async function lockAccount(
  q: Queryable,
  clientId: string,
  locale: string,
  serviceId: string,
  workerId: string | null,
): Promise<TokenAccountRow> {
  await q.query(
    `INSERT INTO token_accounts (client_id, locale, service_id, worker_id) VALUES ($1, $2, $3, $4)
     ON CONFLICT ON CONSTRAINT token_accounts_one_per_kind DO NOTHING`,
    [clientId, locale, serviceId, workerId],
  );
  const { rows } = await q.query<TokenAccountRow>(
    `SELECT id, client_id, locale, service_id, worker_id, balance FROM token_accounts
      WHERE client_id = $1 AND locale = $2 AND service_id = $3 AND worker_id IS NOT DISTINCT FROM $4
      FOR UPDATE`,
    [clientId, locale, serviceId, workerId],
  );
  return rows[0]!;
}

export const tokens: Tokens = {
  lockAccount,

  async move(q, input) {
    const account = await lockAccount(q, input.clientId, input.locale, input.serviceId, input.workerId);
    const balance = balanceAfter(account.balance, input.delta);
    await q.query(
      `INSERT INTO token_movements (account_id, delta, reason, order_id, payment_id, gift_code_id, refund_id, booking_id, gift)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      movementValues(account.id, input),
    );
    return balance;
  },

  async lockAccountForBooking(q, clientId, locale, serviceId, workerId) {
    // Rows are locked one by one and re-read after the lock, so two concurrent bookings cannot both take
    // the last token: the second sees the first one's movement.
    const { rows } = await q.query<TokenAccountRow>(
      `SELECT id, client_id, locale, service_id, worker_id, balance FROM token_accounts
        WHERE client_id = $1 AND locale = $2 AND service_id = $3 AND (worker_id = $4 OR worker_id IS NULL)
          AND balance > 0
        ORDER BY worker_id NULLS LAST
        FOR UPDATE`,
      [clientId, locale, serviceId, workerId],
    );
    return bookingAccount(rows);
  },

  async balances(q, clientId) {
    const { rows } = await q.query<TokenAccountRow>(
      `SELECT id, client_id, locale, service_id, worker_id, balance FROM token_accounts
        WHERE client_id = $1 ORDER BY locale, service_id, worker_id NULLS FIRST`,
      [clientId],
    );
    return rows;
  },

  async bookableBalance(q, clientId, locale, serviceId, workerId) {
    const { rows } = await q.query<{ n: number }>(
      `SELECT coalesce(sum(balance), 0)::int AS n FROM token_accounts
        WHERE client_id = $1 AND locale = $2 AND service_id = $3 AND (worker_id IS NULL OR worker_id = $4)`,
      [clientId, locale, serviceId, workerId],
    );
    return rows[0]!.n;
  },

  async bookingDebit(q, bookingId) {
    const { rows } = await q.query<TokenAccountRow & { movement_id: string; gift: boolean }>(
      `SELECT a.id, a.client_id, a.locale, a.service_id, a.worker_id, a.balance, m.id AS movement_id, m.gift
         FROM token_movements m JOIN token_accounts a ON a.id = m.account_id
        WHERE m.booking_id = $1 AND m.reason = 'booking'`,
      [bookingId],
    );
    const row = rows[0];
    if (!row) return null;
    const { movement_id, gift, ...account } = row;
    return { account, movementId: movement_id, gift };
  },

  async giftTokens(q, account) {
    // Withdrawals and bundles are never gift tokens, so the gift count is capped by what is left at all.
    const { rows } = await q.query<{ n: number }>(
      `SELECT coalesce(sum(delta) FILTER (WHERE gift), 0)::int AS n FROM token_movements WHERE account_id = $1`,
      [account.id],
    );
    return giftTokensLeft(rows[0]!.n, account.balance);
  },
};

export default fp(
  async (fastify) => {
    fastify.decorate('tokens', tokens);
  },
  { name: 'tokens', dependencies: ['db'] },
);
