// The client's own account: details, notification choices, password, deletion.
import type { FromSchema } from 'json-schema-to-ts';
import { apiRequest } from '@rozmova/web/api-client';
import { DELETE_ACCOUNT_TIMEOUT_MS } from '@rozmova/contracts/constants';
import type { MarketLocale } from '@rozmova/contracts/markets';
import type { userInfoResponseSchema, userInfoSchema } from '@rozmova/contracts/schemas/account';
import type {
  AuthData,
  changePasswordBodySchema,
  changeUserInfoBodySchema,
  notificationSettingsBodySchema,
} from '@rozmova/contracts/schemas/auth';

export type UserInfo = FromSchema<typeof userInfoSchema>;
export type UserInfoChange = FromSchema<typeof changeUserInfoBodySchema>;
export type NotificationChange = FromSchema<typeof notificationSettingsBodySchema>;
export type PasswordChange = FromSchema<typeof changePasswordBodySchema>;
type UserInfoResponse = FromSchema<typeof userInfoResponseSchema>;

export async function getUserInfo(locale: MarketLocale): Promise<UserInfo> {
  const { user } = await apiRequest<UserInfoResponse>('/user_info', { configId: locale });
  return user;
}

export async function changeUserInfo(locale: MarketLocale, body: UserInfoChange): Promise<UserInfo> {
  const { user } = await apiRequest<UserInfoResponse>('/change_user_info', { method: 'POST', body, configId: locale });
  return user;
}

export async function changeNotificationSettings(locale: MarketLocale, body: NotificationChange): Promise<UserInfo> {
  const { user } = await apiRequest<UserInfoResponse>('/change_user_notification_settings', {
    method: 'POST',
    body,
    configId: locale,
  });
  return user;
}

/** Every session is signed out; this browser gets a new one with the answer. */
export function changePassword(locale: MarketLocale, body: PasswordChange): Promise<AuthData> {
  return apiRequest<AuthData>('/change_password', { method: 'POST', body, configId: locale });
}

export function deleteAccount(locale: MarketLocale): Promise<unknown> {
  return apiRequest('/delete_account', { method: 'DELETE', configId: locale, timeoutMs: DELETE_ACCOUNT_TIMEOUT_MS });
}

export const accountApi = { getUserInfo, changeUserInfo, changeNotificationSettings, changePassword, deleteAccount };
export type AccountApi = typeof accountApi;
