import type { Endpoint } from './endpoint';
import {
  getSpecialWorkTimeQuerySchema,
  setSpecialWorkTimeBodySchema,
  setSpecialWorkTimeResponseSchema,
  setWeeklyWorkTimeBodySchema,
  specialWorkTimeSchema,
  weeklyWorkTimeSchema,
} from '../schemas/scheduling';

export const weeklyWorkTime = {
  method: 'GET',
  path: '/v4/time_management/get_weekly_work_time',
  response: weeklyWorkTimeSchema,
} as const satisfies Endpoint;

export const setWeeklyWorkTime = {
  method: 'POST',
  path: '/v4/time_management/set_weekly_work_time',
  body: setWeeklyWorkTimeBodySchema,
  response: weeklyWorkTimeSchema,
} as const satisfies Endpoint;

export const specialWorkTime = {
  method: 'GET',
  path: '/v4/time_management/get_special_work_time',
  query: getSpecialWorkTimeQuerySchema,
  response: specialWorkTimeSchema,
} as const satisfies Endpoint;

export const setSpecialWorkTime = {
  method: 'POST',
  path: '/v4/time_management/set_special_work_time',
  body: setSpecialWorkTimeBodySchema,
  response: setSpecialWorkTimeResponseSchema,
} as const satisfies Endpoint;
