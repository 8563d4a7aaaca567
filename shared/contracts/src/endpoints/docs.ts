import type { Endpoint } from './endpoint';

export const openApiJson = {
  method: 'GET',
  path: '/docs/json',
} as const satisfies Endpoint;

export const openApiDocs = {
  method: 'GET',
  path: '/docs',
} as const satisfies Endpoint;
