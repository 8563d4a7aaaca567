// The step that reads what is being booked from the database: a therapist's profile and the session type.
import { SERVICE_IDS } from '@rozmova/contracts/constants';
import { loadBookable } from '../../src/plugins/app/bookings/steps/load-bookable';
import { asyncRefusalOf } from '../../src/plugins/app/bookings/steps/__tests__/refusal';
import { stepWorld, type StepWorld } from './step-helpers';

let world: StepWorld;
// Inside a describe: the helpers' top-level afterAll closes the file's PGlite only after this app closed.
describe('loadBookable on the database', () => {
  beforeAll(async () => {
    world = await stepWorld();
  });
  afterAll(async () => {
    await world.app.close();
  });

  describe('loadBookable', () => {
    it('reads the therapist’s profile and the terms of the session type', async () => {
      const bookable = await loadBookable(world.app.db, world.therapist.id, SERVICE_IDS.couple);
      expect(bookable.profile.userId).toBe(world.therapist.id);
      expect(bookable.kind).toBe('couple');
      expect(bookable.terms).toMatchObject({ serviceId: SERVICE_IDS.couple, currency: 'UAH' });
      expect(bookable.terms.durationMinutes).toBe(world.profile.coupleMinutes);
    });

    it('a client’s account, or an id nobody has, is no therapist', async () => {
      for (const id of [world.client.id, '00000000-0000-4000-8000-000000000000']) {
        expect(await asyncRefusalOf(() => loadBookable(world.app.db, id, SERVICE_IDS.personal))).toEqual({
          status: 404,
          error: 'therapist_not_found',
          message: 'This therapist does not exist.',
        });
      }
    });

    it('a session type the therapist stopped offering is refused', async () => {
      await world.app.db.query('UPDATE therapist_profiles SET offers_couple = false WHERE user_id = $1', [
        world.therapist.id,
      ]);
      expect(
        (await asyncRefusalOf(() => loadBookable(world.app.db, world.therapist.id, SERVICE_IDS.couple))).error,
      ).toBe('service_not_offered');
    });
  });
});
