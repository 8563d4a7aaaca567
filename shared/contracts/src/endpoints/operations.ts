import type { Endpoint } from './endpoint';
import { healthSchema, readySchema } from '../schemas/operations';

export const health = {
  method: 'GET',
  path: '/health',
  response: healthSchema,
} as const satisfies Endpoint;

export const ready = {
  method: 'GET',
  path: '/ready',
  response: readySchema,
} as const satisfies Endpoint;

export const metrics = {
  method: 'GET',
  path: '/metrics',
} as const satisfies Endpoint;
