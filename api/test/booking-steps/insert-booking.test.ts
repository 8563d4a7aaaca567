// The step that writes a new booking: held or confirmed, its times (length, then buffer), a hold's 15 minutes,
// stale holds that stop blocking, and the 409s of the exclusion constraints with the caller's transaction intact.
import { insertBooking, type InsertExtra } from '../../src/plugins/app/bookings/steps/insert-booking';
import { asyncRefusalOf } from '../../src/plugins/app/bookings/steps/__tests__/refusal';
import { bookingsRepository } from '../../src/plugins/app/bookings/bookings-repository';
import { createClient, createTherapist } from '../scheduling/scheduling-helpers';
import { therapistsRepository } from '../../src/plugins/app/therapists/therapists-repository';
import { DAY, HOUR, MINUTE, NOW, stepWorld, type StepWorld } from './step-helpers';

let world: StepWorld;
// Inside a describe: the helpers' top-level afterAll closes the file's PGlite only after this app closed.
describe('insertBooking on the database', () => {
  beforeAll(async () => {
    world = await stepWorld();
  });
  afterAll(async () => {
    await world.app.close();
  });

  const held: InsertExtra = {
    status: 'held',
    source: 'purchase',
    sourceRef: null,
    partnerEmail: null,
    workerNote: null,
  };
  const insert = (clientId: string, start: number, extra: InsertExtra = held, at = NOW) =>
    world.app.db.tx((q) =>
      insertBooking(q, { profile: world.profile, clientId, kind: 'personal', start }, extra, () => at),
    );

  describe('insertBooking', () => {
    it('a hold: the session’s length, the buffer, 15 minutes to pay, the terms’ price', async () => {
      const start = NOW + 2 * DAY;
      const row = await insert(world.client.id, start);
      expect(row).toMatchObject({
        worker_id: world.therapist.id,
        client_id: world.client.id,
        service_kind: 'personal',
        status: 'held',
        source: 'purchase',
        market: 'ua',
        currency: 'UAH',
        client_note: null,
        order_id: null,
      });
      expect(new Date(row.starts_at).getTime()).toBe(start);
      expect(new Date(row.ends_at).getTime()).toBe(start + world.profile.personalMinutes * MINUTE);
      expect(new Date(row.blocked_until).getTime()).toBe(start + (world.profile.personalMinutes + 10) * MINUTE);
      expect(new Date(row.hold_expires_at!).getTime()).toBe(NOW + 15 * MINUTE);
      expect(row.room).toMatch(/\S/);
    });

    it('a confirmed booking keeps its source, reference, partner and note, and has no hold', async () => {
      const row = await world.app.db.tx((q) =>
        insertBooking(
          q,
          { profile: world.profile, clientId: world.client.id, kind: 'couple', start: NOW + 3 * DAY },
          { status: 'confirmed', source: 'token', sourceRef: 'tok-1', partnerEmail: 'ola@example.pl', workerNote: 'n' },
          () => NOW,
        ),
      );
      expect(row).toMatchObject({
        status: 'confirmed',
        source: 'token',
        source_ref: 'tok-1',
        partner_email: 'ola@example.pl',
        worker_note: 'n',
        hold_expires_at: null,
        service_kind: 'couple',
      });
      expect(new Date(row.ends_at).getTime() - new Date(row.starts_at).getTime()).toBe(
        world.profile.coupleMinutes * MINUTE,
      );
    });

    it('a live hold on the time refuses with slot_taken, and the transaction stays usable', async () => {
      const start = NOW + 4 * DAY;
      await insert(world.client.id, start);
      const other = await createClient(world.app);
      const refusal = await asyncRefusalOf(() =>
        world.app.db.tx(async (q) => {
          await insertBooking(
            q,
            { profile: world.profile, clientId: other.id, kind: 'personal', start: start + 30 * MINUTE },
            held,
            () => NOW,
          ).catch(async (err: unknown) => {
            // The savepoint: the caller may still write in the same transaction.
            await q.query('SELECT 1');
            throw err;
          });
        }),
      );
      expect(refusal).toEqual({
        status: 409,
        error: 'slot_taken',
        message: 'This time is no longer free. Please choose another slot.',
      });
    });

    it('a hold that ran out stops blocking: the next client gets the time', async () => {
      const start = NOW + 5 * DAY;
      const stale = await insert(world.client.id, start);
      const other = await createClient(world.app);
      const row = await insert(other.id, start, held, NOW + 15 * MINUTE);
      expect(row.client_id).toBe(other.id);
      expect((await bookingsRepository.findById(world.app.db, stale.id))!.status).toBe('expired');
    });

    it('a hold 1 ms before it runs out still blocks', async () => {
      const start = NOW + 6 * DAY;
      await insert(world.client.id, start);
      const other = await createClient(world.app);
      expect((await asyncRefusalOf(() => insert(other.id, start, held, NOW + 15 * MINUTE - 1))).error).toBe(
        'slot_taken',
      );
    });

    it('a client with a session elsewhere at that time is busy', async () => {
      const start = NOW + 7 * DAY;
      await insert(world.client.id, start, { ...held, status: 'confirmed', source: 'token' });
      const second = await createTherapist(world.app);
      const profile = (await therapistsRepository.findByUserId(world.app.db, second.id))!;
      const refusal = await asyncRefusalOf(() =>
        world.app.db.tx((q) =>
          insertBooking(
            q,
            { profile, clientId: world.client.id, kind: 'personal', start: start + HOUR / 2 },
            held,
            () => NOW,
          ),
        ),
      );
      expect(refusal).toEqual({
        status: 409,
        error: 'client_busy',
        message: 'The client already has a session that overlaps this time.',
      });
    });
  });
});
