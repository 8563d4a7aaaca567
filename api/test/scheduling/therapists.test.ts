import type { FastifyInstance } from 'fastify';
import { MARKET_LOCALES } from '@rozmova/contracts/markets';
import { SERVICE_IDS } from '@rozmova/contracts/constants';
import { buildTestApp, loginCookie } from '../helpers';
import { runSeed } from '../../src/seed';
import { DEMO_TOTP_SECRET } from '../../src/seed/core';
import { api, createTherapist } from './scheduling-helpers';

describe('therapists on the demo data', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
    expect(await runSeed(app)).toBe(true);
  });
  afterAll(async () => {
    await app.close();
  });

  it.each(MARKET_LOCALES)(
    'market %s lists two therapists, in its currency, each with a free slot soon',
    async (market) => {
      const res = await api(app).get(`/get_therapists_data?config_id=${market}`);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.total).toBe(2);
      for (const t of body.therapists) {
        expect(t.name.length).toBeGreaterThan(3);
        expect(t.bio.length).toBeGreaterThan(50);
        expect(t.prices.length).toBeGreaterThan(0);
        expect(t.prices.every((p: { currency: string }) => p.currency === body.currency)).toBe(true);
        expect(t.next_free_slot).not.toBeNull();
        const start = Date.parse(t.next_free_slot.starts_at);
        // The minimum notice of 12 hours holds, and the slot is within the first week.
        expect(start).toBeGreaterThanOrEqual(Date.now() + 12 * 3600_000 - 1000);
        expect(start).toBeLessThan(Date.now() + 8 * 86_400_000);
      }
    },
  );

  it('prices fall back to the market default and honour the therapist override', async () => {
    const body = (await api(app).get('/get_therapists_data?config_id=ua')).json();
    const byName = Object.fromEntries(body.therapists.map((t: { name: string }) => [t.name, t]));
    expect(byName['Ірина Бондаренко'].prices).toEqual([
      {
        service_id: SERVICE_IDS.personal,
        service_kind: 'personal',
        price: 1390,
        currency: 'UAH',
        duration_minutes: 50,
      },
    ]);
    expect(byName['Тарас Шевчук'].prices).toEqual([
      {
        service_id: SERVICE_IDS.personal,
        service_kind: 'personal',
        price: 1500,
        currency: 'UAH',
        duration_minutes: 50,
      },
      { service_id: SERVICE_IDS.couple, service_kind: 'couple', price: 2100, currency: 'UAH', duration_minutes: 80 },
    ]);
  });

  it('filters by language, session type, price band and a free slot within N days', async () => {
    const names = async (query: string) =>
      (await api(app).get(`/get_therapists_data?config_id=pl${query}`))
        .json()
        .therapists.map((t: { name: string }) => t.name);
    expect(await names('&language=uk')).toEqual(['Piotr Wiśniewski']);
    expect(await names(`&service_id=${SERVICE_IDS.couple}`)).toEqual(['Katarzyna Nowak', 'Piotr Wiśniewski']);
    expect(await names('&price_max=200')).toEqual(['Katarzyna Nowak']);
    expect(await names('&price_min=210&price_max=230')).toEqual(['Piotr Wiśniewski']);
    expect(await names('&free_within_days=7')).toHaveLength(2);
    const all = (await api(app).get('/get_therapists_data?config_id=pl')).json().therapists;
    const one = (await api(app).get(`/get_therapists_data?config_id=pl&psychologist_id=${all[1].id}`)).json();
    expect(one.total).toBe(1);
    expect(one.therapists[0]).toEqual(all[1]);
    // A therapist of another market is not listed here.
    const ua = (await api(app).get('/get_therapists_data?config_id=ua')).json().therapists[0];
    expect((await api(app).get(`/get_therapists_data?config_id=pl&psychologist_id=${ua.id}`)).json().total).toBe(0);
    const bad = await api(app).get('/get_therapists_data?config_id=pl&price_min=300&price_max=100');
    expect(bad.statusCode).toBe(400);
    const unknownMarket = await api(app).get('/get_therapists_data?config_id=xx');
    expect(unknownMarket.statusCode).toBe(400);
  });

  it('a therapist who is fully booked for the next days drops out of "free within 1 day"', async () => {
    const list = (await api(app).get('/get_therapists_data?config_id=en')).json().therapists;
    const target = list[0];
    // Fill every slot of the next two days for this therapist.
    const from = new Date().toISOString();
    const to = new Date(Date.now() + 2 * 86_400_000).toISOString();
    const slots = (
      await api(app).get(
        `/v4/get_free_slots?worker_id=${target.id}&service_id=${SERVICE_IDS.personal}&from=${from}&to=${to}`,
      )
    ).json().slots;
    for (const slot of slots) {
      await app.db.query(
        `INSERT INTO bookings (worker_id, client_id, service_id, service_kind, market, starts_at, ends_at, blocked_until, status, source, price_minor, currency, room)
         VALUES ($1, NULL, $2, 'personal', 'en', $3, $4, $4::timestamptz + interval '10 minutes', 'confirmed', 'worker', 7900, 'GBP', 'r-' || gen_random_uuid())`,
        [target.id, SERVICE_IDS.personal, slot.starts_at, slot.ends_at],
      );
    }
    const within = (await api(app).get('/get_therapists_data?config_id=en&free_within_days=1'))
      .json()
      .therapists.map((t: { id: string }) => t.id);
    expect(within).not.toContain(target.id);
    const after = (await api(app).get('/get_therapists_data?config_id=en'))
      .json()
      .therapists.find((t: { id: string }) => t.id === target.id);
    expect(Date.parse(after.next_free_slot.starts_at)).toBeGreaterThan(Date.parse(to) - 86_400_000);
  });

  it('serves each photo as a real SVG image with safe headers', async () => {
    const body = (await api(app).get('/get_therapists_data?config_id=ro')).json();
    const url = new URL(body.therapists[0].photo_url);
    const res = await app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.body).toMatch(/^<\?xml[\s\S]*<svg[\s\S]*<\/svg>\s*$/);
    expect(res.body).toContain('>AI<');
    const missing = await api(app).get('/psychologist_photo?id=00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
  });

  it('gives no photo address for a therapist without a photo, so no browser asks for a missing image', async () => {
    const plain = await createTherapist(app, { market: 'ro' });
    const list = (await api(app).get('/get_therapists_data?config_id=ro&per_page=50')).json().therapists;
    const withPhoto = list.filter((t: { photo_url: string }) => t.photo_url !== '');
    for (const t of withPhoto) expect(t.photo_url).toMatch(/\/psychologist_photo\?id=/);
    expect(withPhoto.length).toBeGreaterThan(0);
    expect(list.find((t: { id: string }) => t.id === plain.id)).toMatchObject({ photo_url: '' });
    const base = (await api(app).get('/v4/get_worker_base_data', plain.cookie)).json();
    expect(base.photo_url).toBe('');
  });

  it('page numbers are bounded integers: Infinity, 1e309 and 1e300 are a 400 naming page, never a 500 or an echo', async () => {
    for (const page of ['Infinity', '1e309', '1e300', '-1', 'abc']) {
      const res = await api(app).get(`/get_therapists_data?config_id=ua&page=${page}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toContainEqual(expect.objectContaining({ field: 'page' }));
    }
    const perPage = await api(app).get('/get_therapists_data?config_id=ua&per_page=1e9');
    expect(perPage.statusCode).toBe(400);
    expect(perPage.json().details).toContainEqual(expect.objectContaining({ field: 'per_page', rule: 'maximum' }));
    const last = await api(app).get('/get_therapists_data?config_id=ua&page=10000');
    expect(last.statusCode).toBe(200);
    expect(last.json()).toMatchObject({ page: 10000, therapists: [] });
    // The count is of every match, on every page, also past the end.
    expect(last.json().total).toBe(2);
  });

  it('pages are cut in order, each page with the full count, filters applied before the cut', async () => {
    const all = (await api(app).get('/get_therapists_data?config_id=pl')).json();
    expect(all.total).toBe(2);
    const pages = [];
    for (const page of [1, 2, 3]) {
      const res = (await api(app).get(`/get_therapists_data?config_id=pl&per_page=1&page=${page}`)).json();
      expect(res.total).toBe(2);
      pages.push(...res.therapists);
    }
    expect(pages).toEqual(all.therapists);
    const names = async (query: string) => {
      const res = (await api(app).get(`/get_therapists_data?config_id=pl&per_page=1${query}`)).json();
      return { total: res.total, names: res.therapists.map((t: { name: string }) => t.name) };
    };
    // Katarzyna has no couple price of her own: the market default (299 zł) is what the band compares.
    expect(await names(`&service_id=${SERVICE_IDS.couple}&price_max=300`)).toEqual({
      total: 1,
      names: ['Katarzyna Nowak'],
    });
    // The band applies to the chosen type only: Piotr's couple price (320 zł) does not make his personal one match.
    expect(await names(`&service_id=${SERVICE_IDS.personal}&price_min=300`)).toEqual({ total: 0, names: [] });
    expect(await names('&price_min=300')).toEqual({ total: 1, names: ['Piotr Wiśniewski'] });
  });

  it('a therapist reads and changes their own profile; prices in major units, null back to the default', async () => {
    const cookie = await loginCookie(app, 'therapist3@demo.example', 'Demo-2026!', 'pl', DEMO_TOTP_SECRET);
    const base = await api(app).get('/v4/get_worker_base_data', cookie);
    expect(base.json()).toMatchObject({
      email: 'therapist3@demo.example',
      market: 'pl',
      time_zone: 'Europe/Warsaw',
      currency: 'PLN',
    });
    const changed = await api(app).post(
      '/v4/update_worker_base_data',
      { personal_price: 240, buffer_minutes: 15 },
      cookie,
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.json().prices[0]).toMatchObject({ price: 240 });
    expect(changed.json().buffer_minutes).toBe(15);
    const reset = await api(app).post('/v4/update_worker_base_data', { personal_price: null }, cookie);
    expect(reset.json().prices[0]).toMatchObject({ price: 199 });
    const badBuffer = await api(app).post('/v4/update_worker_base_data', { buffer_minutes: 7 }, cookie);
    expect(badBuffer.statusCode).toBe(400);
    const longer = await api(app).post(
      '/v4/update_worker_base_data',
      { couple_minutes: 90, offers_couple: true },
      cookie,
    );
    expect(longer.json().prices).toEqual([
      expect.objectContaining({ service_kind: 'personal', duration_minutes: 50 }),
      expect.objectContaining({ service_kind: 'couple', duration_minutes: 90 }),
    ]);
    // Prices are whole minor units: less than one is refused by the schema, more than two decimals by the api,
    // each naming the field (never a database constraint name), and nothing changes.
    const tiny = await api(app).post('/v4/update_worker_base_data', { personal_price: 0.001 }, cookie);
    expect(tiny.statusCode).toBe(400);
    expect(tiny.json().details).toContainEqual(expect.objectContaining({ field: 'personal_price', rule: 'minimum' }));
    const fraction = await api(app).post(
      '/v4/update_worker_base_data',
      { personal_price: 33.333, buffer_minutes: 20 },
      cookie,
    );
    expect(fraction.statusCode).toBe(400);
    expect(fraction.json().details).toEqual([{ field: 'personal_price', rule: 'multipleOf', multipleOf: 0.01 }]);
    const unchanged = (await api(app).get('/v4/get_worker_base_data', cookie)).json();
    expect(unchanged.buffer_minutes).toBe(15);
    const cents = await api(app).post(
      '/v4/update_worker_base_data',
      { personal_price: 33.33, couple_price: 0.01 },
      cookie,
    );
    expect(cents.statusCode).toBe(200);
    expect(cents.json().prices[0]).toMatchObject({ price: 33.33 });
    await api(app).post('/v4/update_worker_base_data', { personal_price: null, couple_price: null }, cookie);
    const nothing = await api(app).post(
      '/v4/update_worker_base_data',
      { offers_couple: false, offers_personal: false },
      cookie,
    );
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().details).toEqual([expect.objectContaining({ rule: 'at_least_one_service' })]);
  });
});
