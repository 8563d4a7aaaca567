// The client's own account: details, notification choices, password, deletion.
import type { FromSchema } from 'json-schema-to-ts';
import { call } from '@rozmova/web/api-client';
import * as accountEndpoints from '@rozmova/contracts/endpoints/account';
import * as authEndpoints from '@rozmova/contracts/endpoints/auth';
import { DELETE_ACCOUNT_TIMEOUT_MS } from '@rozmova/contracts/constants';
import type { MarketLocale } from '@rozmova/contracts/markets';
import type { changeEmailBodySchema, userInfoSchema } from '@rozmova/contracts/schemas/account';
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
export type EmailChange = FromSchema<typeof changeEmailBodySchema>;

export async function getUserInfo(locale: MarketLocale): Promise<UserInfo> {
  const { user } = await call(accountEndpoints.userInfo, {}, { configId: locale });
  return user;
}

export async function changeUserInfo(locale: MarketLocale, body: UserInfoChange): Promise<UserInfo> {
  const { user } = await call(accountEndpoints.changeUserInfo, { body }, { configId: locale });
  return user;
}

export async function changeNotificationSettings(locale: MarketLocale, body: NotificationChange): Promise<UserInfo> {
  const { user } = await call(accountEndpoints.changeNotificationSettings, { body }, { configId: locale });
  return user;
}

/**
 * This browser gets a new session with the answer; every other device is signed out too unless
 * `end_other_sessions` is false.
 */
export function changePassword(locale: MarketLocale, body: PasswordChange): Promise<AuthData> {
  return call(authEndpoints.changePassword, { body }, { configId: locale });
}

/** Mails a confirmation link to the new address; the account keeps its address until the link is opened. */
export async function changeEmail(locale: MarketLocale, body: EmailChange): Promise<UserInfo> {
  const { user } = await call(accountEndpoints.changeEmail, { body }, { configId: locale });
  return user;
}

export function deleteAccount(locale: MarketLocale): Promise<unknown> {
  return call(accountEndpoints.deleteAccount, {}, { configId: locale, timeoutMs: DELETE_ACCOUNT_TIMEOUT_MS });
}

export const accountApi = {
  getUserInfo,
  changeUserInfo,
  changeNotificationSettings,
  changePassword,
  changeEmail,
  deleteAccount,
};
export type AccountApi = typeof accountApi;
