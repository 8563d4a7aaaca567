// The recommendation endpoints on a real database: therapists with real hours, real free slots, real rows.
import type { FastifyInstance } from 'fastify';
import { SERVICE_IDS } from '@rozmova/contracts/constants';
import { buildTestApp } from '../helpers';
import { api, createClient, createTherapist, hours } from '../scheduling/scheduling-helpers';

// Inside a describe: its afterAll closes the app before the helpers close the shared PGlite.
describe('recommendation', () => {
  let app: FastifyInstance;
  let anna: Awaited<ReturnType<typeof createTherapist>>;
  let marek: Awaited<ReturnType<typeof createTherapist>>;
  let olena: Awaited<ReturnType<typeof createTherapist>>;

  const answers = {
    concerns: ['anxiety'],
    service_kind: 'personal',
    language: 'pl',
    preferred_times: ['evening'],
    timezone: 'Europe/Warsaw',
  };

  beforeAll(async () => {
    app = await buildTestApp();
    // Anna: Polish, anxiety, evenings. Marek: Polish, depression, mornings, dearer, no couples. Olena: Ukrainian only.
    anna = await createTherapist(app, {
      market: 'pl',
      languages: ['pl', 'en'],
      weekly: hours('17:00', '21:00'),
      name: 'Anna',
    });
    marek = await createTherapist(app, {
      market: 'pl',
      languages: ['pl'],
      weekly: hours('07:00', '11:00'),
      personalPriceMinor: 30000,
      offersCouple: false,
      name: 'Marek',
    });
    olena = await createTherapist(app, {
      market: 'pl',
      languages: ['uk'],
      weekly: hours('17:00', '21:00'),
      name: 'Olena',
    });
    const res = await api(app).post('/v4/update_worker_base_data', { specialisations: ['depression'] }, marek.cookie);
    expect(res.statusCode).toBe(200);
  });

  afterAll(async () => {
    await app.close();
  });

  const recommend = (body: unknown, cookie?: string, configId = 'pl') =>
    api(app).post(`/v4/recommendation/recommend?config_id=${configId}`, body, cookie);

  it('ranks the therapists who fit the answers, with reasons, prices and the next free time', async () => {
    const res = await recommend(answers);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.recommendation_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.recommendation.service_id).toBe(SERVICE_IDS.personal);
    const ids = body.recommendation.therapists.map((t: { worker_id: string }) => t.worker_id);
    expect(ids).toEqual([anna.id, marek.id]);
    const [first, second] = body.recommendation.therapists;
    expect(first).toMatchObject({
      name: 'Anna',
      price_for_user: 199,
      currency: 'PLN',
      reasons: ['concern_match', 'language_match', 'time_match', 'soon_available'],
    });
    expect(Date.parse(first.next_free_slot)).toBeGreaterThan(Date.now());
    expect(second).toMatchObject({ name: 'Marek', price_for_user: 300 });
    expect(second.reasons).not.toContain('time_match');
    expect(second.score).toBeLessThan(first.score);
  });

  it('keeps to the price range and the session type', async () => {
    const cheap = await recommend({ ...answers, price_max: 250 });
    expect(cheap.json().recommendation.therapists.map((t: { worker_id: string }) => t.worker_id)).toEqual([anna.id]);
    const couple = await recommend({ ...answers, service_kind: 'couple' });
    expect(couple.json().recommendation.service_id).toBe(SERVICE_IDS.couple);
    expect(
      couple
        .json()
        .recommendation.therapists.map((t: { worker_id: string; price_for_user: number }) => [
          t.worker_id,
          t.price_for_user,
        ]),
    ).toEqual([[anna.id, 299]]);
    const ukrainian = await recommend({ ...answers, language: 'uk' });
    expect(ukrainian.json().recommendation.therapists.map((t: { worker_id: string }) => t.worker_id)).toEqual([
      olena.id,
    ]);
  });

  it('answers nobody fits with an empty list, not an error', async () => {
    const res = await recommend({ ...answers, language: 'ro' });
    expect(res.statusCode).toBe(200);
    expect(res.json().recommendation.therapists).toEqual([]);
  });

  it('refuses bad answers with a 400 that names the field', async () => {
    const missing = await recommend({ ...answers, concerns: [] });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe('validation_failed');
    expect(JSON.stringify(missing.json().details)).toContain('concerns');

    const zone = await recommend({ ...answers, timezone: 'Mars/Olympus' });
    expect(zone.statusCode).toBe(400);
    expect(zone.json().details).toEqual([{ field: 'timezone', rule: 'unknown_time_zone' }]);

    const range = await recommend({ ...answers, price_min: 300, price_max: 100 });
    expect(range.statusCode).toBe(400);
    expect(range.json().details[0].field).toBe('price_max');

    const extra = await recommend({ ...answers, diagnosis: 'x' });
    expect(extra.statusCode).toBe(400);

    const market = await recommend(answers, undefined, 'de');
    expect(market.statusCode).toBe(400);
    expect(market.json().error).toBe('unknown_config_id');
  });

  it("keeps a signed-in client's recommendation for them only, and erases it with the account", async () => {
    const ola = await createClient(app, 'pl');
    const other = await createClient(app, 'pl');
    const made = (await recommend(answers, ola.cookie)).json();
    const url = `/v4/recommendation/get?config_id=pl&recommendation_id=${made.recommendation_id}`;

    const mine = await api(app).get(url, ola.cookie);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual(made);
    expect((await api(app).get(url, other.cookie)).statusCode).toBe(404);
    expect((await api(app).get(url)).statusCode).toBe(404);

    const anonymous = (await recommend(answers)).json();
    expect(
      (await api(app).get(`/v4/recommendation/get?config_id=pl&recommendation_id=${anonymous.recommendation_id}`))
        .statusCode,
    ).toBe(200);

    const deleted = await app.inject({
      method: 'DELETE',
      url: `${app.config.basePath}/delete_account?config_id=pl`,
      headers: { cookie: ola.cookie, origin: 'http://localhost:3000' },
    });
    expect(deleted.statusCode).toBe(200);
    const { rows } = await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM recommendations WHERE id = $1', [
      made.recommendation_id,
    ]);
    expect(rows[0]!.n).toBe(0);
  });
});
