// What the payments service needs from the rest of the app, and small helpers its parts share.
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../../../clock';
import type { Db, Queryable } from '../../../external/db';
import type { Ledger } from '../../ledger';
import type { Pricing } from '../../pricing';
import type { PaymentProviders } from '../../providers';
import type { GiftCodes } from '../../giftcodes';
import type { Subscriptions } from '../../subscriptions';
import type { Tokens } from '../../tokens';
import type { BookingsContract } from '../bookings-contract';
import type { OutboxMail } from '../../outbox';

export interface Buyer {
  id: string;
}

/** Name and address of a live account, for the e-mails payments sends; null once the account is deleted. */
export interface Contact {
  name: string;
  email: string | null;
  /** The person's own zone; null when never set (the market's zone is used then). */
  timezone: string | null;
}

export interface PaymentsDeps {
  db: Db;
  log: FastifyBaseLogger;
  clock: Clock;
  pricing: Pricing;
  providers: PaymentProviders;
  ledger: Ledger;
  tokens: Tokens;
  giftcodes: GiftCodes;
  subscriptions: Subscriptions;
  /** Scheduling's bookings (docs: api/docs/area-contracts.md). */
  bookings: BookingsContract;
  /** Scheduling's therapists: each one's shown name and time zone (`fastify.therapists.names`). */
  therapistNames: (
    q: Queryable,
    userIds: readonly string[],
  ) => Promise<Map<string, { displayName: string; timeZone: string }>>;
  /** Core's accounts: who to write to (read in the transaction the mail is written in). */
  contactOf: (userId: string, q: Queryable) => Promise<Contact | null>;
  shellUrl: string;
  apiBaseUrl: string;
  /**
   * Writes a plain-text e-mail into the outbox inside the caller's transaction (core's `outbox.enqueue`); the
   * outbox sends it once that commits, with retries.
   */
  enqueueMail: (q: Queryable, mail: OutboxMail) => Promise<unknown>;
  /**
   * Scheduling's couple-session invite (`appointments.sendPartnerInvite`), written in the caller's transaction.
   * Writes nothing unless the booking is a confirmed couple session with a partner address.
   */
  sendPartnerInvite: (q: Queryable, bookingId: string, clientName: string) => Promise<unknown>;
  /** Delivers a signed sandbox callback to our own webhook, as the sandbox "bank" would. */
  deliverSandboxCallback: (rawBody: string, signatureHeader: string) => Promise<{ statusCode: number; body: string }>;
}

export { addMonths } from '../grant-rules';

/** Runs `fn` so that its failure rolls back only its own writes, not the caller's transaction. */
export async function attempt<T>(
  q: Queryable,
  fn: () => Promise<T>,
): Promise<{ ok: true; value: T } | { ok: false; error: unknown }> {
  await q.query('SAVEPOINT payments_attempt');
  try {
    const value = await fn();
    await q.query('RELEASE SAVEPOINT payments_attempt');
    return { ok: true, value };
  } catch (error) {
    await q.query('ROLLBACK TO SAVEPOINT payments_attempt');
    return { ok: false, error };
  }
}

export function resultUrlOf(shellUrl: string, order: { id: string; locale: string }): string {
  return `${shellUrl}/${order.locale}/payment/result?order_id=${order.id}`;
}
