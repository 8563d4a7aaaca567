// The waitlist area's SQL: its own tables (waitlist_entries, waitlist_offers) and the reads of bookings and
// therapist profiles it needs; people's names and addresses come from fastify.accounts. Bookings themselves are written only through bookingsRepository.
import type { WaitlistWindow } from '@rozmova/contracts/waitlist';
import { lockForTransaction, type Queryable } from '../../external/db';
import type { AccountContacts } from '../accounts/contacts-contract';

type Contacts = Pick<AccountContacts, 'contacts'>;

export interface WaitlistEntryRow {
  id: string;
  client_id: string;
  worker_id: string;
  service_id: string;
  time_zone: string;
  windows: WaitlistWindow[];
  created_at: Date;
}

/** An entry with its therapist's name and the offer it holds now, if any. */
export interface WaitlistEntryViewRow extends WaitlistEntryRow {
  therapist_name: string | null;
  offer_starts_at: Date | null;
  offer_ends_at: Date | null;
  offer_expires_at: Date | null;
}

/** The open offer behind a claim link. */
export interface WaitlistOfferByTokenRow {
  worker_id: string;
  service_id: string;
  starts_at: Date;
  ends_at: Date;
  expires_at: Date;
  therapist_name: string | null;
}

/** The client an offer is mailed to. */
export interface WaitlistPerson {
  name: string;
  email: string | null;
  locale: string;
  timezone: string | null;
}

/** Entries (with their open offer as of `now`, bound as $1) matching `where`, whose own parameters start at $2. */
const entryViews = async (
  q: Queryable,
  now: Date,
  where: string,
  params: unknown[],
): Promise<WaitlistEntryViewRow[]> => {
  const { rows } = await q.query<WaitlistEntryViewRow>(
    `SELECT e.*, p.display_name AS therapist_name,
            o.starts_at AS offer_starts_at, b.ends_at AS offer_ends_at, o.expires_at AS offer_expires_at
       FROM waitlist_entries e
       LEFT JOIN therapist_profiles p ON p.user_id = e.worker_id
       LEFT JOIN waitlist_offers o ON o.entry_id = e.id AND o.status = 'open' AND o.expires_at > $1
       LEFT JOIN bookings b ON b.id = o.booking_id
      WHERE ${where} ORDER BY e.created_at, e.id`,
    [now, ...params],
  );
  return rows;
};

export const waitlistRepository = {
  /** One entry as its client sees it, with its open offer as of `now`. */
  entryViewById(q: Queryable, now: Date, id: string): Promise<WaitlistEntryViewRow[]> {
    return entryViews(q, now, 'e.id = $2', [id]);
  },

  /** A client's entries, oldest first, each with its open offer as of `now`. */
  entryViewsOfClient(q: Queryable, now: Date, clientId: string): Promise<WaitlistEntryViewRow[]> {
    return entryViews(q, now, 'e.client_id = $2', [clientId]);
  },

  /** Expires the open offers of these entries; returns the bookings that reserved their slots. */
  async withdrawOpenOffers(q: Queryable, entryIds: string[]): Promise<string[]> {
    const { rows } = await q.query<{ booking_id: string }>(
      `UPDATE waitlist_offers SET status = 'expired' WHERE entry_id = ANY ($1::uuid[]) AND status = 'open'
        RETURNING booking_id`,
      [entryIds],
    );
    return rows.map((r) => r.booking_id);
  },

  /** Takes the transaction-scoped advisory lock on one therapist's line. */
  async lockLine(q: Queryable, workerId: string): Promise<void> {
    await lockForTransaction(q, `waitlist:${workerId}`);
  },

  /** The client's name, address, language and zone; null once the account is deleted. */
  async person(q: Queryable, accounts: Contacts, clientId: string): Promise<WaitlistPerson | null> {
    const person = (await accounts.contacts([clientId], q)).get(clientId);
    return person ? { name: person.name, email: person.email, locale: person.locale, timezone: person.timezone } : null;
  },

  /** A therapist's line, in order: entries of existing accounts that hold no open offer. */
  async lineWithoutOpenOffer(q: Queryable, accounts: Contacts, workerId: string): Promise<WaitlistEntryRow[]> {
    const { rows } = await q.query<WaitlistEntryRow>(
      `SELECT e.* FROM waitlist_entries e
        WHERE e.worker_id = $1
          AND NOT EXISTS (SELECT 1 FROM waitlist_offers o WHERE o.entry_id = e.id AND o.status = 'open')
        ORDER BY e.created_at, e.id`,
      [workerId],
    );
    const live = await accounts.contacts(
      rows.map((r) => r.client_id),
      q,
    );
    return rows.filter((r) => live.has(r.client_id));
  },

  /** The start of every slot ever offered to an entry. */
  async offeredStarts(q: Queryable, entryId: string): Promise<Date[]> {
    const { rows } = await q.query<{ starts_at: Date }>('SELECT starts_at FROM waitlist_offers WHERE entry_id = $1', [
      entryId,
    ]);
    return rows.map((r) => r.starts_at);
  },

  /** Records an open offer of a reserved slot to an entry. */
  async insertOffer(
    q: Queryable,
    offer: { entryId: string; bookingId: string; startsAt: Date; tokenHash: Buffer; offeredAt: Date; expiresAt: Date },
  ): Promise<void> {
    await q.query(
      `INSERT INTO waitlist_offers (entry_id, booking_id, starts_at, token_hash, status, offered_at, expires_at)
       VALUES ($1, $2, $3, $4, 'open', $5, $6)`,
      [offer.entryId, offer.bookingId, offer.startsAt, offer.tokenHash, offer.offeredAt, offer.expiresAt],
    );
  },

  /** Adds an entry (windows as JSON text); null when the client already waits there for this session type. */
  async insertEntry(
    q: Queryable,
    entry: { clientId: string; workerId: string; serviceId: string; timeZone: string; windowsJson: string },
  ): Promise<string | null> {
    const { rows } = await q.query<{ id: string }>(
      `INSERT INTO waitlist_entries (client_id, worker_id, service_id, time_zone, windows)
       VALUES ($1, $2, $3, $4, $5::jsonb)
       ON CONFLICT ON CONSTRAINT waitlist_one_entry DO NOTHING RETURNING id`,
      [entry.clientId, entry.workerId, entry.serviceId, entry.timeZone, entry.windowsJson],
    );
    return rows[0]?.id ?? null;
  },

  /** Locks a client's own entry; false when it is missing or someone else's. */
  async lockOwnEntry(q: Queryable, entryId: string, clientId: string): Promise<boolean> {
    const { rows } = await q.query<{ id: string }>(
      'SELECT id FROM waitlist_entries WHERE id = $1 AND client_id = $2 FOR UPDATE',
      [entryId, clientId],
    );
    return rows.length > 0;
  },

  /** Removes one entry (its offers go with it). */
  async deleteEntry(q: Queryable, entryId: string): Promise<void> {
    await q.query('DELETE FROM waitlist_entries WHERE id = $1', [entryId]);
  },

  /** The open, still-held offer with this token hash, if it was made to this client and runs past `now`. */
  async offerByTokenHash(
    q: Queryable,
    tokenHash: Buffer,
    clientId: string,
    now: Date,
  ): Promise<WaitlistOfferByTokenRow | null> {
    const { rows } = await q.query<WaitlistOfferByTokenRow>(
      `SELECT e.worker_id, e.service_id, o.starts_at, b.ends_at, o.expires_at, p.display_name AS therapist_name
         FROM waitlist_offers o
         JOIN waitlist_entries e ON e.id = o.entry_id
         JOIN bookings b ON b.id = o.booking_id
         LEFT JOIN therapist_profiles p ON p.user_id = e.worker_id
        WHERE o.token_hash = $1 AND e.client_id = $2 AND o.status = 'open' AND o.expires_at > $3
          AND b.status = 'held'`,
      [tokenHash, clientId, now],
    );
    return rows[0] ?? null;
  },

  /** Expires the open offers that ran out by `now`; returns the bookings that reserved their slots. */
  async expireRunOutOffers(q: Queryable, now: Date): Promise<string[]> {
    const { rows } = await q.query<{ booking_id: string }>(
      `UPDATE waitlist_offers SET status = 'expired' WHERE status = 'open' AND expires_at <= $1
        RETURNING booking_id`,
      [now],
    );
    return rows.map((r) => r.booking_id);
  },

  /** Every therapist somebody waits for. */
  async workersWithLine(q: Queryable): Promise<string[]> {
    const { rows } = await q.query<{ worker_id: string }>('SELECT DISTINCT worker_id FROM waitlist_entries');
    return rows.map((r) => r.worker_id);
  },

  /** Locks the open, still-held offer of exactly this slot to this client, if one runs past `now`. */
  async lockOpenOfferForSlot(
    q: Queryable,
    slot: { clientId: string; workerId: string; serviceId: string; startsAt: Date },
    now: Date,
  ): Promise<{ id: string; entry_id: string; booking_id: string } | null> {
    const { rows } = await q.query<{ id: string; entry_id: string; booking_id: string }>(
      `SELECT o.id, o.entry_id, o.booking_id FROM waitlist_offers o
         JOIN waitlist_entries e ON e.id = o.entry_id
         JOIN bookings b ON b.id = o.booking_id
        WHERE e.client_id = $1 AND e.worker_id = $2 AND b.service_id = $3 AND o.starts_at = $4
          AND o.status = 'open' AND o.expires_at > $5 AND b.status = 'held'
        FOR UPDATE OF o`,
      [slot.clientId, slot.workerId, slot.serviceId, slot.startsAt, now],
    );
    return rows[0] ?? null;
  },

  /** Marks an offer claimed. */
  async markClaimed(q: Queryable, offerId: string): Promise<void> {
    await q.query(`UPDATE waitlist_offers SET status = 'claimed' WHERE id = $1`, [offerId]);
  },

  /** The therapist of a booking, when somebody waits for them. */
  async workerWithLineOfBooking(q: Queryable, bookingId: string): Promise<string | null> {
    const { rows } = await q.query<{ worker_id: string }>(
      `SELECT b.worker_id FROM bookings b
        WHERE b.id = $1 AND EXISTS (SELECT 1 FROM waitlist_entries e WHERE e.worker_id = b.worker_id)`,
      [bookingId],
    );
    return rows[0]?.worker_id ?? null;
  },

  /** The ids of a client's entries. */
  async entryIdsOfClient(q: Queryable, clientId: string): Promise<string[]> {
    const { rows } = await q.query<{ id: string }>('SELECT id FROM waitlist_entries WHERE client_id = $1', [clientId]);
    return rows.map((r) => r.id);
  },

  /** Removes every entry a person is in, as the client or as the therapist. */
  async deleteEntriesOf(q: Queryable, userId: string): Promise<void> {
    await q.query('DELETE FROM waitlist_entries WHERE client_id = $1 OR worker_id = $1', [userId]);
  },
};
