// The auth forms validate with the api's own JSON Schemas (`@rozmova/contracts/schemas/auth`), so a
// rule changes in one place; only the reset form adds its "repeat the password" field here.
import {
  googleCompleteBodySchema,
  loginBodySchema,
  newPasswordSchema,
  registerBodySchema,
  restorePasswordBodySchema,
} from '@rozmova/contracts/schemas/auth';

export const loginFormSchema = loginBodySchema;
export const registerFormSchema = registerBodySchema;
export const completeFormSchema = googleCompleteBodySchema;
export const restoreFormSchema = restorePasswordBodySchema;

export const resetFormSchema = {
  type: 'object',
  required: ['password', 'password_repeat'],
  properties: { password: newPasswordSchema, password_repeat: { type: 'string', minLength: 1 } },
} as const;
