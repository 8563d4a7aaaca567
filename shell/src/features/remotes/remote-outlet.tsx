// Picks the remote that owns the current path (route-owners.ts) and renders it in its region.
// Private areas (the cabinets) ask anonymous visitors to sign in first.
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { isRegistered, useAuth } from '@rozmova/shared/auth/auth-cache';
import { useLocale } from '../locale/use-locale';
import { NotFound } from '../layout/not-found';
import { localeHome } from '../auth/landing';
import { ownerOf } from './route-owners';
import { RemoteRegion } from './remote-region';

export function RemoteOutlet(): React.JSX.Element {
  const { t } = useTranslation('common');
  const locale = useLocale();
  const rest = useParams()['*'] ?? '';
  const location = useLocation();
  const auth = useAuth();

  if (rest.replace(/\/+$/, '') === '') {
    // The role decides the landing route, so the answer of the auth call is awaited here (it is already
    // asked for at start-up).
    if (auth.status === 'idle' || (auth.status === 'pending' && !auth.data)) return <div aria-busy="true">{t('loading')}</div>;
    return <Navigate to={`${localeHome(auth.data, locale)}${location.search}`} replace />;
  }
  const owner = ownerOf(rest, auth.data?.user?.role);
  if (!owner || owner.kind === 'shell') return <NotFound />;
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
