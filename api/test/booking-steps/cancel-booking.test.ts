// The step that cancels one session in the caller's transaction: the 24-hour line for the client (25 h free,
// 23 h late) and never late for the therapist or the platform, where the money goes, the event other areas act
// on, a started session, an outage, and someone else's booking.
import { BookingEvents, type BookingCancelledEvent } from '../../src/plugins/app/bookings/booking-events';
import { bookingsRepository } from '../../src/plugins/app/bookings/bookings-repository';
import { cancelBooking, type CancelInput } from '../../src/plugins/app/bookings/steps/cancel-booking';
import { asyncRefusalOf } from '../../src/plugins/app/bookings/steps/__tests__/refusal';
import type { Actor } from '../../src/plugins/app/bookings/booking-inputs';
import type { ChangeOptions } from '../../src/plugins/app/bookings/service-types';
import { insertBookingRow } from '../scheduling/scheduling-helpers';
import { createUser } from '../helpers';
import { DAY, HOUR, NOW, stepWorld, type StepWorld } from './step-helpers';

let world: StepWorld;
const heard: BookingCancelledEvent[] = [];
const events = new BookingEvents();
events.onCancelled('test', async (_q, event) => {
  heard.push(event);
});
let slot = 0;

// Inside a describe: the helpers' top-level afterAll closes the file's PGlite only after this app closed.
describe('cancelBooking on the database', () => {
  beforeAll(async () => {
    world = await stepWorld();
  });
  afterAll(async () => {
    await world.app.close();
  });
  beforeEach(() => {
    heard.length = 0;
  });

  /** A confirmed session `hoursAhead` after NOW, each on a day of its own. */
  async function session(hoursAhead: number): Promise<string> {
    slot += 1;
    return insertBookingRow(world.app, {
      workerId: world.therapist.id,
      clientId: world.client.id,
      startsAt: new Date(NOW + slot * 3 * DAY + hoursAhead * HOUR),
    });
  }

  async function cancelAt(
    bookingId: string,
    hoursBefore: number,
    actor: Actor,
    input: Partial<CancelInput> = {},
    options?: ChangeOptions,
  ) {
    const row = (await bookingsRepository.findById(world.app.db, bookingId))!;
    const now = new Date(row.starts_at).getTime() - hoursBefore * HOUR;
    return world.app.db.tx((q) =>
      cancelBooking(
        q,
        { events, now: () => now },
        actor,
        { bookingId, refundTo: 'payment', reason: null, ...input },
        options,
      ),
    );
  }

  const asClient = (): Actor => ({ id: world.client.id, role: 'user' });
  const asTherapist = (): Actor => ({ id: world.therapist.id, role: 'therapist' });

  describe('cancelBooking', () => {
    it('a client 25 h before: free, cancelled with the reason, the event tells where the money goes', async () => {
      const id = await session(0);
      const result = await cancelAt(id, 25, asClient(), { refundTo: 'token', reason: 'ill' });
      expect(result).toMatchObject({ cancelledBy: 'client', late: false });
      expect(result.booking).toMatchObject({
        status: 'cancelled',
        cancelled_by: 'client',
        cancelled_late: false,
        refund_to: 'token',
        cancel_reason: 'ill',
      });
      expect(heard).toEqual([
        { bookingId: id, cancelledBy: 'client', late: false, refundTo: 'token', refundChosenBy: 'client' },
      ]);
    });

    it('a client 23 h before: late', async () => {
      const id = await session(0);
      const result = await cancelAt(id, 23, asClient());
      expect(result.late).toBe(true);
      expect(result.booking.cancelled_late).toBe(true);
      expect(heard[0]).toMatchObject({ late: true, refundChosenBy: 'client' });
    });

    it('a therapist 23 h before: never late, money back by rule', async () => {
      const id = await session(0);
      const result = await cancelAt(id, 23, asTherapist());
      expect(result).toMatchObject({ cancelledBy: 'therapist', late: false });
      expect(heard).toEqual([
        { bookingId: id, cancelledBy: 'therapist', late: false, refundTo: 'payment', refundChosenBy: 'rule' },
      ]);
    });

    it('a therapist asking for a token is refused and nothing is written', async () => {
      const id = await session(0);
      const refusal = await asyncRefusalOf(() => cancelAt(id, 48, asTherapist(), { refundTo: 'token' }));
      expect(refusal.error).toBe('refund_to_token_needs_client_request');
      expect((await bookingsRepository.findById(world.app.db, id))!.status).toBe('confirmed');
      expect(heard).toEqual([]);
    });

    it('an admin cancels for the platform, named on the row, a token when the client asked', async () => {
      const admin = await createUser(world.app, { role: 'admin' });
      const id = await session(0);
      const result = await cancelAt(
        id,
        2,
        { id: admin.id, role: 'admin' },
        { refundTo: 'token', clientAskedForToken: true },
      );
      expect(result).toMatchObject({ cancelledBy: 'system', late: false });
      const { rows } = await world.app.db.query<{ cancelled_by_user_id: string | null }>(
        'SELECT cancelled_by_user_id FROM bookings WHERE id = $1',
        [id],
      );
      expect(rows[0]!.cancelled_by_user_id).toBe(admin.id);
      expect(heard[0]).toMatchObject({ refundTo: 'token', refundChosenBy: 'client_via_admin' });
    });

    it('a client’s own cancellation names nobody as the admin', async () => {
      const id = await session(0);
      await cancelAt(id, 30, asClient());
      const { rows } = await world.app.db.query<{ cancelled_by_user_id: string | null }>(
        'SELECT cancelled_by_user_id FROM bookings WHERE id = $1',
        [id],
      );
      expect(rows[0]!.cancelled_by_user_id).toBeNull();
    });

    it('a started session cannot be cancelled; 1 ms before its start it can', async () => {
      const id = await session(0);
      expect(await asyncRefusalOf(() => cancelAt(id, 0, asClient()))).toEqual({
        status: 409,
        error: 'booking_already_started',
        message: 'A session that has started cannot be cancelled.',
      });
      const result = await cancelAt(id, 1 / HOUR, asClient());
      expect(result).toMatchObject({ late: true, cancelledBy: 'client' });
    });

    it('during an outage a running session is cancelled free until its end', async () => {
      const id = await session(0);
      const result = await cancelAt(id, -10 / 60, asClient(), {}, { free: true });
      expect(result.late).toBe(false);
      const ended = await session(0);
      expect((await asyncRefusalOf(() => cancelAt(ended, -50 / 60, asClient(), {}, { free: true }))).error).toBe(
        'booking_already_started',
      );
    });

    it('someone else’s booking is not found; a cancelled one is not cancellable', async () => {
      const id = await session(0);
      const stranger = await createUser(world.app, { role: 'user' });
      expect((await asyncRefusalOf(() => cancelAt(id, 30, { id: stranger.id, role: 'user' }))).status).toBe(404);
      await cancelAt(id, 30, asClient());
      expect(await asyncRefusalOf(() => cancelAt(id, 30, asClient()))).toEqual({
        status: 409,
        error: 'booking_not_cancellable',
        message: 'This booking is cancelled and cannot be cancelled.',
      });
    });
  });
});
