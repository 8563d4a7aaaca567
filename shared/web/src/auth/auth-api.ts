// The auth-area calls (docs/rules.md ). Each call that returns auth data writes it into the cached auth
// entry (docs/rules.md ), so every app on the page sees the new session at once.
import { apiErrorBody, call, isApiError } from '@rozmova/web/api-client';
import * as authEndpoints from '@rozmova/contracts/endpoints/auth';
import * as accountEndpoints from '@rozmova/contracts/endpoints/account';
import { GOOGLE_LOGIN_TIMEOUT_MS } from '@rozmova/contracts/constants';
import { DEFAULT_LOCALE, type MarketLocale } from '@rozmova/contracts/markets';
import { localeFromPath } from '@rozmova/contracts/routes/paths';
import { authWriterForNow, clearClientCache, registerAuthFetcher } from '@rozmova/web/auth/auth-cache';
import { ANONYMOUS, type AuthData } from '@rozmova/web/auth/types';
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

/** GET auth. An anonymous visitor (401) is a normal answer, not an error. */
export async function fetchAuth(locale: MarketLocale = currentLocale()): Promise<AuthData> {
  try {
    // A signed-in area's HTML asks for the session already (@rozmova/web/prefetch): the first check takes it.
    return await call(authEndpoints.currentAuth, {}, { configId: locale, prefetched: true });
  } catch (error) {
    if (isApiError(error) && error.status === 401) return ANONYMOUS;
    throw error;
  }
}

registerAuthFetcher(() => fetchAuth(currentLocale()));

/** The market of the page (the auth area requires config_id); the default market off a locale path. */
function currentLocale(): MarketLocale {
  return typeof window === 'undefined' ? DEFAULT_LOCALE : localeFromPath(window.location.pathname);
}

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

/** Logout clears the whole client cache, whatever the server answered. */
export async function logout(locale: MarketLocale): Promise<void> {
  try {
    await call(authEndpoints.logout, {}, { configId: locale });
  } finally {
    clearClientCache();
  }
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

/** Mails a fresh confirmation link; 429 `rate_limited` after a few in an hour (details carry the wait). */
export function resendVerification(locale: MarketLocale): Promise<{ ok: true; sent_to: string }> {
  return call(accountEndpoints.resendVerification, {}, { configId: locale });
}
