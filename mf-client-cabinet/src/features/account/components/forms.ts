// The account forms' checks: the api's own JSON Schemas through the shared ajv rules, so the browser and the
// api refuse the same things, with the forms namespace's messages.
import { validateForm, type FormErrors } from '@rozmova/web/forms';
import { changePasswordBodySchema, changeUserInfoBodySchema } from '@rozmova/contracts/schemas/auth';
import { changeEmailBodySchema } from '@rozmova/contracts/schemas/account';
import type { UserInfoChange } from '../api/account-api';

export interface ProfileInput {
  name: string;
  phone: string;
  locale: string;
  timezone: string;
}

/** The body change_user_info gets: a cleared phone is removed (null), the rest as typed (trimmed). */
export function profileBody(input: ProfileInput): UserInfoChange {
  const phone = input.phone.replace(/[\s()-]/g, '');
  return {
    name: input.name.trim(),
    phone: phone === '' ? null : phone,
    locale: input.locale as UserInfoChange['locale'],
    timezone: input.timezone,
  };
}

export function validateProfile(input: ProfileInput): FormErrors {
  return validateForm(changeUserInfoBodySchema, profileBody(input));
}

export interface PasswordInput {
  current_password: string;
  new_password: string;
  repeat_password: string;
  /** Asked once two-step sign-in is on (a code from the app or a recovery code). */
  code?: string;
}

export function validatePassword(input: PasswordInput): FormErrors {
  const body: Record<string, string> = {};
  if (input.current_password !== '') body.current_password = input.current_password;
  if (input.new_password !== '') body.new_password = input.new_password;
  const errors = validateForm(changePasswordBodySchema, body);
  if (!errors.new_password && !errors.repeat_password && input.repeat_password !== input.new_password) {
    errors.repeat_password = { key: 'passwordsDiffer' };
  }
  return errors;
}

export interface EmailInput {
  new_email: string;
  current_password: string;
}

export function validateEmailChange(input: EmailInput): FormErrors {
  const body: Record<string, string> = {};
  if (input.new_email.trim() !== '') body.new_email = input.new_email.trim();
  if (input.current_password !== '') body.current_password = input.current_password;
  return validateForm(changeEmailBodySchema, body);
}
