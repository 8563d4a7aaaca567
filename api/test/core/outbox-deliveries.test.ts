// fastify.outbox.deliveries (issue 26): the reminders read what became of their mails through the outbox,
// not from mail_outbox.
import type { FastifyInstance } from 'fastify';
import { buildTestApp, deliverMails } from '../helpers';

describe('fastify.outbox.deliveries', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('tells, by id, whether each mail is queued or sent, and leaves unknown ids out', async () => {
    const mail = (to: string) => ({
      purpose: 'test',
      userId: null,
      to,
      locale: 'en' as const,
      subject: 'Hello',
      text: 'Hello there',
    });
    const first = await app.db.tx((q) => app.outbox.enqueue(q, mail('first@test.example')));
    expect(await app.outbox.deliveries(app.db, [])).toEqual(new Map());
    const queued = await app.outbox.deliveries(app.db, [first, '00000000-0000-4000-8000-000000000000']);
    expect([...queued.keys()]).toEqual([first]);
    expect(queued.get(first)).toMatchObject({ status: 'queued', sent_at: null, attempts: 0 });

    await deliverMails(app);
    const sent = await app.outbox.deliveries(app.db, [first]);
    expect(sent.get(first)).toMatchObject({ status: 'sent', sent_at: expect.any(Date), attempts: 1 });
  });
});
