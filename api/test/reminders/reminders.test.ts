// Session reminders with an injectable clock: the test stands at "23 hours before" or "50 minutes before"
// a session, runs the scan job's work, then the mail job's, and looks at what the people got.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { localDayAt, wallTimeToInstant } from '../../src/plugins/app/scheduling/zoned-time';
import { buildTestApp, createUser, deliverMails, readMails } from '../helpers';
import {
  api,
  createClient,
  createTherapist,
  hourAhead,
  insertBookingRow,
  type TestTherapist,
} from '../scheduling/scheduling-helpers';

const HOUR = 3_600_000;

describe('session reminders', () => {
  let app: FastifyInstance;
  let therapist: TestTherapist;
  let now = Date.now();
  beforeAll(async () => {
    app = await buildTestApp({ clock: { now: () => now } });
    therapist = await createTherapist(app, { market: 'ua' });
  });
  afterAll(async () => {
    await app.close();
  });
  beforeEach(() => {
    now = Date.now();
  });

  const mailsFor = async (bookingId: string) =>
    (
      await app.db.query<{
        to_email: string;
        status: string;
        body: string;
        subject: string;
        locale: string;
        attempts: number;
      }>(
        `SELECT m.to_email, m.status, m.body, m.subject, m.locale, m.attempts
           FROM session_reminders r JOIN mail_outbox m ON m.id = r.mail_id WHERE r.booking_id = $1 ORDER BY m.created_at`,
        [bookingId],
      )
    ).rows;
  const emlFilesTo = async (email: string) =>
    (await readMails(app))
      .filter((m) => m.to === email)
      .map((m) => fs.readFileSync(path.join(app.mailer.outboxDir!, m.file), 'utf8'));
  const remindersOf = async (bookingId: string, cookie: string) => {
    const res = await api(app).get(`/v4/entities/get_appointment_reminders?appointment_id=${bookingId}`, cookie);
    expect(res.statusCode).toBe(200);
    return res.json().reminders as Array<{
      kind: string;
      status: string;
      sent_at: string | null;
      last_response: string | null;
    }>;
  };

  it('24 h and 1 h before: the client and the therapist, each in their own language, once, with an .ics', async () => {
    const client = await createClient(app, 'ro');
    const startsAt = hourAhead(30);
    const id = await insertBookingRow(app, { workerId: therapist.id, clientId: client.id, startsAt });
    expect((await remindersOf(id, client.cookie)).map((r) => [r.kind, r.status])).toEqual([
      ['24h', 'scheduled'],
      ['1h', 'scheduled'],
    ]);

    now = startsAt.getTime() - 25 * HOUR + 60_000;
    expect(await app.reminders.scan()).toBe(2);
    expect(await app.reminders.scan()).toBe(0);
    expect(await deliverMails(app)).toBe(2);
    const [toClient, toTherapist] = [
      (await mailsFor(id)).find((m) => m.to_email === client.email)!,
      (await mailsFor(id)).find((m) => m.to_email === therapist.email)!,
    ];
    expect(toClient).toMatchObject({ status: 'sent', locale: 'ro', attempts: 1 });
    expect(toClient.subject).toBe('Reamintire: ședința are loc peste 24 de ore');
    expect(toClient.body).toContain(`/ro/cabinet/video_call/personal/${id}`);
    expect(toClient.body).toContain('ora României');
    // 25 hours before, free cancellation is still open for an hour.
    expect(toClient.body).toContain('Puteți anula sau reprograma gratuit ședința până la');
    expect(toTherapist).toMatchObject({ status: 'sent', locale: 'ua' });
    expect(toTherapist.body).toContain('за київським часом');
    expect(toTherapist.body).toContain(client.name);
    const [eml] = await emlFilesTo(client.email);
    expect(eml).toContain('text/calendar');
    expect(eml).toContain('session.ics');

    now = startsAt.getTime() - 50 * 60_000;
    expect(await app.reminders.scan()).toBe(2);
    await deliverMails(app);
    const seen = await remindersOf(id, client.cookie);
    expect(seen.map((r) => [r.kind, r.status])).toEqual([
      ['24h', 'sent'],
      ['1h', 'sent'],
    ]);
    expect(seen.every((r) => r.sent_at !== null)).toBe(true);
    expect(await emlFilesTo(client.email)).toHaveLength(2);
  });

  it('a session booked less than a day ahead says that free cancellation has ended', async () => {
    const client = await createClient(app, 'en');
    const startsAt = hourAhead(26);
    const id = await insertBookingRow(app, { workerId: therapist.id, clientId: client.id, startsAt });
    now = startsAt.getTime() - 20 * HOUR;
    await app.reminders.scan();
    const mail = (await mailsFor(id)).find((m) => m.to_email === client.email)!;
    expect(mail.body).toContain('The free cancellation period has ended');
    expect(mail.body).toContain('UK time');
  });

  it('a couple session reminds the partner too, in their own language when they have an account', async () => {
    const client = await createClient(app, 'ua');
    const partner = await createUser(app, { locale: 'pl' });
    const startsAt = hourAhead(10);
    const id = await insertBookingRow(app, {
      workerId: therapist.id,
      clientId: client.id,
      startsAt,
      kind: 'couple',
      partnerEmail: partner.email,
    });
    now = startsAt.getTime() - 5 * HOUR;
    expect(await app.reminders.scan()).toBe(3);
    await deliverMails(app);
    const toPartner = (await mailsFor(id)).find((m) => m.to_email === partner.email)!;
    expect(toPartner).toMatchObject({ status: 'sent', locale: 'pl' });
    expect(toPartner.body).toContain(`/pl/cabinet/video_call/couple/${id}`);
    // A partner invited by address only gets the session's market language.
    const stranger = `partner-${Date.now()}@test.example`;
    const other = await insertBookingRow(app, {
      workerId: therapist.id,
      clientId: client.id,
      startsAt: new Date(startsAt.getTime() + 2 * HOUR),
      kind: 'couple',
      partnerEmail: stranger,
    });
    await app.reminders.scan();
    expect((await mailsFor(other)).find((m) => m.to_email === stranger)).toMatchObject({ locale: 'ua' });
  });

  it('turned off in the notification settings: the client gets none and the cabinet says so', async () => {
    const client = await createClient(app, 'ua');
    const off = await api(app).post(
      '/change_user_notification_settings?config_id=ua',
      { email_reminders: false },
      client.cookie,
    );
    expect(off.statusCode).toBe(200);
    const startsAt = hourAhead(16);
    const id = await insertBookingRow(app, { workerId: therapist.id, clientId: client.id, startsAt });
    now = startsAt.getTime() - 6 * HOUR;
    expect(await app.reminders.scan()).toBe(1);
    expect((await mailsFor(id)).map((m) => m.to_email)).toEqual([therapist.email]);
    expect((await remindersOf(id, client.cookie)).map((r) => [r.kind, r.status])).toEqual([['1h', 'off']]);
  });

  it('a cancelled session gets none, and a reminder queued before the cancellation is not sent', async () => {
    const client = await createClient(app, 'ua');
    const early = await insertBookingRow(app, { workerId: therapist.id, clientId: client.id, startsAt: hourAhead(40) });
    expect((await api(app).post('/v4/cancel_booking', { booking_id: early }, client.cookie)).statusCode).toBe(200);
    now = hourAhead(40).getTime() - 20 * HOUR;
    await app.reminders.scan();
    expect(await mailsFor(early)).toEqual([]);

    now = Date.now();
    const startsAt = hourAhead(50);
    const late = await insertBookingRow(app, { workerId: therapist.id, clientId: client.id, startsAt });
    now = startsAt.getTime() - 23 * HOUR;
    expect(await app.reminders.scan()).toBe(2);
    expect((await api(app).post('/v4/cancel_booking', { booking_id: late }, client.cookie)).statusCode).toBe(200);
    await deliverMails(app);
    expect((await mailsFor(late)).map((m) => m.status)).toEqual(['cancelled', 'cancelled']);
    // What reaches the client is the confirmation of their own cancellations, never a reminder.
    expect((await readMails(app)).filter((m) => m.to === client.email).map((m) => m.subject)).toEqual([
      'Сесію скасовано',
      'Сесію скасовано',
    ]);
    expect((await remindersOf(late, client.cookie)).map((r) => r.status)).toEqual(['cancelled', 'cancelled']);
  });

  it('a moved session gets its reminders for the new time', async () => {
    const client = await createClient(app, 'ua');
    const first = hourAhead(60);
    const id = await insertBookingRow(app, { workerId: therapist.id, clientId: client.id, startsAt: first });
    const target = hourAhead(80);
    const moved = await api(app).post(
      '/v4/reschedule_booking',
      { booking_id: id, starts_at: target.toISOString() },
      client.cookie,
    );
    expect(moved.statusCode).toBe(200);
    // At the old time's 24-hour mark nothing is due any more.
    now = first.getTime() - 23 * HOUR;
    expect(await app.reminders.scan()).toBe(0);
    now = target.getTime() - 23 * HOUR;
    expect(await app.reminders.scan()).toBe(2);
    await deliverMails(app);
    const rows = (
      await app.db.query<{ starts_at: Date }>('SELECT starts_at FROM session_reminders WHERE booking_id = $1', [id])
    ).rows;
    expect(rows.map((r) => new Date(r.starts_at).toISOString())).toEqual([target.toISOString(), target.toISOString()]);
  });

  it("the therapist's daily agenda: opt-in, at 7:00 in their zone, once a day", async () => {
    const own = await createTherapist(app, { market: 'pl', timeZone: 'Europe/Warsaw' });
    const zone = 'Europe/Warsaw';
    const tomorrow = localDayAt(zone, Date.now()) + 1;
    const client = await createClient(app, 'pl');
    await insertBookingRow(app, {
      workerId: own.id,
      clientId: client.id,
      startsAt: new Date(wallTimeToInstant(zone, tomorrow, 10 * 60)),
    });
    now = wallTimeToInstant(zone, tomorrow, 7 * 60 + 10);
    // Off until the therapist turns it on.
    expect((await api(app).get('/v4/worker/daily_agenda', own.cookie)).json()).toEqual({ enabled: false });
    expect(await app.reminders.sendAgendas()).toBe(0);
    const on = await api(app).post('/v4/worker/daily_agenda', { enabled: true }, own.cookie);
    expect(on.json()).toEqual({ enabled: true });
    expect(await app.reminders.sendAgendas()).toBe(1);
    expect(await app.reminders.sendAgendas()).toBe(0);
    await deliverMails(app);
    const { rows } = await app.db.query<{ subject: string; body: string; status: string }>(
      `SELECT subject, body, status FROM mail_outbox WHERE purpose = 'agenda' AND user_id = $1`,
      [own.id],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.status).toBe('sent');
    expect(rows[0]!.subject).toMatch(/^Twoje sesje: /);
    expect(rows[0]!.body).toContain('10:00 czasu warszawskiego');
    expect(rows[0]!.body).toContain(client.name);
    // Another hour of the same morning: not 7 o'clock there, nothing.
    now = wallTimeToInstant(zone, tomorrow, 9 * 60);
    expect(await app.reminders.sendAgendas()).toBe(0);
    // A client cannot reach the setting.
    expect((await api(app).get('/v4/worker/daily_agenda', client.cookie)).statusCode).toBe(403);
  });

  it("someone else's session answers 404", async () => {
    const client = await createClient(app, 'ua');
    const stranger = await createClient(app, 'ua');
    const id = await insertBookingRow(app, { workerId: therapist.id, clientId: client.id, startsAt: hourAhead(90) });
    const res = await api(app).get(`/v4/entities/get_appointment_reminders?appointment_id=${id}`, stranger.cookie);
    expect(res.statusCode).toBe(404);
  });
});
