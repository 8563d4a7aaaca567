// The auth calls every page may make before anyone signs in: the session check (registered as the auth
// cache's fetcher), signing out, and the confirmation mail a signed-in person may ask for again. The
// shell's start imports only these; the sign-in, registration and password calls (auth-api.ts) and their
// schemas come with the pages that use them.
import { call, isApiError } from '@rozmova/web/api-client';
import * as authEndpoints from '@rozmova/contracts/endpoints/auth';
import * as accountEndpoints from '@rozmova/contracts/endpoints/account';
import { DEFAULT_LOCALE, type MarketLocale } from '@rozmova/contracts/markets';
import { localeFromPath } from '@rozmova/contracts/routes/paths';
import { clearClientCache, registerAuthFetcher } from '@rozmova/web/auth/auth-cache';
import { ANONYMOUS, type AuthData } from '@rozmova/web/auth/types';

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

/** Logout clears the whole client cache, whatever the server answered. */
export async function logout(locale: MarketLocale): Promise<void> {
  try {
    await call(authEndpoints.logout, {}, { configId: locale });
  } finally {
    clearClientCache();
  }
}

/** Mails a fresh confirmation link; 429 `rate_limited` after a few in an hour (details carry the wait). */
export function resendVerification(locale: MarketLocale): Promise<{ ok: true; sent_to: string }> {
  return call(accountEndpoints.resendVerification, {}, { configId: locale });
}
