// Admin therapist accounts and error reports: only admins, bad input named, nothing half written, the
// invitation e-mail sets a password, a deactivated therapist leaves the catalogue and stays out.
import type { FastifyInstance } from 'fastify';
import { ORIGIN, buildTestApp, createUser, loginCookie, readMails } from '../helpers';
import { api, createClient, createTherapist, hourAhead, insertBookingRow } from '../scheduling/scheduling-helpers';

describe('admin: therapist accounts and error reports', () => {
  let app: FastifyInstance;
  let admin: string;
  let client: { cookie: string; id: string };
  let therapistCookie: string;

  beforeAll(async () => {
    app = await buildTestApp();
    const a = await createUser(app, { role: 'admin' });
    admin = await loginCookie(app, a.email, a.password);
    client = await createClient(app);
    therapistCookie = (await createTherapist(app)).cookie;
  });
  afterAll(() => app.close());

  const call = (method: 'GET' | 'POST' | 'PATCH', path: string, cookie: string, payload?: unknown) =>
    app.inject({
      method,
      url: `${app.config.basePath}${path}`,
      headers: { origin: ORIGIN, cookie },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  const ANY_ID = '00000000-0000-4000-8000-000000000000';

  describe('who may call', () => {
    it.each([
      ['GET', '/v4/admin/therapists', undefined],
      ['POST', '/v4/admin/therapists', {}],
      ['PATCH', `/v4/admin/therapists/${ANY_ID}`, {}],
      ['POST', `/v4/admin/therapists/${ANY_ID}/deactivate`, undefined],
      ['GET', '/v4/admin/frontend_errors', undefined],
    ] as const)('%s %s refuses a client and a therapist with 403, whatever the body', async (method, path, body) => {
      for (const cookie of [client.cookie, therapistCookie]) {
        const res = await call(method, path, cookie, body);
        expect(res.statusCode).toBe(403);
        expect(res.json().error).toBe('forbidden');
      }
      const anonymous = await call(method, path, '', body);
      expect(anonymous.statusCode).toBe(401);
    });
  });

  describe('creating a therapist', () => {
    it('opens an unlisted account and mails a link that sets their password', async () => {
      const res = await call('POST', '/v4/admin/therapists', admin, {
        email: 'New.Therapist@Example.com',
        name: 'Olena Nowak',
        market: 'pl',
        languages: ['pl', 'uk'],
        personal_price: 210.5,
      });
      expect(res.statusCode).toBe(201);
      const { therapist, invitation_sent } = res.json();
      expect(invitation_sent).toBe(true);
      expect(therapist).toMatchObject({
        email: 'new.therapist@example.com',
        name: 'Olena Nowak',
        market: 'pl',
        currency: 'PLN',
        personal_price: 210.5,
        couple_price: null,
        is_listed: false,
        has_weekly_hours: false,
        deactivated_at: null,
      });
      const mail = (await readMails(app)).find((m) => m.to.includes('new.therapist@example.com'))!;
      expect(mail.subject).toBe('Zaproszenie do gabinetu terapeuty Rozmova');
      const token = /reset-password\?token=([\w-]+)/.exec(mail.text)![1]!;
      const reset = await app.inject({
        method: 'POST',
        url: `${app.config.basePath}/reset_password?config_id=pl`,
        headers: { origin: ORIGIN },
        payload: { token, password: 'My-own-pass-2026' },
      });
      expect(reset.statusCode).toBe(200);
      const cookie = await loginCookie(app, 'new.therapist@example.com', 'My-own-pass-2026', 'pl');
      const own = await api(app).get('/v4/get_worker_base_data', cookie);
      expect(own.json()).toMatchObject({
        name: 'Olena Nowak',
        market: 'pl',
        time_zone: 'Europe/Warsaw',
        is_listed: false,
      });
    });

    it('refuses a taken e-mail with 409 naming the field and writes nothing', async () => {
      const before = await call('GET', '/v4/admin/therapists', admin);
      const res = await call('POST', '/v4/admin/therapists', admin, {
        email: 'new.therapist@example.com',
        name: 'Twin',
        market: 'pl',
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ error: 'email_taken', details: [{ field: 'email', rule: 'unique' }] });
      const after = await call('GET', '/v4/admin/therapists', admin);
      expect(after.json().total).toBe(before.json().total);
    });

    it('names every bad field at once', async () => {
      const res = await call('POST', '/v4/admin/therapists', admin, {
        email: 'not-an-address',
        name: '',
        market: 'de',
      });
      expect(res.statusCode).toBe(400);
      const fields = [...new Set(res.json().details.map((d: { field: string }) => d.field))].sort();
      expect(fields).toEqual(['email', 'market', 'name']);
    });

    it('refuses a price with a third decimal instead of rounding it', async () => {
      const res = await call('POST', '/v4/admin/therapists', admin, {
        email: 'three@example.com',
        name: 'Three',
        market: 'ua',
        couple_price: 10.005,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toEqual([{ field: 'couple_price', rule: 'multipleOf' }]);
      const list = await call('GET', '/v4/admin/therapists?search=three@', admin);
      expect(list.json().total).toBe(0);
    });
  });

  describe('list, edit, deactivate', () => {
    it('finds therapists by part of the name or e-mail, any case', async () => {
      const res = await call('GET', '/v4/admin/therapists?search=olena', admin);
      expect(res.json().therapists.map((t: { name: string }) => t.name)).toEqual(['Olena Nowak']);
      const byMail = await call('GET', '/v4/admin/therapists?search=NEW.THERAPIST', admin);
      expect(byMail.json().total).toBe(1);
    });

    it('edits the public profile and prices; null goes back to the market price', async () => {
      const id = (await call('GET', '/v4/admin/therapists?search=olena', admin)).json().therapists[0].id;
      const res = await call('PATCH', `/v4/admin/therapists/${id}`, admin, {
        bios: { pl: 'Pracuję z lękiem.', en: ' I work with anxiety. ' },
        personal_price: null,
        couple_price: 320,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        bios: { ua: '', pl: 'Pracuję z lękiem.', ro: '', en: 'I work with anxiety.' },
        personal_price: null,
        couple_price: 320,
      });
      // Only the languages named change; '' removes one.
      const cleared = await call('PATCH', `/v4/admin/therapists/${id}`, admin, { bios: { en: '' } });
      expect(cleared.json().bios).toEqual({ ua: '', pl: 'Pracuję z lękiem.', ro: '', en: '' });
      const tooLong = await call('PATCH', `/v4/admin/therapists/${id}`, admin, { bios: { ro: 'x'.repeat(4001) } });
      expect(tooLong.statusCode).toBe(400);
      const unknownLanguage = await call('PATCH', `/v4/admin/therapists/${id}`, admin, { bios: { de: 'Hallo' } });
      expect(unknownLanguage.statusCode).toBe(400);
      const missing = await call('PATCH', `/v4/admin/therapists/${ANY_ID}`, admin, { bios: { pl: 'x' } });
      expect(missing.statusCode).toBe(404);
      const empty = await call('PATCH', `/v4/admin/therapists/${id}`, admin, {});
      expect(empty.statusCode).toBe(400);
    });

    it('deactivates: out of the catalogue, future sessions listed, and the therapist cannot list themselves again', async () => {
      const therapist = await createTherapist(app, { market: 'ua', name: 'Leaving Soon' });
      const startsAt = hourAhead(48);
      await insertBookingRow(app, { workerId: therapist.id, clientId: client.id, startsAt });
      const listed = await app.inject({
        method: 'GET',
        url: `${app.config.basePath}/get_therapists_data?config_id=ua&psychologist_id=${therapist.id}`,
      });
      expect(listed.json().total).toBe(1);

      const res = await call('POST', `/v4/admin/therapists/${therapist.id}/deactivate`, admin);
      expect(res.statusCode).toBe(200);
      expect(res.json().therapist.is_listed).toBe(false);
      expect(res.json().therapist.deactivated_at).not.toBeNull();
      expect(res.json().future_bookings).toEqual([
        expect.objectContaining({ starts_at: startsAt.toISOString(), service_kind: 'personal' }),
      ]);

      const after = await app.inject({
        method: 'GET',
        url: `${app.config.basePath}/get_therapists_data?config_id=ua&psychologist_id=${therapist.id}`,
      });
      expect(after.json().total).toBe(0);
      const relist = await api(app).post('/v4/update_worker_base_data', { is_listed: true }, therapist.cookie);
      expect(relist.statusCode).toBe(400);
      const own = await api(app).get('/v4/get_worker_base_data', therapist.cookie);
      expect(own.json().is_listed).toBe(false);
    });
  });

  describe('front-end error reports', () => {
    it('groups the reports by their message, the most frequent first', async () => {
      const report = (stack: string, locale: string) =>
        app.inject({
          method: 'POST',
          url: `${app.config.basePath}/v4/frontend_error?config_id=${locale}`,
          headers: { origin: ORIGIN },
          payload: { stack_trace: stack, url: 'http://localhost:3000/pl/home?token=secret' },
        });
      await report('TypeError: a is undefined\n    at one.js:1', 'pl');
      await report('TypeError: a is undefined\n    at two.js:2', 'ua');
      await report('RangeError: too deep\n    at three.js:3', 'pl');
      const res = await call('GET', '/v4/admin/frontend_errors?days=1', admin);
      expect(res.statusCode).toBe(200);
      const groups = res.json().groups;
      expect(groups.map((g: { message: string; count: number }) => [g.message, g.count])).toEqual([
        ['TypeError: a is undefined', 2],
        ['RangeError: too deep', 1],
      ]);
      expect(groups[0]).toMatchObject({
        locales: ['pl', 'ua'],
        example_url: 'http://localhost:3000/pl/home',
        example_stack: 'TypeError: a is undefined\n    at two.js:2',
      });
      const bad = await call('GET', '/v4/admin/frontend_errors?days=365', admin);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().details[0].field).toBe('days');
    });
  });
});

describe('a therapist sets their minimum notice', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('is stored, shown back, and off-grid values are refused naming the field', async () => {
    const therapist = await createTherapist(app);
    const res = await api(app).post('/v4/update_worker_base_data', { notice_minutes: 180 }, therapist.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().notice_minutes).toBe(180);
    const bad = await api(app).post('/v4/update_worker_base_data', { notice_minutes: 7 }, therapist.cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0]).toMatchObject({ field: 'notice_minutes', rule: 'multipleOf' });
  });
});

describe('a therapist replaces their photo', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

  it('stores a real image, serves it, and refuses what only claims to be one', async () => {
    const therapist = await createTherapist(app);
    const before = (await api(app).get('/v4/get_worker_base_data', therapist.cookie)).json().photo_url;
    const res = await api(app).post(
      '/v4/update_worker_photo',
      { data_url: `data:image/png;base64,${PNG.toString('base64')}` },
      therapist.cookie,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().photo_url).not.toBe(before);
    const photo = await app.inject({
      method: 'GET',
      url: `${app.config.basePath}/psychologist_photo?id=${therapist.id}`,
    });
    expect(photo.headers['content-type']).toBe('image/png');
    expect(Buffer.from(photo.rawPayload).equals(PNG)).toBe(true);

    const fake = await api(app).post(
      '/v4/update_worker_photo',
      { data_url: `data:image/jpeg;base64,${Buffer.from('<svg onload=alert(1)>').toString('base64')}` },
      therapist.cookie,
    );
    expect(fake.statusCode).toBe(400);
    expect(fake.json()).toMatchObject({
      error: 'photo_not_an_image',
      details: [{ field: 'data_url', rule: 'image_signature' }],
    });
    const svg = await api(app).post(
      '/v4/update_worker_photo',
      { data_url: 'data:image/svg+xml;base64,PHN2Zz4=' },
      therapist.cookie,
    );
    expect(svg.statusCode).toBe(400);
    expect(svg.json().details[0].field).toBe('data_url');
    const big = Buffer.concat([PNG, Buffer.alloc(520 * 1024)]);
    const tooBig = await api(app).post(
      '/v4/update_worker_photo',
      { data_url: `data:image/png;base64,${big.toString('base64')}` },
      therapist.cookie,
    );
    expect(tooBig.statusCode).toBe(400);
    expect(
      (await app.inject({ method: 'GET', url: `${app.config.basePath}/psychologist_photo?id=${therapist.id}` }))
        .headers['content-type'],
    ).toBe('image/png');

    const client = await createClient(app);
    const forbidden = await api(app).post('/v4/update_worker_photo', {}, client.cookie);
    expect(forbidden.statusCode).toBe(403);
  });
});
