// JSON Schemas of the auth forms, validated in the browser with the same ajv rules the api applies
// (password 8-128 characters, e-mail format, name 1-100). The field names are the api's body fields.
import { MARKETS, type MarketLocale } from '@rozmova/shared/markets';

const email = { type: 'string', format: 'email', minLength: 1, maxLength: 254 } as const;
const password = { type: 'string', minLength: 8, maxLength: 128 } as const;
const name = { type: 'string', minLength: 1, maxLength: 100 } as const;

export const loginFormSchema = {
  type: 'object',
  required: ['email', 'password'],
  properties: { email, password: { type: 'string', minLength: 1, maxLength: 128 } },
} as const;

export const restoreFormSchema = {
  type: 'object',
  required: ['email'],
  properties: { email },
} as const;

export const resetFormSchema = {
  type: 'object',
  required: ['password', 'password_repeat'],
  properties: { password, password_repeat: { type: 'string', minLength: 1 } },
} as const;

/** Registration and Google completion: the checkboxes follow the market's feature flags. */
export function signUpFormSchema(locale: MarketLocale, withCredentials: boolean): object {
  const flags = MARKETS[locale].feature_flags.auth;
  const properties: Record<string, object> = { name };
  const required = ['name'];
  if (withCredentials) {
    properties.email = email;
    properties.password = password;
    required.push('email', 'password');
  }
  if (flags.sign_up_show_oferta_checkbox) {
    properties.oferta_accepted = { type: 'boolean', const: true };
    required.push('oferta_accepted');
  }
  if (flags.sign_up_show_marketing_checkbox) properties.marketing_accepted = { type: 'boolean' };
  return { type: 'object', required, properties };
}
