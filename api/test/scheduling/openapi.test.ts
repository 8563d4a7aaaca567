import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../helpers';

const SCHEDULING_PATHS = [
  ['get', '/api/get_therapists_data'],
  ['get', '/api/psychologist_photo'],
  ['get', '/api/v4/get_worker_base_data'],
  ['post', '/api/v4/update_worker_base_data'],
  ['get', '/api/v4/time_management/get_weekly_work_time'],
  ['post', '/api/v4/time_management/set_weekly_work_time'],
  ['get', '/api/v4/time_management/get_special_work_time'],
  ['post', '/api/v4/time_management/set_special_work_time'],
  ['get', '/api/v4/get_free_slots'],
  ['get', '/api/v4/worker/get_bookings'],
  ['post', '/api/v4/worker/create_booking'],
  ['post', '/api/v4/cancel_booking'],
  ['post', '/api/v4/reschedule_booking'],
  ['get', '/api/v4/entities/get-cabinet-appointment-list'],
  ['get', '/api/v4/entities/get_one_appointment_details'],
  ['get', '/api/v4/entities/get_latest_purhased_appointment'],
  ['post', '/api/v4/entities/invite_partner'],
  ['get', '/api/v4/get_worker_statistic'],
  ['post', '/api/v4/video_call/personal_appointment_jwt'],
] as const;

describe('the OpenAPI document', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it.each(SCHEDULING_PATHS)('describes %s %s with a summary and its error shape', async (method, path) => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const operation = doc.paths?.[path]?.[method];
    expect(operation).toBeDefined();
    expect(operation.summary.length).toBeGreaterThan(10);
    expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['200']));
  });
});
