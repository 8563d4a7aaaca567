import type { Endpoint } from './endpoint';
import { configIdQuerySchema, okResponseSchema } from '../schemas/common';
import {
  setClientIdBodySchema,
  trackMixpanelBodySchema,
  trackMixpanelQuerySchema,
  trackMixpanelResponseSchema,
} from '../schemas/misc';

export const setAnalyticsClientId = {
  method: 'POST',
  path: '/v4/analytics/set_client_id',
  query: configIdQuerySchema,
  body: setClientIdBodySchema,
  response: okResponseSchema,
} as const satisfies Endpoint;

export const trackMixpanel = {
  method: 'POST',
  path: '/analytics/track_mixpanel',
  query: trackMixpanelQuerySchema,
  body: trackMixpanelBodySchema,
  response: trackMixpanelResponseSchema,
} as const satisfies Endpoint;
