import type { FastifyInstance } from 'fastify';
import { SERVICE_IDS } from '@rozmova/contracts/constants';
import { buildTestApp, createUser, loginCookie } from '../helpers';
import { dayNumberToDate, localDayAt } from '../../src/plugins/app/scheduling/zoned-time';
import { api, createTherapist, hours, type TestTherapist } from './scheduling-helpers';

describe('working hours', () => {
  let app: FastifyInstance;
  let therapist: TestTherapist;
  beforeAll(async () => {
    app = await buildTestApp();
    therapist = await createTherapist(app, { market: 'pl', weekly: [] });
  });
  afterAll(async () => {
    await app.close();
  });

  const setWeekly = (body: unknown) =>
    api(app).post('/v4/time_management/set_weekly_work_time', body, therapist.cookie);
  const setSpecial = (body: unknown) =>
    api(app).post('/v4/time_management/set_special_work_time', body, therapist.cookie);

  it('stores a week and gives it back in the therapist zone, sorted', async () => {
    const res = await setWeekly({
      intervals: [
        { weekday: 2, start: '14:00', end: '18:00' },
        { weekday: 2, start: '09:00', end: '12:00' },
        { weekday: 5, start: '20:00', end: '24:00' },
      ],
    });
    expect(res.statusCode).toBe(200);
    const get = await api(app).get('/v4/time_management/get_weekly_work_time', therapist.cookie);
    expect(get.json()).toEqual({
      time_zone: 'Europe/Warsaw',
      intervals: [
        { weekday: 2, start: '09:00', end: '12:00' },
        { weekday: 2, start: '14:00', end: '18:00' },
        { weekday: 5, start: '20:00', end: '24:00' },
      ],
    });
  });

  it.each([
    [
      'overlapping intervals',
      [
        { weekday: 1, start: '09:00', end: '12:00' },
        { weekday: 1, start: '11:00', end: '13:00' },
      ],
      'intervals[1]',
      'overlap',
    ],
    ['an end before the start', [{ weekday: 3, start: '15:00', end: '10:00' }], 'intervals[0].end', 'end_before_start'],
    [
      'an end equal to the start',
      [{ weekday: 3, start: '10:00', end: '10:00' }],
      'intervals[0].end',
      'end_before_start',
    ],
  ])(
    'refuses %s with a 400 naming the field and rule, and keeps the old week',
    async (_label, intervals, field, rule) => {
      const before = (await api(app).get('/v4/time_management/get_weekly_work_time', therapist.cookie)).json();
      const res = await setWeekly({ intervals });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        error: 'invalid_work_time',
        details: expect.arrayContaining([expect.objectContaining({ field, rule })]),
      });
      expect((await api(app).get('/v4/time_management/get_weekly_work_time', therapist.cookie)).json()).toEqual(before);
    },
  );

  it('refuses times off the 5-minute grid and unknown zones', async () => {
    const offGrid = await setWeekly({ intervals: [{ weekday: 1, start: '09:03', end: '10:00' }] });
    expect(offGrid.statusCode).toBe(400);
    expect(offGrid.json().details[0]).toMatchObject({ field: 'intervals.0.start' });
    const zone = await setWeekly({ time_zone: 'Europe/Atlantis', intervals: [] });
    expect(zone.statusCode).toBe(400);
    expect(zone.json().details).toEqual([expect.objectContaining({ field: 'time_zone', rule: 'unknown_time_zone' })]);
  });

  it('special days: other hours, a day off, clearing; past dates refused', async () => {
    const today = localDayAt('Europe/Warsaw', Date.now());
    const d1 = dayNumberToDate(today + 3);
    const d2 = dayNumberToDate(today + 4);
    const res = await setSpecial({
      days: [
        { date: d1, intervals: [{ start: '10:00', end: '11:00' }], note: 'Konferencja' },
        { date: d2, intervals: [] },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().days).toEqual([
      { date: d1, intervals: [{ start: '10:00', end: '11:00' }], note: 'Konferencja' },
      { date: d2, intervals: [] },
    ]);
    const past = await setSpecial({ days: [{ date: dayNumberToDate(today - 1), intervals: [] }] });
    expect(past.statusCode).toBe(400);
    expect(past.json().details).toEqual([expect.objectContaining({ field: 'days[0].date', rule: 'past_date' })]);
    const overlap = await setSpecial({
      days: [
        {
          date: d1,
          intervals: [
            { start: '10:00', end: '12:00' },
            { start: '11:30', end: '13:00' },
          ],
        },
      ],
    });
    expect(overlap.json().details).toEqual([
      expect.objectContaining({ field: 'days[0].intervals[1]', rule: 'overlap' }),
    ]);
    const cleared = await setSpecial({ clear_dates: [d2] });
    expect(cleared.json().days.map((d: { date: string }) => d.date)).toEqual([d1]);
  });

  it('special days are read only for real calendar dates; an impossible one is a 400 naming from / to', async () => {
    for (const bad of ['2026-02-30', '0000-01-01', '2026-13-01', '2026-1-01']) {
      const res = await api(app).get(`/v4/time_management/get_special_work_time?from=${bad}`, therapist.cookie);
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toContainEqual(expect.objectContaining({ field: 'from' }));
      const to = await api(app).get(`/v4/time_management/get_special_work_time?to=${bad}`, therapist.cookie);
      expect(to.json().details).toContainEqual(expect.objectContaining({ field: 'to' }));
    }
    const leap = await api(app).get(
      '/v4/time_management/get_special_work_time?from=2028-02-29&to=2028-03-01',
      therapist.cookie,
    );
    expect(leap.statusCode).toBe(200);
    const stored = await setSpecial({ days: [{ date: '2027-02-30', intervals: [] }] });
    expect(stored.statusCode).toBe(400);
    expect(stored.json().details).toContainEqual(expect.objectContaining({ field: 'days.0.date' }));
  });

  it('free slots follow the week, the overrides and the buffer, in UTC with the zone named', async () => {
    const t = await createTherapist(app, { market: 'pl', weekly: hours('09:00', '12:00'), bufferMinutes: 10 });
    const today = localDayAt('Europe/Warsaw', Date.now());
    const day = today + 5;
    await api(app).post(
      '/v4/time_management/set_special_work_time',
      { days: [{ date: dayNumberToDate(day + 1), intervals: [] }] },
      t.cookie,
    );
    const from = new Date(day * 86_400_000 - 6 * 3600_000).toISOString();
    const to = new Date((day + 2) * 86_400_000).toISOString();
    const res = await api(app).get(
      `/v4/get_free_slots?worker_id=${t.id}&service_id=${SERVICE_IDS.personal}&from=${from}&to=${to}&config_id=pl`,
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ time_zone: 'Europe/Warsaw', duration_minutes: 50 });
    // 09:00-12:00 Warsaw with 50 + 10: 09:00, 10:00, 11:00 local on `day`; nothing on the day off.
    const local = body.slots.map((s: { starts_at: string }) =>
      new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Warsaw', dateStyle: 'short', timeStyle: 'short' }).format(
        new Date(s.starts_at),
      ),
    );
    expect(local).toHaveLength(3);
    expect(local.map((s: string) => s.slice(-5))).toEqual(['09:00', '10:00', '11:00']);
    const couple = await api(app).get(
      `/v4/get_free_slots?worker_id=${t.id}&service_id=${SERVICE_IDS.couple}&from=${from}&to=${to}`,
    );
    // 80 + 10 minutes: 09:00 and 10:30 fit before 12:00.
    expect(couple.json().slots).toHaveLength(2);
    const bad = await api(app).get(`/v4/get_free_slots?worker_id=${t.id}&service_id=nope`);
    expect(bad.statusCode).toBe(400);
    const tooLong = await api(app).get(
      `/v4/get_free_slots?worker_id=${t.id}&service_id=${SERVICE_IDS.personal}&from=2030-01-01T00:00:00Z&to=2030-06-01T00:00:00Z`,
    );
    expect(tooLong.json()).toMatchObject({ error: 'invalid_range' });
  });

  it('a new therapist without a profile gets one on first use, unlisted, and can set up the week', async () => {
    const fresh = await createUser(app, { role: 'therapist', locale: 'ro', name: 'Maria Nouă' });
    const cookie = await loginCookie(app, fresh.email, fresh.password, 'ro');
    const base = await api(app).get('/v4/get_worker_base_data', cookie);
    expect(base.statusCode).toBe(200);
    expect(base.json()).toMatchObject({
      name: 'Maria Nouă',
      market: 'ro',
      time_zone: 'Europe/Bucharest',
      currency: 'RON',
      is_listed: false,
    });
    const week = await api(app).post(
      '/v4/time_management/set_weekly_work_time',
      { intervals: hours('10:00', '14:00', [1, 2]) },
      cookie,
    );
    expect(week.statusCode).toBe(200);
    expect(
      (await api(app).get('/get_therapists_data?config_id=ro')).json().therapists.map((t: { id: string }) => t.id),
    ).not.toContain(fresh.id);
    // A bio only in English is shown (marked as English) until there is one in the page's language.
    const own = await api(app).post(
      '/v4/update_worker_base_data',
      { is_listed: true, bios: { en: 'Integrative psychotherapist.' } },
      cookie,
    );
    expect(own.json().bios).toEqual({ ua: '', pl: '', ro: '', en: 'Integrative psychotherapist.' });
    const card = async () =>
      (await api(app).get(`/get_therapists_data?config_id=ro&psychologist_id=${fresh.id}`)).json().therapists[0];
    expect(await card()).toMatchObject({ bio: 'Integrative psychotherapist.', bio_locale: 'en' });
    await api(app).post('/v4/update_worker_base_data', { bios: { ro: 'Psihoterapeută integrativă.' } }, cookie);
    expect(await card()).toMatchObject({ bio: 'Psihoterapeută integrativă.', bio_locale: 'ro' });
  });
});
