import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../helpers';
import { api, createClient, createTherapist, insertBookingRow } from '../scheduling/scheduling-helpers';
import { loadJitsiConfig } from '../../src/plugins/app/video-call';

const MINUTE = 60_000;

describe('the call page view of an appointment', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  const view = (id: string, cookie?: string) =>
    api(app).get(`/v4/video_call/appointment_call?appointment_id=${id}`, cookie);

  it('shows the client, the invited partner and the therapist the same couple session, each with their part', async () => {
    const therapist = await createTherapist(app, { market: 'pl', name: 'Anna Nowak' });
    const client = await createClient(app, 'pl');
    const partner = await createClient(app, 'pl');
    const start = new Date(Math.floor((Date.now() + 3 * 3600_000) / 1000) * 1000);
    const id = await insertBookingRow(app, {
      workerId: therapist.id,
      clientId: client.id,
      startsAt: start,
      minutes: 80,
      kind: 'couple',
      partnerEmail: partner.email,
      partnerId: partner.id,
    });
    const roles: Record<string, string> = {};
    for (const [who, cookie] of [
      ['client', client.cookie],
      ['partner', partner.cookie],
      ['therapist', therapist.cookie],
    ] as const) {
      const res = await view(id, cookie);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      roles[who] = body.role;
      expect(body).toMatchObject({
        appointment_id: id,
        kind: 'couple',
        status: 'confirmed',
        starts_at: start.toISOString(),
        ends_at: new Date(start.getTime() + 80 * MINUTE).toISOString(),
        call_opens_at: new Date(start.getTime() - 10 * MINUTE).toISOString(),
        call_closes_at: new Date(start.getTime() + 95 * MINUTE).toISOString(),
        therapist: { name: 'Anna Nowak', time_zone: 'Europe/Warsaw' },
        jitsi: { domain: app.videoCall.config.domain, origin: app.videoCall.config.origin },
      });
      // This therapist has no photo: no address to a missing image (the apps draw a placeholder).
      expect(body.therapist.photo_url).toBe('');
      expect(Math.abs(Date.parse(body.server_time) - Date.now())).toBeLessThan(60_000);
      expect(body.jitsi.external_api_url).toBe(`${app.videoCall.config.origin}/external_api.js`);
    }
    expect(roles).toEqual({ client: 'client', partner: 'partner', therapist: 'therapist' });
  });

  it('answers anyone else as if the appointment did not exist, and asks a stranger to sign in', async () => {
    const therapist = await createTherapist(app);
    const client = await createClient(app);
    const id = await insertBookingRow(app, {
      workerId: therapist.id,
      clientId: client.id,
      startsAt: new Date(Date.now() + 20 * MINUTE),
      kind: 'couple',
      partnerEmail: 'someone@example.com',
    });
    const stranger = await createClient(app);
    const otherTherapist = await createTherapist(app);
    for (const cookie of [stranger.cookie, otherTherapist.cookie]) {
      const res = await view(id, cookie);
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe('appointment_not_found');
    }
    const missing = await view('7f1d0a52-3a5e-4c1b-9a55-0c6e2b8f4d11', client.cookie);
    expect(missing.json().error).toBe('appointment_not_found');
    expect((await view(id)).statusCode).toBe(401);
    const bad = await view('not-an-id', client.cookie);
    expect(bad.statusCode).toBe(400);
  });

  it('tells the page a session was cancelled, and the token call refuses it with its own code', async () => {
    const therapist = await createTherapist(app);
    const client = await createClient(app);
    const id = await insertBookingRow(app, {
      workerId: therapist.id,
      clientId: client.id,
      startsAt: new Date(Date.now() + 4 * MINUTE),
    });
    expect((await api(app).post('/v4/cancel_booking', { booking_id: id }, therapist.cookie)).statusCode).toBe(200);
    expect((await view(id, client.cookie)).json()).toMatchObject({
      status: 'cancelled',
      kind: 'personal',
      role: 'client',
    });
    const refused = await api(app).post(
      '/v4/video_call/personal_appointment_jwt',
      { appointment_id: id },
      client.cookie,
    );
    expect(refused.json().error).toBe('appointment_cancelled');
  });

  it('is in the OpenAPI document', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.paths['/api/v4/video_call/appointment_call'].get.summary).toMatch(/call page/);
  });

  it('the token names where to load the external api from', async () => {
    const therapist = await createTherapist(app);
    const client = await createClient(app);
    const id = await insertBookingRow(app, {
      workerId: therapist.id,
      clientId: client.id,
      startsAt: new Date(Date.now() + 2 * MINUTE),
    });
    const ticket = (
      await api(app).post('/v4/video_call/personal_appointment_jwt', { appointment_id: id }, client.cookie)
    ).json();
    const { origin } = app.videoCall.config;
    expect(ticket.origin).toBe(origin);
    expect(ticket.external_api_url).toBe(`${origin}/external_api.js`);
    expect(ticket.url).toBe(`${origin}/${ticket.room}?jwt=${ticket.jwt}`);
  });
});

describe('JITSI_DOMAIN', () => {
  it('is a host served over https, or an origin such as the local stand-in on plain http', () => {
    expect(loadJitsiConfig({ JITSI_DOMAIN: 'meet.example.com' }, false)).toMatchObject({
      domain: 'meet.example.com',
      origin: 'https://meet.example.com',
    });
    expect(loadJitsiConfig({ JITSI_DOMAIN: 'http://localhost:4610/' }, false)).toMatchObject({
      domain: 'localhost:4610',
      origin: 'http://localhost:4610',
    });
    expect(loadJitsiConfig({}, false)).toMatchObject({
      domain: 'meet.rozmova.local',
      origin: 'https://meet.rozmova.local',
    });
    expect(() => loadJitsiConfig({ JITSI_DOMAIN: 'ftp://meet.example.com' }, false)).toThrow(/JITSI_DOMAIN/);
    expect(() => loadJitsiConfig({ JITSI_DOMAIN: 'meet.example.com/room' }, false)).toThrow(/JITSI_DOMAIN/);
  });
});
