import type { Endpoint } from './endpoint';
import {
  careStateQuerySchema,
  careStateSchema,
  lostPowerBodySchema,
  lostPowerLinkQuerySchema,
  lostPowerLinkSchema,
  moveForAlertBodySchema,
  outageMoveResultSchema,
  outageProfileSchema,
  outageStatsQuerySchema,
  outageStatsSchema,
  setOutageProfileBodySchema,
} from '../schemas/outages';

export const outageProfile = {
  method: 'GET',
  path: '/v4/outages/profile',
  response: outageProfileSchema,
} as const satisfies Endpoint;

export const setOutageProfile = {
  method: 'PUT',
  path: '/v4/outages/profile',
  body: setOutageProfileBodySchema,
  response: outageProfileSchema,
} as const satisfies Endpoint;

export const outageCareState = {
  method: 'GET',
  path: '/v4/outages/care_state',
  query: careStateQuerySchema,
  response: careStateSchema,
} as const satisfies Endpoint;

export const moveForAlert = {
  method: 'POST',
  path: '/v4/outages/move_for_alert',
  body: moveForAlertBodySchema,
  response: outageMoveResultSchema,
} as const satisfies Endpoint;

export const reportLostPower = {
  method: 'POST',
  path: '/v4/outages/lost_power',
  body: lostPowerBodySchema,
  response: outageMoveResultSchema,
} as const satisfies Endpoint;

export const lostPowerLink = {
  method: 'GET',
  path: '/v4/outages/lost_power_link',
  query: lostPowerLinkQuerySchema,
  response: lostPowerLinkSchema,
} as const satisfies Endpoint;

export const outageStats = {
  method: 'GET',
  path: '/v4/admin/outages/stats',
  query: outageStatsQuerySchema,
  response: outageStatsSchema,
} as const satisfies Endpoint;
