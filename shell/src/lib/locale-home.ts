// Where `/{locale}` leads for the signed-in role (used by the remote outlet; the sign-in pages have their own
// rules in features/auth/landing.ts).
import { isRegistered, landingPath } from '@rozmova/web/auth/auth-cache';
import type { AuthData } from '@rozmova/web/auth/types';
import type { MarketLocale } from '@rozmova/contracts/markets';

/**
 * Where `/{locale}` (and `/`) leads: a signed-in therapist or admin to their cabinet, everyone else,
 * anonymous visitors included, to the client home.
 */
export function localeHome(auth: AuthData | undefined, locale: MarketLocale): string {
  const role = auth && isRegistered(auth) ? auth.user?.role : null;
  return landingPath(role ?? 'user', locale);
}
