// Therapists' shown names and time zones, for the other areas' read models (the my-data export's prepaid
// sessions and subscriptions, the admin's order report): `fastify.therapists.displayNames` / `.names`.
import type { Queryable } from '../../external/db';

export interface TherapistName {
  displayName: string;
  timeZone: string;
}

/** The profile's name and zone of each of these user ids that has a therapist profile. */
export async function therapistNames(q: Queryable, userIds: readonly string[]): Promise<Map<string, TherapistName>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map();
  const { rows } = await q.query<{ user_id: string; display_name: string; time_zone: string }>(
    'SELECT user_id, display_name, time_zone FROM therapist_profiles WHERE user_id = ANY($1::uuid[])',
    [ids],
  );
  return new Map(rows.map((r) => [r.user_id, { displayName: r.display_name, timeZone: r.time_zone }]));
}
