// mf_client_cabinet's `./App`: the shell renders it for a client's /{locale}/cabinet/*. Routes are relative
// to /{locale}; a cabinet path this remote does not know says "not found".
import { lazy, Suspense } from 'react';
import { Link, NavLink, Route, Routes } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { RemoteAppProps } from '@rozmova/web/remote/contract';
import { useInjectReducer, useInjectSaga } from '@rozmova/web/store/inject';
import { SessionPage } from '../features/sessions/components/session-page';
import { SessionsPage } from '../features/sessions/components/sessions-page';
import { RequireClient } from '../lib/require-client';
import { CABINET_PATHS } from '../routes';
import { registerCabinetTexts } from './i18n';
import { CABINET_STORE_KEY, clientCabinetReducer, runClientCabinetSaga } from './store';
import styles from '../lib/cabinet.module.scss';

// The sessions page is where a client lands before a session; the other pages (and ajv with the form
// schemas behind the profile) load when opened.
const ProfilePage = lazy(() => import('../features/account/components/profile-page').then((m) => ({ default: m.ProfilePage })));
const MyDataPage = lazy(() => import('../features/my-data/components/my-data-page').then((m) => ({ default: m.MyDataPage })));
const PurchasesPage = lazy(() => import('../features/purchases/components/purchases-page').then((m) => ({ default: m.PurchasesPage })));
// The call page is shared with the worker cabinet; the Jitsi sdk behind it loads only when a room opens.
const VideoCallRoute = lazy(() => import('@rozmova/web/video-call/video-call-page').then((m) => ({ default: m.VideoCallRoute })));

export default function ClientCabinetApp({ locale, basePath }: RemoteAppProps): React.JSX.Element | null {
  // The shell has initialised i18n by the time a remote renders; adding texts is idempotent.
  registerCabinetTexts();
  const { t } = useTranslation('cabinet');
  const reducerReady = useInjectReducer(CABINET_STORE_KEY, clientCabinetReducer);
  const sagaReady = useInjectSaga(CABINET_STORE_KEY, runClientCabinetSaga);
  if (!reducerReady || !sagaReady) return null;
  const at = (path: string) => `${basePath}/${path}`;
  return (
    <div className={styles.page} data-testid="client-cabinet">
      <RequireClient locale={locale}>
        <nav className={styles.nav} aria-label={t('nav.label')}>
          <NavLink to={at(CABINET_PATHS.sessions)} end>
            {t('nav.sessions')}
          </NavLink>
          <NavLink to={at(CABINET_PATHS.purchases)}>{t('nav.purchases')}</NavLink>
          <NavLink to={at(CABINET_PATHS.profile)}>{t('nav.profile')}</NavLink>
          <NavLink to={at(CABINET_PATHS.myData)}>{t('nav.my_data')}</NavLink>
        </nav>
        <Suspense
          fallback={
            <p role="status" className={styles.muted}>
              {t('common.loading')}
            </p>
          }
        >
          <Routes>
            <Route path={CABINET_PATHS.sessions} element={<SessionsPage locale={locale} />} />
            <Route path="cabinet/sessions/:id" element={<SessionPage locale={locale} />} />
            <Route path={CABINET_PATHS.purchases} element={<PurchasesPage locale={locale} />} />
            <Route path={CABINET_PATHS.profile} element={<ProfilePage locale={locale} />} />
            <Route path={CABINET_PATHS.myData} element={<MyDataPage locale={locale} />} />
            <Route path={CABINET_PATHS.videoCall('personal', ':id')} element={<VideoCallRoute locale={locale} kind="personal" leaveTo={at(CABINET_PATHS.sessions)} />} />
            <Route path={CABINET_PATHS.videoCall('couple', ':id')} element={<VideoCallRoute locale={locale} kind="couple" leaveTo={at(CABINET_PATHS.sessions)} />} />
            <Route path="*" element={<NotFound basePath={basePath} />} />
          </Routes>
        </Suspense>
      </RequireClient>
    </div>
  );
}

function NotFound({ basePath }: { basePath: string }) {
  const { t } = useTranslation('cabinet');
  return (
    <div className={styles.notice} data-testid="cabinet-not-found">
      <h1 className={styles.heading}>{t('not_found.title')}</h1>
      <p>{t('not_found.text')}</p>
      <Link className={styles.primaryButton} to={`${basePath}/${CABINET_PATHS.sessions}`}>
        {t('not_found.action')}
      </Link>
    </div>
  );
}
