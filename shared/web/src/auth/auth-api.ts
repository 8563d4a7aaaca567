// The auth-area calls (docs/rules.md ). Each call that returns auth data writes it into the cached auth
// entry (docs/rules.md ), so every app on the page sees the new session at once. The session check,
// sign-out and the confirmation mail live in auth-session.ts (what a page needs from its start), re-exported.
import { apiErrorBody, call } from '@rozmova/web/api-client';
import * as authEndpoints from '@rozmova/contracts/endpoints/auth';
import * as accountEndpoints from '@rozmova/contracts/endpoints/account';
import { GOOGLE_LOGIN_TIMEOUT_MS } from '@rozmova/contracts/constants';
import type { MarketLocale } from '@rozmova/contracts/markets';
import { authWriterForNow } from '@rozmova/web/auth/auth-cache';
import type { AuthData } from '@rozmova/web/auth/types';
import type {
  GoogleCompleteBody,
  GoogleLoginBody,
  LoginBody,
  RegisterBody,
  ResetPasswordBody,
} from '@rozmova/contracts/schemas/auth';
import type { VerifyEmailResponse } from '@rozmova/contracts/schemas/account';
import type { SecondFactorLoginBody } from '@rozmova/contracts/schemas/two-factor';

export type { LoginBody, RegisterBody, GoogleLoginBody, GoogleCompleteBody, ResetPasswordBody };
export { fetchAuth, logout, resendVerification } from '@rozmova/web/auth/auth-session';

/** Writes the call's auth data into the cache, unless the person signed out while it was on its way. */
async function writing(answer: Promise<AuthData>): Promise<AuthData> {
  const write = authWriterForNow();
  const data = await answer;
  write(data);
  return data;
}

export function login(locale: MarketLocale, body: LoginBody): Promise<AuthData> {
  return writing(call(authEndpoints.login, { body }, { configId: locale }));
}

/** The second step of a sign-in (two-step sign-in): the challenge `login` or `login/google` answered with, and a code. */
export function loginSecondFactor(locale: MarketLocale, body: SecondFactorLoginBody): Promise<AuthData> {
  return writing(call(authEndpoints.secondFactorLogin, { body }, { configId: locale }));
}

/** The challenge of a 401 `second_factor_required`; null for any other failure. */
export function secondFactorChallengeOf(failure: unknown): string | null {
  const body = apiErrorBody(failure);
  if (body?.error !== 'second_factor_required') return null;
  return typeof body.challenge?.token === 'string' ? body.challenge.token : null;
}

export function loginGoogle(locale: MarketLocale, body: GoogleLoginBody): Promise<AuthData> {
  return writing(call(authEndpoints.googleLogin, { body }, { configId: locale, timeoutMs: GOOGLE_LOGIN_TIMEOUT_MS }));
}

export function completeGoogle(locale: MarketLocale, body: GoogleCompleteBody): Promise<AuthData> {
  return writing(call(authEndpoints.googleComplete, { body }, { configId: locale }));
}

export function register(locale: MarketLocale, body: RegisterBody): Promise<AuthData> {
  return writing(call(authEndpoints.register, { body }, { configId: locale }));
}

/** Sends the reset link; answers the same whether the address exists or not. */
export function restorePassword(locale: MarketLocale, email: string): Promise<unknown> {
  return call(authEndpoints.restorePassword, { body: { email } }, { configId: locale });
}

export function resetPassword(locale: MarketLocale, body: ResetPasswordBody): Promise<unknown> {
  return call(authEndpoints.resetPassword, { body }, { configId: locale });
}

/** Opens an e-mail confirmation link (no session needed: the token is the proof). */
export function verifyEmail(locale: MarketLocale, token: string): Promise<VerifyEmailResponse> {
  return call(accountEndpoints.verifyEmail, { body: { token } }, { configId: locale });
}
