import type { Endpoint } from './endpoint';
import {
  authDataSchema,
  changePasswordBodySchema,
  googleCompleteBodySchema,
  googleLoginBodySchema,
  loginLinkBodySchema,
  loginLinkPageQuerySchema,
  loginLinkQuerySchema,
  loginBodySchema,
  registerBodySchema,
  resetPasswordBodySchema,
  restorePasswordBodySchema,
} from '../schemas/auth';
import { configIdQuerySchema, okResponseSchema } from '../schemas/common';
import {
  confirmEnrolmentBodySchema,
  enrolmentStartSchema,
  reauthenticationBodySchema,
  recoveryCodesSchema,
  secondFactorLoginBodySchema,
  twoFactorStatusSchema,
} from '../schemas/two-factor';

export const googleLogin = {
  method: 'POST',
  path: '/login/google',
  query: configIdQuerySchema,
  body: googleLoginBodySchema,
  response: authDataSchema,
} as const satisfies Endpoint;

export const googleComplete = {
  method: 'POST',
  path: '/login/complete/google',
  query: configIdQuerySchema,
  body: googleCompleteBodySchema,
  response: authDataSchema,
} as const satisfies Endpoint;

export const loginLinkPage = {
  method: 'GET',
  path: '/v4/auth/login_link',
  query: loginLinkPageQuerySchema,
} as const satisfies Endpoint;

export const loginLink = {
  method: 'POST',
  path: '/v4/auth/login_link',
  query: loginLinkQuerySchema,
  body: loginLinkBodySchema,
} as const satisfies Endpoint;

export const changePassword = {
  method: 'POST',
  path: '/change_password',
  query: configIdQuerySchema,
  body: changePasswordBodySchema,
  response: authDataSchema,
} as const satisfies Endpoint;

export const restorePassword = {
  method: 'POST',
  path: '/restore_password',
  query: configIdQuerySchema,
  body: restorePasswordBodySchema,
  response: okResponseSchema,
} as const satisfies Endpoint;

export const resetPassword = {
  method: 'POST',
  path: '/reset_password',
  query: configIdQuerySchema,
  body: resetPasswordBodySchema,
  response: okResponseSchema,
} as const satisfies Endpoint;

export const currentAuth = {
  method: 'GET',
  path: '/auth',
  query: configIdQuerySchema,
  response: authDataSchema,
} as const satisfies Endpoint;

export const login = {
  method: 'POST',
  path: '/login',
  query: configIdQuerySchema,
  body: loginBodySchema,
  response: authDataSchema,
} as const satisfies Endpoint;

export const register = {
  method: 'POST',
  path: '/register',
  query: configIdQuerySchema,
  body: registerBodySchema,
  response: authDataSchema,
} as const satisfies Endpoint;

export const logout = {
  method: 'POST',
  path: '/logout',
  query: configIdQuerySchema,
  response: okResponseSchema,
} as const satisfies Endpoint;

export const secondFactorLogin = {
  method: 'POST',
  path: '/login/second_factor',
  query: configIdQuerySchema,
  body: secondFactorLoginBodySchema,
  response: authDataSchema,
} as const satisfies Endpoint;

export const twoFactorStatus = {
  method: 'GET',
  path: '/two_factor',
  query: configIdQuerySchema,
  response: twoFactorStatusSchema,
} as const satisfies Endpoint;

export const twoFactorEnrol = {
  method: 'POST',
  path: '/two_factor/enrol',
  query: configIdQuerySchema,
  body: reauthenticationBodySchema,
  response: enrolmentStartSchema,
} as const satisfies Endpoint;

export const twoFactorConfirm = {
  method: 'POST',
  path: '/two_factor/confirm',
  query: configIdQuerySchema,
  body: confirmEnrolmentBodySchema,
  response: recoveryCodesSchema,
} as const satisfies Endpoint;

export const twoFactorRecoveryCodes = {
  method: 'POST',
  path: '/two_factor/recovery_codes',
  query: configIdQuerySchema,
  body: reauthenticationBodySchema,
  response: recoveryCodesSchema,
} as const satisfies Endpoint;

export const twoFactorDisable = {
  method: 'POST',
  path: '/two_factor/disable',
  query: configIdQuerySchema,
  body: reauthenticationBodySchema,
  response: okResponseSchema,
} as const satisfies Endpoint;
