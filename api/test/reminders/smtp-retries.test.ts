// A real SMTP conversation (smtp-server as the mail server's stand-in): a reminder that the server refuses
// is retried, and after MAIL_MAX_ATTEMPTS tries marked failed with the server's answer, which the client's
// cabinet shows. A server that recovers in time gets the mail delivered.
import type { FastifyInstance } from 'fastify';
import { buildTestApp, deliverMails } from '../helpers';
import { startSmtpStandIn, type SmtpStandIn } from '../support/smtp-stand-in';
import { api, createClient, createTherapist, hourAhead, insertBookingRow } from '../scheduling/scheduling-helpers';

describe('reminder e-mails against a refusing SMTP server', () => {
  let app: FastifyInstance;
  let smtp: SmtpStandIn;
  let now = Date.now();

  beforeAll(async () => {
    smtp = await startSmtpStandIn();
    app = await buildTestApp({
      config: { smtpUrl: smtp.url, mailMaxAttempts: 3, jobRetryDelaySeconds: 0 },
      clock: { now: () => now },
    });
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  const outboxOf = async (bookingId: string, email: string) =>
    (
      await app.db.query<{ status: string; attempts: number; last_response: string | null }>(
        `SELECT m.status, m.attempts, m.last_response FROM session_reminders r JOIN mail_outbox m ON m.id = r.mail_id
          WHERE r.booking_id = $1 AND m.to_email = $2`,
        [bookingId, email],
      )
    ).rows[0];

  it('is tried three times, then marked failed with the server answer, and the cabinet shows why', async () => {
    const therapist = await createTherapist(app);
    const client = await createClient(app, 'pl');
    const startsAt = hourAhead(5);
    const id = await insertBookingRow(app, { workerId: therapist.id, clientId: client.id, startsAt });
    now = startsAt.getTime() - 4 * 3_600_000;
    expect(await app.reminders.scan()).toBe(2);
    // Each failed try goes back to the queue; drain takes the retries too, until none is left.
    expect(await deliverMails(app)).toBe(6);
    const mail = await outboxOf(id, client.email);
    expect(mail).toMatchObject({ status: 'failed', attempts: 3 });
    expect(mail!.last_response).toMatch(/^550\b.*Mailbox unavailable/);
    expect(smtp.delivered).toEqual([]);

    const res = await api(app).get(`/v4/entities/get_appointment_reminders?appointment_id=${id}`, client.cookie);
    expect(res.json().reminders).toEqual([
      expect.objectContaining({ kind: '24h', status: 'failed', attempts: 3, sent_at: null }),
      expect.objectContaining({ kind: '1h', status: 'scheduled' }),
    ]);
    expect(res.json().reminders[0].last_response).toMatch(/550/);
  });

  it('a server that recovers before the last try gets the mail, once', async () => {
    const therapist = await createTherapist(app);
    const client = await createClient(app, 'ua');
    const startsAt = hourAhead(7);
    const id = await insertBookingRow(app, { workerId: therapist.id, clientId: client.id, startsAt });
    now = startsAt.getTime() - 30 * 60_000;
    smtp.refusing = true;
    expect(await app.reminders.scan()).toBe(2);
    // One round of tries fails; then the server is back.
    const batch = await app.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM mail_outbox WHERE status = 'queued'`,
    );
    expect(batch.rows[0]!.n).toBe(2);
    smtp.refusing = true;
    await deliverMails(app, { once: true });
    smtp.refusing = false;
    await deliverMails(app);
    const mail = await outboxOf(id, client.email);
    expect(mail).toMatchObject({ status: 'sent', attempts: 2 });
    expect(mail!.last_response).toMatch(/^250\b/);
    expect(smtp.delivered.filter((d) => d === client.email)).toHaveLength(1);
  });
});
