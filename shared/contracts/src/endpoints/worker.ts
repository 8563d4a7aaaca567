import type { Endpoint } from './endpoint';
import { workerStatisticQuerySchema, workerStatisticResponseSchema } from '../schemas/appointments';
import {
  createWorkerBookingBodySchema,
  getWorkerBookingsQuerySchema,
  workerBookingSchema,
  workerBookingsResponseSchema,
} from '../schemas/bookings';

export const workerBookings = {
  method: 'GET',
  path: '/v4/worker/get_bookings',
  query: getWorkerBookingsQuerySchema,
  response: workerBookingsResponseSchema,
} as const satisfies Endpoint;

export const createWorkerBooking = {
  method: 'POST',
  path: '/v4/worker/create_booking',
  body: createWorkerBookingBodySchema,
  response: workerBookingSchema,
} as const satisfies Endpoint;

export const workerStatistic = {
  method: 'GET',
  path: '/v4/get_worker_statistic',
  query: workerStatisticQuerySchema,
  response: workerStatisticResponseSchema,
} as const satisfies Endpoint;
