import type { Endpoint } from './endpoint';

export const health = {
  method: 'GET',
  path: '/health',
} as const satisfies Endpoint;

export const ready = {
  method: 'GET',
  path: '/ready',
} as const satisfies Endpoint;

export const metrics = {
  method: 'GET',
  path: '/metrics',
} as const satisfies Endpoint;
