// The step that moves one session in the caller's transaction: a client until 24 hours before (25 h yes, 23 h
// no) and only to a free slot within the notice and horizon, a therapist or an admin to any future time on the
// grid, a moved session keeping its length and buffer, and what blocks after it.
import { bookingsRepository, type BookingRow } from '../../src/plugins/app/bookings/bookings-repository';
import { insertBooking } from '../../src/plugins/app/bookings/steps/insert-booking';
import { rescheduleBooking } from '../../src/plugins/app/bookings/steps/reschedule-booking';
import { asyncRefusalOf } from '../../src/plugins/app/bookings/steps/__tests__/refusal';
import type { Actor } from '../../src/plugins/app/bookings/booking-inputs';
import type { ChangeOptions } from '../../src/plugins/app/bookings/service-types';
import { createUser } from '../helpers';
import { createClient } from '../scheduling/scheduling-helpers';
import { DAY, HOUR, MINUTE, NOW, stepWorld, type StepWorld } from './step-helpers';

let world: StepWorld;
let day = 0;

// Inside a describe: the helpers' top-level afterAll closes the file's PGlite only after this app closed.
describe('rescheduleBooking on the database', () => {
  beforeAll(async () => {
    world = await stepWorld();
  });
  afterAll(async () => {
    await world.app.close();
  });

  /** A confirmed 50-minute session with the therapist's 10-minute buffer, on a day of its own. */
  async function session(): Promise<BookingRow> {
    day += 2;
    return world.app.db.tx((q) =>
      insertBooking(
        q,
        { profile: world.profile, clientId: world.client.id, kind: 'personal', start: NOW + day * DAY },
        { status: 'confirmed', source: 'token', sourceRef: null, partnerEmail: null, workerNote: null },
        () => NOW,
      ),
    );
  }

  const startOf = (row: BookingRow) => new Date(row.starts_at).getTime();

  function moveAt(row: BookingRow, now: number, actor: Actor, to: number | string, options?: ChangeOptions) {
    // Scheduling's free-slot answer reads the app's clock: both see the same instant.
    world.clock.now = now;
    return world.app.db.tx((q) =>
      rescheduleBooking(
        q,
        { isFreeSlot: (...args) => world.app.scheduling.isFreeSlot(...args), now: () => now },
        actor,
        { bookingId: row.id, startsAt: typeof to === 'string' ? to : new Date(to).toISOString() },
        options,
      ),
    );
  }

  const asClient = (): Actor => ({ id: world.client.id, role: 'user' });
  const asTherapist = (): Actor => ({ id: world.therapist.id, role: 'therapist' });

  describe('rescheduleBooking by the client', () => {
    it('25 h before: moved, keeping its length and buffer, the first start remembered', async () => {
      const row = await session();
      const now = startOf(row) - 25 * HOUR;
      const to = startOf(row) + 3 * HOUR;
      const { moved, previousStart, movedBy } = await moveAt(row, now, asClient(), to);
      expect(movedBy).toBe('client');
      expect(previousStart).toEqual(new Date(startOf(row)));
      expect(new Date(moved.starts_at).getTime()).toBe(to);
      expect(new Date(moved.ends_at).getTime()).toBe(to + 50 * MINUTE);
      expect(new Date(moved.blocked_until).getTime()).toBe(to + 60 * MINUTE);
      expect(new Date(moved.original_starts_at!).getTime()).toBe(startOf(row));
      expect(moved.reschedule_count).toBe(1);
    });

    it('23 h before, or exactly 24 h before: too late, the session stays where it was', async () => {
      const row = await session();
      for (const hours of [23, 24]) {
        expect(
          await asyncRefusalOf(() => moveAt(row, startOf(row) - hours * HOUR, asClient(), startOf(row) + DAY)),
        ).toEqual({
          status: 409,
          error: 'reschedule_too_late',
          message: 'A session can be moved until 24 hours before it starts. You can still cancel it.',
        });
      }
      expect(new Date((await bookingsRepository.findById(world.app.db, row.id))!.starts_at).getTime()).toBe(
        startOf(row),
      );
    });

    it('the 12-hour notice: 11 h 59 after now refused, 12 h accepted', async () => {
      const row = await session();
      const now = startOf(row) - 2 * DAY;
      expect((await asyncRefusalOf(() => moveAt(row, now, asClient(), now + 11 * HOUR + 59 * MINUTE))).error).toBe(
        'too_short_notice',
      );
      const { moved } = await moveAt(row, now, asClient(), now + 12 * HOUR);
      expect(new Date(moved.starts_at).getTime()).toBe(now + 12 * HOUR);
    });

    it('the client’s horizon is the therapist’s 30 days', async () => {
      const row = await session();
      const now = startOf(row) - 2 * DAY;
      expect((await asyncRefusalOf(() => moveAt(row, now, asClient(), now + 30 * DAY))).details).toEqual([
        { field: 'starts_at', rule: 'horizon', horizon_days: 30 },
      ]);
    });

    it('a time inside another session’s buffer is taken; right after the buffer is free', async () => {
      const row = await session();
      const other = await session();
      const now = startOf(other) - 4 * DAY;
      const bufferEnd = startOf(other) + 60 * MINUTE;
      expect(await asyncRefusalOf(() => moveAt(row, now, asClient(), bufferEnd - 5 * MINUTE))).toEqual({
        status: 409,
        error: 'slot_taken',
        message: 'This time is no longer free. Please choose another slot.',
      });
      const { moved } = await moveAt(row, now, asClient(), bufferEnd);
      expect(new Date(moved.starts_at).getTime()).toBe(bufferEnd);
    });

    it('a moved session’s buffer blocks the next client', async () => {
      const row = await session();
      const now = startOf(row) - 2 * DAY;
      const to = startOf(row) + 4 * HOUR;
      await moveAt(row, now, asClient(), to);
      const next = await createClient(world.app);
      const refusal = await asyncRefusalOf(() =>
        world.app.db.tx((q) =>
          insertBooking(
            q,
            { profile: world.profile, clientId: next.id, kind: 'personal', start: to + 55 * MINUTE },
            { status: 'held', source: 'purchase', sourceRef: null, partnerEmail: null, workerNote: null },
            () => now,
          ),
        ),
      );
      expect(refusal.error).toBe('slot_taken');
    });

    it('a time that is no date-time is a 400', async () => {
      const row = await session();
      expect((await asyncRefusalOf(() => moveAt(row, NOW, asClient(), 'next week'))).error).toBe('validation_failed');
    });
  });

  describe('rescheduleBooking by the therapist or an admin', () => {
    it('a therapist moves 23 h before, inside the notice, off the client’s horizon up to a year', async () => {
      const row = await session();
      const now = startOf(row) - 23 * HOUR;
      const { moved, movedBy } = await moveAt(row, now, asTherapist(), now + HOUR);
      expect(movedBy).toBe('therapist');
      expect(new Date(moved.starts_at).getTime()).toBe(now + HOUR);
      const far = await session();
      const { moved: later } = await moveAt(far, now, asTherapist(), now + 200 * DAY);
      expect(new Date(later.starts_at).getTime()).toBe(now + 200 * DAY);
    });

    it('a therapist cannot move off the grid, into the past or beyond a year', async () => {
      const row = await session();
      const now = startOf(row) - 2 * DAY;
      expect((await asyncRefusalOf(() => moveAt(row, now, asTherapist(), now + HOUR + 2 * MINUTE))).details).toEqual([
        { field: 'starts_at', rule: 'grid_5_minutes' },
      ]);
      expect((await asyncRefusalOf(() => moveAt(row, now, asTherapist(), now))).error).toBe('starts_in_past');
      expect((await asyncRefusalOf(() => moveAt(row, now, asTherapist(), now + 366 * DAY))).error).toBe(
        'beyond_horizon',
      );
    });

    it('an admin moves for the platform', async () => {
      const admin = await createUser(world.app, { role: 'admin' });
      const row = await session();
      const now = startOf(row) - HOUR;
      const { movedBy } = await moveAt(row, now, { id: admin.id, role: 'admin' }, now + 2 * HOUR);
      expect(movedBy).toBe('platform');
    });

    it('a started session cannot be moved; during an outage it can until its end, to a free slot', async () => {
      const row = await session();
      expect(await asyncRefusalOf(() => moveAt(row, startOf(row), asTherapist(), startOf(row) + DAY))).toEqual({
        status: 409,
        error: 'booking_already_started',
        message: 'A session that has started cannot be moved.',
      });
      const now = startOf(row) + 10 * MINUTE;
      const { moved } = await moveAt(row, now, asClient(), startOf(row) + DAY, { free: true });
      expect(new Date(moved.starts_at).getTime()).toBe(startOf(row) + DAY);
    });

    it('someone else’s booking is not found', async () => {
      const row = await session();
      const stranger = await createClient(world.app);
      expect(
        (await asyncRefusalOf(() => moveAt(row, NOW, { id: stranger.id, role: 'user' }, startOf(row) + DAY))).status,
      ).toBe(404);
    });
  });
});
