// The webhook checks a signature's timestamp against fastify.clock (issue 26), not the machine's time: an app
// standing three days ahead refuses what was signed now and accepts what is signed at its own now.
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../helpers';
import { postSandboxWebhook, signedSandbox } from './payments-helpers';

describe('the webhook reads the time from fastify.clock', () => {
  const ahead = Date.now() + 3 * 86_400_000;
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ clock: { now: () => ahead } });
  });
  afterAll(async () => {
    await app.close();
  });

  it("refuses a signature of the machine's now as stale and takes one of the clock's now", async () => {
    const orderId = '00000000-0000-4000-8000-00000000c10c';
    const stale = signedSandbox(app, { order_id: orderId, amount_minor: 100 }, new Date());
    const refused = await postSandboxWebhook(app, stale.rawBody, stale.signatureHeader);
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.json()).toMatchObject({ error: 'invalid_signature', message: expect.stringMatching(/timestamp/) });

    const current = signedSandbox(app, { order_id: orderId, amount_minor: 100 }, new Date(ahead));
    const taken = await postSandboxWebhook(app, current.rawBody, current.signatureHeader);
    expect(taken.json()).not.toMatchObject({ error: 'invalid_signature' });
  });
});
