import type { FastifyInstance } from 'fastify';
import { SERVICE_IDS } from '@rozmova/contracts/constants';
import { buildTestApp } from '../helpers';
import { api, createClient, createTherapist, hours, insertBookingRow, type TestTherapist } from './scheduling-helpers';

const WORKER_CALLS: { method: 'GET' | 'POST'; path: string; body?: unknown }[] = [
  { method: 'GET', path: '/v4/get_worker_base_data' },
  { method: 'POST', path: '/v4/update_worker_base_data', body: { bios: { ua: 'x' } } },
  { method: 'GET', path: '/v4/time_management/get_weekly_work_time' },
  { method: 'POST', path: '/v4/time_management/set_weekly_work_time', body: { intervals: [] } },
  { method: 'GET', path: '/v4/time_management/get_special_work_time' },
  { method: 'POST', path: '/v4/time_management/set_special_work_time', body: { clear_dates: [] } },
  { method: 'GET', path: '/v4/worker/get_bookings' },
  {
    method: 'POST',
    path: '/v4/worker/create_booking',
    body: { client_email: 'a@b.example', service_id: SERVICE_IDS.personal, starts_at: '2030-01-01T10:00:00Z' },
  },
  { method: 'GET', path: '/v4/get_worker_statistic' },
];

describe('who may see and change what', () => {
  let app: FastifyInstance;
  let therapist: TestTherapist;
  let other: TestTherapist;
  beforeAll(async () => {
    app = await buildTestApp();
    therapist = await createTherapist(app, { weekly: hours('09:00', '17:00') });
    other = await createTherapist(app, { weekly: hours('10:00', '12:00', [1]) });
  });
  afterAll(async () => {
    await app.close();
  });

  it.each(WORKER_CALLS)(
    'a client is refused with 403 on $method $path, an anonymous caller with 401',
    async ({ method, path, body }) => {
      const client = await createClient(app);
      const res =
        method === 'GET' ? await api(app).get(path, client.cookie) : await api(app).post(path, body, client.cookie);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ error: 'forbidden' });
      const anonymous = method === 'GET' ? await api(app).get(path) : await api(app).post(path, body);
      expect(anonymous.statusCode).toBe(401);
    },
  );

  it("a therapist's calls touch only their own hours: another therapist's week stays as it was", async () => {
    const before = await api(app).get('/v4/time_management/get_weekly_work_time', other.cookie);
    const set = await api(app).post(
      '/v4/time_management/set_weekly_work_time',
      { intervals: hours('08:00', '09:00') },
      therapist.cookie,
    );
    expect(set.statusCode).toBe(200);
    // There is no way to name another therapist: an extra worker id is refused, not used.
    const sneaky = await api(app).post(
      '/v4/time_management/set_weekly_work_time',
      { worker_id: other.id, intervals: [] },
      therapist.cookie,
    );
    expect(sneaky.statusCode).toBe(400);
    const after = await api(app).get('/v4/time_management/get_weekly_work_time', other.cookie);
    expect(after.json()).toEqual(before.json());
    expect(after.json().intervals).toEqual([{ weekday: 1, start: '10:00', end: '12:00' }]);
  });

  it("a client cannot read another client's appointment or get its call token", async () => {
    const owner = await createClient(app);
    const stranger = await createClient(app);
    const id = await insertBookingRow(app, {
      workerId: therapist.id,
      clientId: owner.id,
      startsAt: new Date(Date.now() + 5 * 60_000),
    });
    const mine = await api(app).get(`/v4/entities/get_one_appointment_details?appointment_id=${id}`, owner.cookie);
    expect(mine.statusCode).toBe(200);
    const theirs = await api(app).get(`/v4/entities/get_one_appointment_details?appointment_id=${id}`, stranger.cookie);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().error).toBe('appointment_not_found');
    const list = await api(app).get('/v4/entities/get-cabinet-appointment-list', stranger.cookie);
    expect(list.json().appointments).toEqual([]);
    const token = await api(app).post(
      '/v4/video_call/personal_appointment_jwt',
      { appointment_id: id },
      stranger.cookie,
    );
    expect(token.statusCode).toBe(404);
    expect(token.body).not.toContain('room');
    const otherTherapist = await api(app).post(
      '/v4/video_call/personal_appointment_jwt',
      { appointment_id: id },
      other.cookie,
    );
    expect(otherTherapist.statusCode).toBe(404);
    const ownToken = await api(app).post(
      '/v4/video_call/personal_appointment_jwt',
      { appointment_id: id },
      owner.cookie,
    );
    expect(ownToken.statusCode).toBe(200);
  });

  it("neither a stranger nor another therapist can cancel or move someone's booking", async () => {
    const owner = await createClient(app);
    const stranger = await createClient(app);
    const id = await insertBookingRow(app, {
      workerId: therapist.id,
      clientId: owner.id,
      startsAt: new Date(Date.now() + 72 * 3600_000),
    });
    for (const cookie of [stranger.cookie, other.cookie]) {
      const cancel = await api(app).post('/v4/cancel_booking', { booking_id: id }, cookie);
      expect(cancel.statusCode).toBe(404);
      const move = await api(app).post(
        '/v4/reschedule_booking',
        { booking_id: id, starts_at: new Date(Date.now() + 96 * 3600_000).toISOString() },
        cookie,
      );
      expect(move.statusCode).toBe(404);
    }
    const { rows } = await app.db.query<{ status: string }>('SELECT status FROM bookings WHERE id = $1', [id]);
    expect(rows[0]!.status).toBe('confirmed');
  });

  it('the client-only appointment calls refuse therapists', async () => {
    for (const path of ['/v4/entities/get-cabinet-appointment-list', '/v4/entities/get_latest_purhased_appointment']) {
      const res = await api(app).get(path, therapist.cookie);
      expect(res.statusCode).toBe(403);
    }
  });
});
