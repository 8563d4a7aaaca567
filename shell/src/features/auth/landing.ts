// Where a person goes after signing in: a safe `next` inside the same market, else the landing route
// of their role (docs/rules.md ). A Google sign-up that is not confirmed yet goes to its completion.
import { isRegistered, landingPath } from '@rozmova/web/auth/auth-cache';
import type { AuthData } from '@rozmova/web/auth/types';
import type { MarketLocale } from '@rozmova/contracts/markets';

export function safeNext(next: string | null, locale: MarketLocale): string | null {
  if (!next) return null;
  // Only same-site paths of this market: never `//host`, `javascript:` or another origin.
  if (!next.startsWith(`/${locale}/`) || next.startsWith('//') || /[\\\s]/.test(next)) return null;
  if (/^\/[a-z]{2}\/(login|register|restore-password|reset-password|complete-registration)\b/.test(next)) return null;
  return next;
}

export function afterSignIn(auth: AuthData, locale: MarketLocale, next: string | null): string {
  if (auth.user?.id && !isRegistered(auth) && auth.user.data?.has_to_confirm_reg_google) {
    return `/${locale}/complete-registration`;
  }
  return safeNext(next, locale) ?? landingPath(auth.user?.role, locale);
}
