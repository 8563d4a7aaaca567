// Every mail is a row of the outbox written in the transaction of the change that causes it, and sent by the
// `mail.deliver` job: a change that rolls back leaves no mail, a mail server that refuses gets the mail again
// later (and the outbox keeps what it answered), and restore_password writes a mail only for a real account.
import type { FastifyInstance } from 'fastify';
import { RESTORE_PASSWORD_JOB } from '../../src/plugins/app/accounts/accounts-service';
import { buildTestApp, deliverMails, ORIGIN, readMails } from '../helpers';
import { startSmtpStandIn, type SmtpStandIn } from '../support/smtp-stand-in';
import { api, createClient, createTherapist, hourAhead, insertBookingRow } from '../scheduling/scheduling-helpers';

interface OutboxState {
  purpose: string;
  to_email: string | null;
  status: string;
  attempts: number;
  last_response: string | null;
}

const outboxOf = async (app: FastifyInstance, bookingId: string): Promise<OutboxState[]> =>
  (
    await app.db.query<OutboxState>(
      `SELECT purpose, to_email, status, attempts, last_response FROM mail_outbox WHERE booking_id = $1
        ORDER BY created_at`,
      [bookingId],
    )
  ).rows;

describe('mails written with their cause', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('a cancellation that rolls back after its notice was written leaves no mail and no cancellation', async () => {
    const therapist = await createTherapist(app);
    const client = await createClient(app, 'pl');
    const id = await insertBookingRow(app, { workerId: therapist.id, clientId: client.id, startsAt: hourAhead(72) });
    // The therapist's notice is written inside the cancellation; a failure after it undoes both.
    await expect(
      app.bookings.cancel({ id: client.id, role: 'user' }, { bookingId: id, refundTo: 'token', reason: null }, () =>
        Promise.reject(new Error('the database went away after the notice was written')),
      ),
    ).rejects.toThrow('went away');
    expect(await outboxOf(app, id)).toEqual([]);
    const booking = await app.db.query<{ status: string }>('SELECT status FROM bookings WHERE id = $1', [id]);
    expect(booking.rows[0]!.status).toBe('confirmed');
    expect((await readMails(app)).filter((m) => m.to === therapist.email)).toEqual([]);

    // The same cancellation, committed: the notice is there, queued until the job sends it.
    const res = await api(app).post('/v4/cancel_booking', { booking_id: id, refund_to: 'token' }, client.cookie);
    expect(res.statusCode).toBe(200);
    // (Every change to a session is mailed to everyone it concerns: the client gets a notice of their own.)
    const toTherapist = async () => (await outboxOf(app, id)).filter((m) => m.to_email === therapist.email);
    expect(await toTherapist()).toEqual([
      expect.objectContaining({ purpose: 'booking_cancelled', to_email: therapist.email, status: 'queued' }),
    ]);
    await deliverMails(app);
    expect(await toTherapist()).toEqual([
      expect.objectContaining({ status: 'sent', attempts: 1, last_response: expect.stringMatching(/^saved as /) }),
    ]);
    expect((await readMails(app)).filter((m) => m.to === therapist.email)).toHaveLength(1);
  });

  it('a client who deletes their account frees their future sessions and each therapist hears of it', async () => {
    const therapist = await createTherapist(app);
    const leaving = await createClient(app, 'pl');
    const id = await insertBookingRow(app, { workerId: therapist.id, clientId: leaving.id, startsAt: hourAhead(96) });
    const deleted = await app.inject({
      method: 'DELETE',
      url: '/api/delete_account?config_id=pl',
      headers: { origin: ORIGIN, cookie: leaving.cookie },
    });
    expect(deleted.statusCode).toBe(200);
    const booking = await app.db.query<{ status: string }>('SELECT status FROM bookings WHERE id = $1', [id]);
    expect(booking.rows[0]!.status).toBe('cancelled');
    expect(await outboxOf(app, id)).toEqual([
      expect.objectContaining({ purpose: 'booking_cancelled', to_email: therapist.email, status: 'queued' }),
    ]);
    await deliverMails(app);
    expect((await readMails(app)).filter((m) => m.to === therapist.email)).toHaveLength(1);
  });

  it('restore_password writes a mail for a registered address and nothing for an unknown one, same answer', async () => {
    const known = await createClient(app, 'ro');
    const ask = (email: string) =>
      app.inject({
        method: 'POST',
        url: '/api/restore_password?config_id=ro',
        headers: { origin: ORIGIN },
        payload: { email },
      });
    const forKnown = await ask(known.email);
    const forUnknown = await ask('no-such-person@example.org');
    expect(forKnown.statusCode).toBe(200);
    expect(forUnknown.statusCode).toBe(200);
    expect(forUnknown.body).toBe(forKnown.body);
    // The answer came before any per-account work: the mail is written by the job that follows.
    const none = await app.db.query(`SELECT 1 FROM mail_outbox WHERE purpose = 'restore_password'`);
    expect(none.rows).toEqual([]);
    await app.jobs.drain(RESTORE_PASSWORD_JOB);
    const rows = await app.db.query<{ to_email: string; user_id: string; locale: string; status: string }>(
      `SELECT to_email, user_id, locale, status FROM mail_outbox WHERE purpose = 'restore_password'`,
    );
    expect(rows.rows).toEqual([{ to_email: known.email, user_id: known.id, locale: 'ro', status: 'queued' }]);
    const mails = await readMails(app);
    expect(mails.filter((m) => m.to === known.email && m.text.includes('reset-password?token='))).toHaveLength(1);
    expect(mails.filter((m) => m.to.includes('no-such-person'))).toEqual([]);
    const sent = await app.db.query<{ status: string }>(
      `SELECT status FROM mail_outbox WHERE purpose = 'restore_password'`,
    );
    expect(sent.rows).toEqual([{ status: 'sent' }]);
  });
});

describe('a cancellation notice against a refusing SMTP server', () => {
  let app: FastifyInstance;
  let smtp: SmtpStandIn;

  beforeAll(async () => {
    smtp = await startSmtpStandIn();
    app = await buildTestApp({
      config: { smtpUrl: smtp.url, mailMaxAttempts: 3, jobRetryDelaySeconds: 0 },
    });
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  const cancelledByTherapist = async () => {
    const therapist = await createTherapist(app);
    const client = await createClient(app, 'ua');
    const id = await insertBookingRow(app, { workerId: therapist.id, clientId: client.id, startsAt: hourAhead(30) });
    const res = await api(app).post('/v4/cancel_booking', { booking_id: id }, therapist.cookie);
    expect(res.statusCode).toBe(200);
    return { id, client };
  };
  // The therapist who cancelled may get a copy too; these tests follow the client's notice.
  const toClient = async (id: string, email: string) => (await outboxOf(app, id)).filter((m) => m.to_email === email);

  it('is tried again after a refusal and sent once the server takes it', async () => {
    smtp.refusing = true;
    const { id, client } = await cancelledByTherapist();
    await deliverMails(app, { once: true });
    expect(await toClient(id, client.email)).toEqual([
      expect.objectContaining({ to_email: client.email, status: 'queued', attempts: 1 }),
    ]);
    expect((await toClient(id, client.email))[0]!.last_response).toMatch(/^550\b.*Mailbox unavailable/);
    smtp.refusing = false;
    await deliverMails(app);
    const [mail] = await toClient(id, client.email);
    expect(mail).toMatchObject({ purpose: 'booking_cancelled', status: 'sent', attempts: 2 });
    expect(mail!.last_response).toMatch(/^250\b/);
    expect(smtp.delivered.filter((d) => d === client.email)).toHaveLength(1);
  });

  it('is marked failed with the server answer after MAIL_MAX_ATTEMPTS refusals, the cancellation stands', async () => {
    smtp.refusing = true;
    const { id, client } = await cancelledByTherapist();
    await deliverMails(app);
    const [mail] = await toClient(id, client.email);
    expect(mail).toMatchObject({ to_email: client.email, status: 'failed', attempts: 3 });
    expect(mail!.last_response).toMatch(/^550\b.*Mailbox unavailable/);
    expect(smtp.delivered.filter((d) => d === client.email)).toEqual([]);
    const booking = await app.db.query<{ status: string }>('SELECT status FROM bookings WHERE id = $1', [id]);
    expect(booking.rows[0]!.status).toBe('cancelled');
  });
});
