import type { Endpoint } from './endpoint';
import {
  changeEmailBodySchema,
  deviceSessionsResponseSchema,
  endSessionBodySchema,
  endedSessionsResponseSchema,
  resendVerificationResponseSchema,
  userInfoResponseSchema,
  verifyEmailBodySchema,
  verifyEmailResponseSchema,
} from '../schemas/account';
import { changeUserInfoBodySchema, notificationSettingsBodySchema } from '../schemas/auth';
import { configIdQuerySchema, okResponseSchema } from '../schemas/common';

export const userInfo = {
  method: 'GET',
  path: '/user_info',
  query: configIdQuerySchema,
  response: userInfoResponseSchema,
} as const satisfies Endpoint;

export const changeUserInfo = {
  method: 'POST',
  path: '/change_user_info',
  query: configIdQuerySchema,
  body: changeUserInfoBodySchema,
  response: userInfoResponseSchema,
} as const satisfies Endpoint;

export const changeNotificationSettings = {
  method: 'POST',
  path: '/change_user_notification_settings',
  query: configIdQuerySchema,
  body: notificationSettingsBodySchema,
  response: userInfoResponseSchema,
} as const satisfies Endpoint;

export const deleteAccount = {
  method: 'DELETE',
  path: '/delete_account',
  query: configIdQuerySchema,
  response: okResponseSchema,
} as const satisfies Endpoint;

export const verifyEmail = {
  method: 'POST',
  path: '/v4/account/verify_email',
  query: configIdQuerySchema,
  body: verifyEmailBodySchema,
  response: verifyEmailResponseSchema,
} as const satisfies Endpoint;

export const resendVerification = {
  method: 'POST',
  path: '/v4/account/resend_verification',
  query: configIdQuerySchema,
  response: resendVerificationResponseSchema,
} as const satisfies Endpoint;

export const changeEmail = {
  method: 'POST',
  path: '/v4/account/change_email',
  query: configIdQuerySchema,
  body: changeEmailBodySchema,
  response: userInfoResponseSchema,
} as const satisfies Endpoint;

export const deviceSessions = {
  method: 'GET',
  path: '/v4/account/sessions',
  query: configIdQuerySchema,
  response: deviceSessionsResponseSchema,
} as const satisfies Endpoint;

export const endSession = {
  method: 'POST',
  path: '/v4/account/end_session',
  query: configIdQuerySchema,
  body: endSessionBodySchema,
  response: endedSessionsResponseSchema,
} as const satisfies Endpoint;

export const endOtherSessions = {
  method: 'POST',
  path: '/v4/account/end_other_sessions',
  query: configIdQuerySchema,
  response: endedSessionsResponseSchema,
} as const satisfies Endpoint;
