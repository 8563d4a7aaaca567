// Account deletion's part of the bookings table: what a person took part in, and forgetting their notes and
// every mention of them in the therapists' notes.
import type { Queryable } from '../../../external/db';
import { mentionScrubber } from '../scrub-mentions';

export const bookingErasure = {
  /**
   * Account deletion: every booking the person took part in (as the client, or as the invited partner by their
   * address), the therapists of those bookings, and the partner addresses they gave for their couple sessions.
   */
  async relatedTo(
    q: Queryable,
    userId: string,
    email: string | null,
  ): Promise<{ bookingIds: string[]; workerIds: string[]; partnerEmails: string[] }> {
    const { rows } = await q.query<{
      id: string;
      worker_id: string | null;
      partner_email: string | null;
      own: boolean;
    }>(
      `SELECT id, worker_id, partner_email, client_id = $1 AS own FROM bookings
        WHERE client_id = $1 OR ($2::text <> '' AND partner_email = lower($2))`,
      [userId, email ?? ''],
    );
    return {
      bookingIds: rows.map((r) => r.id),
      workerIds: [...new Set(rows.map((r) => r.worker_id).filter((id): id is string => id !== null))],
      partnerEmails: [...new Set(rows.filter((r) => r.own && r.partner_email).map((r) => r.partner_email!))],
    };
  },

  /**
   * Account deletion: the client's own notes and the partner address they gave for couple sessions go; the
   * therapists' free text about the client stays (it is their working record) without the client's name in any
   * form, e-mail or phone: the notes on the client's sessions and the notes on the therapists' special working
   * days. A couple session they were the invited partner of loses their address.
   */
  async forgetClientNotes(
    q: Queryable,
    userId: string,
    /** The person's name, phone and address (fastify.accounts), null when there is no such account. */
    person: { name: string | null; phone: string | null; email: string | null } | null,
  ): Promise<void> {
    await q.query(
      `UPDATE bookings SET client_note = NULL, cancel_reason = NULL, partner_email = NULL, updated_at = now()
        WHERE client_id = $1`,
      [userId],
    );
    if (!person) return;
    const scrub = mentionScrubber(person);
    const { rows: notes } = await q.query<{ id: string; worker_note: string }>(
      'SELECT id, worker_note FROM bookings WHERE client_id = $1 AND worker_note IS NOT NULL',
      [userId],
    );
    for (const note of notes) {
      const scrubbed = scrub(note.worker_note);
      if (scrubbed !== note.worker_note) {
        await q.query('UPDATE bookings SET worker_note = $2, updated_at = now() WHERE id = $1', [note.id, scrubbed]);
      }
    }
    const { rows: days } = await q.query<{ worker_id: string; work_date: string; note: string }>(
      `SELECT d.worker_id, d.work_date::text AS work_date, d.note FROM special_work_days d
        WHERE d.note IS NOT NULL
          AND d.worker_id IN (SELECT worker_id FROM bookings WHERE client_id = $1 OR partner_email = lower($2))`,
      [userId, person.email ?? ''],
    );
    for (const day of days) {
      const scrubbed = scrub(day.note);
      if (scrubbed !== day.note) {
        await q.query('UPDATE special_work_days SET note = $3 WHERE worker_id = $1 AND work_date = $2::date', [
          day.worker_id,
          day.work_date,
          scrubbed.slice(0, 500),
        ]);
      }
    }
    if (person.email) {
      await q.query(`UPDATE bookings SET partner_email = NULL, updated_at = now() WHERE partner_email = lower($1)`, [
        person.email,
      ]);
    }
  },
};
