// The one sign-in gate of the client's pages (purchases, the cabinet): until the first answer about who is
// signed in it says it is loading; a visitor without an account is asked to sign in and comes back to the
// same address after; a signed-in client sees the page. Each app brings its own words and look.
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import '@rozmova/web/auth/auth-session';
import { isRegistered, useAuth, useFreshAuthOn } from '@rozmova/web/auth/auth-cache';
import type { MarketLocale } from '@rozmova/contracts/markets';

export interface RequireClientTexts {
  loading: string;
  signInNeeded: string;
  signIn: string;
}

export interface RequireClientClassNames {
  muted?: string;
  notice?: string;
  button?: string;
}

export interface RequireClientProps {
  locale: MarketLocale;
  texts: RequireClientTexts;
  classNames?: RequireClientClassNames;
  /** Re-check a sign-in older than 30 s whenever the address changes (pages that take money). */
  freshOnOpen?: boolean;
  children: ReactNode;
}

export function RequireClient({
  locale,
  texts,
  classNames = {},
  freshOnOpen = false,
  children,
}: RequireClientProps): React.JSX.Element {
  const auth = useAuth();
  const location = useLocation();
  useFreshAuthOn(freshOnOpen ? location.pathname : null);
  // A later refetch keeps the cached person on screen; only the very first answer is waited for.
  const known = auth.status !== 'idle' && (auth.status !== 'pending' || Boolean(auth.data));
  if (!known) {
    return (
      <p role="status" className={classNames.muted}>
        {texts.loading}
      </p>
    );
  }
  if (!isRegistered(auth.data)) {
    const next = encodeURIComponent(`${location.pathname}${location.search}`);
    return (
      <div className={classNames.notice} data-testid="sign-in-needed">
        <p>{texts.signInNeeded}</p>
        <Link className={classNames.button} to={`/${locale}/login?next=${next}`}>
          {texts.signIn}
        </Link>
      </div>
    );
  }
  return <>{children}</>;
}
