// The therapist's list of bookings: one page from the bookings table, then the clients' names and addresses from
// core's accounts in one batched lookup (api/docs/area-contracts.md). Who booked is shown only for the therapist's
// own clients (client-relationship.ts); a deleted account shows no name and no address.
import type { Queryable } from '../../../external/db';
import type { AccountContacts } from '../../accounts/contacts-contract';
import { bookingsRepository } from '../bookings-repository';
import type { WorkerBookingRow, WorkerBookingsFilter } from '../service-types';

export async function listForWorker(
  accounts: Pick<AccountContacts, 'contacts'>,
  q: Queryable,
  workerId: string,
  filter: WorkerBookingsFilter,
): Promise<{ rows: WorkerBookingRow[]; total: number }> {
  const { rows, total } = await bookingsRepository.listForWorker(q, workerId, filter);
  const contacts = await accounts.contacts(
    rows.flatMap((row) => (row.client_id ? [row.client_id] : [])),
    q,
  );
  return {
    total,
    rows: rows.map(({ known_with_email, known_without_email, ...row }) => {
      const contact = row.client_id ? contacts.get(row.client_id) : undefined;
      const email = contact?.email ?? null;
      const known = email !== null ? known_with_email : known_without_email;
      return {
        ...row,
        client_name: known ? (contact?.name ?? null) : null,
        client_email: known ? email : null,
        client_known: known,
      };
    }),
  };
}
