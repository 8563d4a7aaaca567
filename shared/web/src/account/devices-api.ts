// "Your signed-in devices" (api: /v4/account/sessions, end_session, end_other_sessions), for both cabinets.
import { call } from '@rozmova/web/api-client';
import * as endpoints from '@rozmova/contracts/endpoints/account';
import type { MarketLocale } from '@rozmova/contracts/markets';
import type { DeviceSession, EndedSessionsResponse } from '@rozmova/contracts/schemas/account';

export type { DeviceSession };

export async function listDevices(locale: MarketLocale): Promise<DeviceSession[]> {
  const { sessions } = await call(endpoints.deviceSessions, {}, { configId: locale });
  return sessions;
}

export function endDevice(locale: MarketLocale, sessionId: string): Promise<EndedSessionsResponse> {
  return call(endpoints.endSession, { body: { session_id: sessionId } }, { configId: locale });
}

export function endOtherDevices(locale: MarketLocale): Promise<EndedSessionsResponse> {
  return call(endpoints.endOtherSessions, {}, { configId: locale });
}

export const devicesApi = { listDevices, endDevice, endOtherDevices };
export type DevicesApi = typeof devicesApi;
