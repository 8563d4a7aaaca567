// Fixtures for the booking steps' database tests: an app on a fresh database with a clock the test sets, a
// therapist with hours every day, 12 hours of notice and a 30-day horizon, and a client.
import type { FastifyInstance } from 'fastify';
import { buildTestApp, type TestUser } from '../helpers';
import { createClient, createTherapist } from '../scheduling/scheduling-helpers';
import { therapistsRepository, type TherapistProfile } from '../../src/plugins/app/therapists/therapists-repository';

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
/** A Monday morning, later than any real clock these tests run on. */
export const NOW = Date.parse('2031-03-03T06:00:00.000Z');

export interface StepWorld {
  app: FastifyInstance;
  clock: { now: number };
  therapist: TestUser;
  client: TestUser;
  profile: TherapistProfile;
}

export async function stepWorld(): Promise<StepWorld> {
  const clock = { now: NOW };
  const app = await buildTestApp({ clock: { now: () => clock.now } });
  const therapist = await createTherapist(app, { bufferMinutes: 10 });
  await app.db.query('UPDATE therapist_profiles SET notice_minutes = 720, horizon_days = 30 WHERE user_id = $1', [
    therapist.id,
  ]);
  const client = await createClient(app);
  const profile = (await therapistsRepository.findByUserId(app.db, therapist.id))!;
  return { app, clock, therapist, client, profile };
}
