// Reminder edges only a database shows (issue 30): each kind of recipient who turned reminders off in their own
// notification settings gets none while the others still do, and a reminder queued before a move never goes out
// with the old time; the moved session gets its own reminders for the new one.
import type { FastifyInstance } from 'fastify';
import { buildTestApp, createUser, deliverMails, loginCookie } from '../helpers';
import {
  api,
  createClient,
  createTherapist,
  hourAhead,
  insertBookingRow,
  type TestTherapist,
} from '../scheduling/scheduling-helpers';

const HOUR = 3_600_000;

describe('reminder opt-outs and moves', () => {
  let app: FastifyInstance;
  let now = Date.now();
  beforeAll(async () => {
    app = await buildTestApp({ clock: { now: () => now } });
  });
  afterAll(async () => {
    await app.close();
  });
  beforeEach(() => {
    now = Date.now();
  });

  const turnOff = async (cookie: string) => {
    const res = await api(app).post(
      '/change_user_notification_settings?config_id=ua',
      { email_reminders: false },
      cookie,
    );
    expect(res.statusCode).toBe(200);
  };
  const remindedOf = async (bookingId: string) =>
    (
      await app.db.query<{ recipient: string; to_email: string }>(
        `SELECT r.recipient, m.to_email FROM session_reminders r JOIN mail_outbox m ON m.id = r.mail_id
          WHERE r.booking_id = $1 ORDER BY r.recipient`,
        [bookingId],
      )
    ).rows;
  const coupleFor = async (therapist: TestTherapist, hours: number) => {
    const client = await createClient(app, 'ua');
    const partnerUser = await createUser(app, { locale: 'ua' });
    const partner = { ...partnerUser, cookie: await loginCookie(app, partnerUser.email, partnerUser.password) };
    const startsAt = hourAhead(hours);
    const id = await insertBookingRow(app, {
      workerId: therapist.id,
      clientId: client.id,
      startsAt,
      kind: 'couple',
      partnerEmail: partner.email,
      partnerId: partner.id,
    });
    return { client, partner, startsAt, id };
  };

  it('a couple partner with an account who turned reminders off gets none; client and therapist still do', async () => {
    const therapist = await createTherapist(app, { market: 'ua' });
    const { client, partner, startsAt, id } = await coupleFor(therapist, 20);
    await turnOff(partner.cookie);
    // Before the scan, each one's cabinet already says what will happen to their own reminders (20 h ahead, only
    // the hour-before one is still to come).
    const shown = async (cookie: string) => {
      const res = await api(app).get(`/v4/entities/get_appointment_reminders?appointment_id=${id}`, cookie);
      expect(res.statusCode).toBe(200);
      return (res.json() as { reminders: Array<{ status: string }> }).reminders.map((r) => r.status);
    };
    expect(await shown(partner.cookie)).toEqual(['off']);
    expect(await shown(client.cookie)).toEqual(['scheduled']);
    now = startsAt.getTime() - 5 * HOUR;
    expect(await app.reminders.scan()).toBe(2);
    expect(await remindedOf(id)).toEqual([
      { recipient: 'client', to_email: client.email },
      { recipient: 'therapist', to_email: therapist.email },
    ]);
  });

  it('a therapist who turned reminders off gets none; the client and the partner still do', async () => {
    const therapist = await createTherapist(app, { market: 'ua' });
    await turnOff(therapist.cookie);
    const { client, partner, startsAt, id } = await coupleFor(therapist, 30);
    now = startsAt.getTime() - 5 * HOUR;
    expect(await app.reminders.scan()).toBe(2);
    expect(await remindedOf(id)).toEqual([
      { recipient: 'client', to_email: client.email },
      { recipient: 'partner', to_email: partner.email },
    ]);
    // And the hour-before one later, the same people.
    now = startsAt.getTime() - HOUR;
    expect(await app.reminders.scan()).toBe(2);
  });

  it('a session moved after its reminders were queued: the old ones never leave, new ones carry the new time', async () => {
    const therapist = await createTherapist(app, { market: 'ua' });
    const client = await createClient(app, 'ua');
    const first = hourAhead(60);
    const id = await insertBookingRow(app, { workerId: therapist.id, clientId: client.id, startsAt: first });
    // 24 h 30 min before: the day-before reminders are queued and the client may still move free of charge.
    now = first.getTime() - 24.5 * HOUR;
    expect(await app.reminders.scan()).toBe(2);
    const target = hourAhead(100);
    const moved = await api(app).post(
      '/v4/reschedule_booking',
      { booking_id: id, starts_at: target.toISOString() },
      client.cookie,
    );
    expect(moved.statusCode).toBe(200);
    await deliverMails(app);
    const mails = async () =>
      (
        await app.db.query<{ starts_at: Date; status: string; last_response: string | null }>(
          `SELECT r.starts_at, m.status, m.last_response FROM session_reminders r JOIN mail_outbox m ON m.id = r.mail_id
            WHERE r.booking_id = $1 ORDER BY r.starts_at, r.recipient`,
          [id],
        )
      ).rows.map((r) => ({ ...r, starts_at: new Date(r.starts_at).toISOString() }));
    const stopped = { status: 'cancelled', last_response: 'not sent: the session was cancelled or moved' };
    expect(await mails()).toEqual([
      { starts_at: first.toISOString(), ...stopped },
      { starts_at: first.toISOString(), ...stopped },
    ]);

    now = target.getTime() - 23 * HOUR;
    expect(await app.reminders.scan()).toBe(2);
    await deliverMails(app);
    const after = await mails();
    expect(after.slice(2)).toEqual([
      { starts_at: target.toISOString(), status: 'sent', last_response: expect.any(String) },
      { starts_at: target.toISOString(), status: 'sent', last_response: expect.any(String) },
    ]);
  });
});
