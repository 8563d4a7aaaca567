// "Your signed-in devices" (api: /v4/account/sessions, end_session, end_other_sessions), for both cabinets.
import { apiRequest } from '@rozmova/web/api-client';
import type { MarketLocale } from '@rozmova/contracts/markets';
import type { DeviceSession, DeviceSessionsResponse, EndedSessionsResponse } from '@rozmova/contracts/schemas/account';

export type { DeviceSession };

export async function listDevices(locale: MarketLocale): Promise<DeviceSession[]> {
  const { sessions } = await apiRequest<DeviceSessionsResponse>('/v4/account/sessions', { configId: locale });
  return sessions;
}

export function endDevice(locale: MarketLocale, sessionId: string): Promise<EndedSessionsResponse> {
  return apiRequest<EndedSessionsResponse>('/v4/account/end_session', {
    method: 'POST',
    body: { session_id: sessionId },
    configId: locale,
  });
}

export function endOtherDevices(locale: MarketLocale): Promise<EndedSessionsResponse> {
  return apiRequest<EndedSessionsResponse>('/v4/account/end_other_sessions', { method: 'POST', configId: locale });
}

export const devicesApi = { listDevices, endDevice, endOtherDevices };
export type DevicesApi = typeof devicesApi;
