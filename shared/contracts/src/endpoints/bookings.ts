import type { Endpoint } from './endpoint';
import {
  cancelByLinkBodySchema,
  cancelByLinkPageQuerySchema,
  cancelByLinkQuerySchema,
  cancelBookingBodySchema,
  cancelBookingResponseSchema,
  rescheduleBookingBodySchema,
  workerBookingSchema,
} from '../schemas/bookings';
import { freeSlotsResponseSchema, getFreeSlotsQuerySchema } from '../schemas/scheduling';

export const cancelByLinkPage = {
  method: 'GET',
  path: '/v4/booking/cancel_by_link',
  query: cancelByLinkPageQuerySchema,
} as const satisfies Endpoint;

export const cancelByLink = {
  method: 'POST',
  path: '/v4/booking/cancel_by_link',
  query: cancelByLinkQuerySchema,
  body: cancelByLinkBodySchema,
} as const satisfies Endpoint;

export const cancelBooking = {
  method: 'POST',
  path: '/v4/cancel_booking',
  body: cancelBookingBodySchema,
  response: cancelBookingResponseSchema,
} as const satisfies Endpoint;

export const rescheduleBooking = {
  method: 'POST',
  path: '/v4/reschedule_booking',
  body: rescheduleBookingBodySchema,
  response: workerBookingSchema,
} as const satisfies Endpoint;

export const freeSlots = {
  method: 'GET',
  path: '/v4/get_free_slots',
  query: getFreeSlotsQuerySchema,
  response: freeSlotsResponseSchema,
} as const satisfies Endpoint;
