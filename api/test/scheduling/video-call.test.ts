import type { FastifyInstance } from 'fastify';
import { jwtVerify, decodeProtectedHeader } from 'jose';
import { buildTestApp, readMails } from '../helpers';
import {
  api,
  createClient,
  createTherapist,
  insertBookingRow,
  makeClientOf,
  type TestTherapist,
} from './scheduling-helpers';

const MINUTE = 60_000;

describe('video-call tokens', () => {
  let app: FastifyInstance;
  let therapist: TestTherapist;
  beforeAll(async () => {
    app = await buildTestApp();
    therapist = await createTherapist(app);
  });
  afterAll(async () => {
    await app.close();
  });

  // What Prosody's token plugin checks (lib-jitsi-meet doc/tokens.md): HS256 with the app secret, iss = app
  // id, aud, sub = the domain, room = the bare room name, nbf/exp.
  const verify = async (jwt: string) =>
    (
      await jwtVerify(jwt, new TextEncoder().encode(app.videoCall.config.appSecret), {
        issuer: app.videoCall.config.appId,
        audience: 'jitsi',
        subject: app.videoCall.config.domain,
        algorithms: ['HS256'],
      })
    ).payload as Record<string, unknown> & {
      room: string;
      nbf: number;
      exp: number;
      context: { user: Record<string, unknown> };
    };

  it('gives the client and the therapist tokens for the same room, valid 10 min before to 15 min after', async () => {
    const client = await createClient(app);
    const start = new Date(Math.floor((Date.now() + 5 * MINUTE) / 1000) * 1000);
    const id = await insertBookingRow(app, {
      workerId: therapist.id,
      clientId: client.id,
      startsAt: start,
      minutes: 50,
    });
    const forClient = await api(app).post(
      '/v4/video_call/personal_appointment_jwt',
      { appointment_id: id },
      client.cookie,
    );
    const forTherapist = await api(app).post(
      '/v4/video_call/personal_appointment_jwt',
      { appointment_id: id },
      therapist.cookie,
    );
    expect(forClient.statusCode).toBe(200);
    expect(forTherapist.statusCode).toBe(200);
    const c = await verify(forClient.json().jwt);
    const t = await verify(forTherapist.json().jwt);
    expect(decodeProtectedHeader(forClient.json().jwt)).toMatchObject({ alg: 'HS256', typ: 'JWT' });
    expect(c.room).toBe(t.room);
    expect(c.room).toMatch(/^rozmova-[0-9a-f]{32}$/);
    expect(c.nbf).toBe(start.getTime() / 1000 - 10 * 60);
    expect(c.exp).toBe(start.getTime() / 1000 + 50 * 60 + 15 * 60);
    expect(c.context.user).toEqual({
      id: client.id,
      name: client.name,
      email: client.email,
      moderator: 'false',
      affiliation: 'member',
    });
    expect(t.context.user).toMatchObject({ id: therapist.id, moderator: 'true', affiliation: 'owner' });
    // Every user field is a string: the token plugin throws on anything else.
    expect(Object.values(c.context.user).every((v) => typeof v === 'string')).toBe(true);
    expect(forClient.json()).toMatchObject({
      moderator: false,
      room: c.room,
      language: 'uk',
      domain: app.videoCall.config.domain,
    });
    expect(forTherapist.json().moderator).toBe(true);
  });

  it('a couple session admits the partner who accepted the invitation, a personal one does not', async () => {
    const therapist = await createTherapist(app);
    const client = await createClient(app);
    const partner = await createClient(app);
    const couple = await insertBookingRow(app, {
      workerId: therapist.id,
      clientId: client.id,
      startsAt: new Date(Date.now() + 2 * MINUTE),
      minutes: 80,
      kind: 'couple',
      partnerEmail: partner.email,
      partnerId: partner.id,
    });
    const res = await api(app).post(
      '/v4/video_call/personal_appointment_jwt',
      { appointment_id: couple },
      partner.cookie,
    );
    expect(res.statusCode).toBe(200);
    expect((await verify(res.json().jwt)).context.user).toMatchObject({ id: partner.id, moderator: 'false' });
    const seen = await api(app).get(
      `/v4/entities/get_one_appointment_details?appointment_id=${couple}`,
      partner.cookie,
    );
    expect(seen.json().appointment.role).toBe('partner');

    const other = await createClient(app);
    const personal = await insertBookingRow(app, {
      workerId: therapist.id,
      clientId: other.id,
      startsAt: new Date(Date.now() + 100 * MINUTE),
      minutes: 50,
      partnerEmail: partner.email,
      partnerId: partner.id,
    });
    const refused = await api(app).post(
      '/v4/video_call/personal_appointment_jwt',
      { appointment_id: personal },
      partner.cookie,
    );
    expect(refused.statusCode).toBe(404);
  });

  it('refuses before the window opens, after it closes, and for a cancelled session', async () => {
    const therapist = await createTherapist(app);
    const client = await createClient(app);
    const later = await insertBookingRow(app, {
      workerId: therapist.id,
      clientId: client.id,
      startsAt: new Date(Date.now() + 3 * 3600_000),
    });
    const early = await api(app).post(
      '/v4/video_call/personal_appointment_jwt',
      { appointment_id: later },
      client.cookie,
    );
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      error: 'call_not_open_yet',
      details: [expect.objectContaining({ opens_at: expect.any(String) })],
    });
    const ended = await insertBookingRow(app, {
      workerId: therapist.id,
      clientId: client.id,
      startsAt: new Date(Date.now() - 2 * 3600_000),
    });
    expect(
      (await api(app).post('/v4/video_call/personal_appointment_jwt', { appointment_id: ended }, client.cookie)).json()
        .error,
    ).toBe('call_closed');
    const soon = await insertBookingRow(app, {
      workerId: therapist.id,
      clientId: client.id,
      startsAt: new Date(Date.now() + 5 * 60_000),
    });
    expect((await api(app).post('/v4/cancel_booking', { booking_id: soon }, therapist.cookie)).statusCode).toBe(200);
    const cancelled = await api(app).post(
      '/v4/video_call/personal_appointment_jwt',
      { appointment_id: soon },
      client.cookie,
    );
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().error).toBe('appointment_cancelled');
  });

  it('the client invites the partner by e-mail; the invite arrives in the market language and its link admits them', async () => {
    const therapist = await createTherapist(app, { market: 'pl' });
    const client = await createClient(app, 'pl');
    const partner = await createClient(app, 'pl');
    const id = await insertBookingRow(app, {
      workerId: therapist.id,
      clientId: client.id,
      startsAt: new Date(Date.now() + 3 * MINUTE),
      minutes: 80,
      kind: 'couple',
    });
    await app.db.query(`UPDATE bookings SET market = 'pl', currency = 'PLN' WHERE id = $1`, [id]);
    expect(
      (await api(app).post('/v4/video_call/personal_appointment_jwt', { appointment_id: id }, partner.cookie))
        .statusCode,
    ).toBe(404);
    const invited = await api(app).post(
      '/v4/entities/invite_partner',
      { appointment_id: id, partner_email: partner.email.toUpperCase() },
      client.cookie,
    );
    expect(invited.statusCode).toBe(200);
    expect(invited.json().appointment.partner_email).toBe(partner.email);
    const mail = (await readMails(app)).find((m) => m.to.includes(partner.email));
    expect(mail).toBeDefined();
    expect(mail!.subject).toContain('zaprasza');
    const token = /\/pl\/partner-invitation\?token=([A-Za-z0-9_-]{43})/.exec(mail!.text)?.[1];
    expect(token).toBeDefined();
    // The time on the inviting client's clock (the market's, as they set none), named the Polish way.
    expect(mail!.text).toContain('czasu warszawskiego');
    expect(mail!.text).not.toContain('Europe/');
    // Holding the invited address is not enough: the partner joins through the link.
    expect(
      (await api(app).post('/v4/video_call/personal_appointment_jwt', { appointment_id: id }, partner.cookie))
        .statusCode,
    ).toBe(404);
    expect((await api(app).post('/v4/entities/accept_partner_invitation', { token }, partner.cookie)).statusCode).toBe(
      200,
    );
    expect(
      (await api(app).post('/v4/video_call/personal_appointment_jwt', { appointment_id: id }, partner.cookie))
        .statusCode,
    ).toBe(200);
    // Only the client who booked may name the partner; a personal session has none.
    expect(
      (
        await api(app).post(
          '/v4/entities/invite_partner',
          { appointment_id: id, partner_email: 'x@y.example' },
          partner.cookie,
        )
      ).statusCode,
    ).toBe(404);
    const personal = await insertBookingRow(app, {
      workerId: therapist.id,
      clientId: client.id,
      startsAt: new Date(Date.now() + 300 * MINUTE),
    });
    const refused = await api(app).post(
      '/v4/entities/invite_partner',
      { appointment_id: personal, partner_email: 'x@y.example' },
      client.cookie,
    );
    expect(refused.json().error).toBe('partner_only_for_couple');
  });

  it('a couple booking the therapist makes with a partner e-mail sends the invite at once', async () => {
    const therapist = await createTherapist(app, { market: 'ua' });
    const client = await createClient(app);
    await makeClientOf(app, therapist.id, client.id);
    const res = await api(app).post(
      '/v4/worker/create_booking',
      {
        client_email: client.email,
        service_id: '8d3a5e0b7c1f4e2a9b6d0c4f1a8e3b75',
        starts_at: new Date(Math.ceil((Date.now() + 30 * 3600_000) / 3600_000) * 3600_000).toISOString(),
        partner_email: 'Partner.One@Example.com',
      },
      therapist.cookie,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().partner_email).toBe('partner.one@example.com');
    const mail = (await readMails(app)).find((m) => m.to.includes('partner.one@example.com'));
    expect(mail?.subject).toBe(`${client.name} запрошує вас на парну сесію`);
  });
});
