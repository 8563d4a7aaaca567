// Picks the remote that owns the current path (route-owners.ts, from the route table) and renders it in its region.
// Private areas (the cabinets) ask anonymous visitors to sign in first.
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { isRegistered, useAuth, useFreshAuthOn } from '@rozmova/web/auth/auth-cache';
import { NotFound } from '@rozmova/web/remote/not-found';
import { useLocale } from '../../lib/use-locale';
import { localeHome } from '../../lib/locale-home';
import { ownerOf } from '../../lib/route-owners';
import { RemoteRegion } from './remote-region';

export function RemoteOutlet(): React.JSX.Element {
  const { t } = useTranslation('common');
  const locale = useLocale();
  const rest = useParams()['*'] ?? '';
  const location = useLocation();
  const auth = useAuth();
  const owner = ownerOf(rest, auth.data?.user?.role);
  // Opening a private page re-checks a sign-in older than 30 s.
  useFreshAuthOn(owner?.kind === 'remote' && owner.private ? location.pathname : null);

  if (rest.replace(/\/+$/, '') === '') {
    // The role decides the landing route, so the answer of the auth call is awaited here (it is already
    // asked for at start-up).
    if (auth.status === 'idle' || (auth.status === 'pending' && !auth.data))
      return <div aria-busy="true">{t('loading')}</div>;
    return <Navigate to={`${localeHome(auth.data, locale)}${location.search}`} replace />;
  }
  if (!owner || owner.kind === 'shell') return <NotFound locale={locale} />;
  if (owner.private) {
    if (auth.status === 'idle' || auth.status === 'pending') return <div aria-busy="true">{t('loading')}</div>;
    if (!isRegistered(auth.data)) {
      const next = `${location.pathname}${location.search}`;
      return <Navigate to={`/${locale}/login?next=${encodeURIComponent(next)}`} replace />;
    }
  }
  // keyed by remote: moving between two remotes mounts a fresh region with its own boundary.
  return <RemoteRegion key={owner.remote} remote={owner.remote} locale={locale} />;
}
