// mf_worker_cabinet's `./App`: the shell renders it for a therapist's /{locale}/cabinet/* and an admin's
// /{locale}/cabinet/admin/*. Each person sees their own area; a client is sent to their own landing.
import { Suspense, lazy } from 'react';
import { Navigate, NavLink, Route, Routes, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import '@rozmova/web/auth/auth-api';
import { isRegistered, landingPath, useAuth } from '@rozmova/web/auth/auth-cache';
import type { RemoteAppProps } from '@rozmova/web/remote/contract';
import type { MarketLocale } from '@rozmova/contracts/markets';
import { useInjectReducer, useInjectSaga } from '@rozmova/web/store/inject';
import { ADMIN_PAGES, CALL_PAGES, THERAPIST_PAGES } from '../routes';
import { NotFound } from '../lib/not-found';
import { AgendaPage } from '../features/agenda/components/agenda-page';
import { registerWorkerCabinetTexts } from './i18n';
import { STORE_KEY, workerCabinetReducer, workerCabinetSaga } from './store';
import styles from '../lib/cabinet.module.scss';

// The agenda is the therapist's landing and comes with the remote; every other page loads when opened,
// so a therapist's first screen does not carry the editors, the charts or the admin's pages.
const WeeklyHoursPage = lazy(() => import('../features/weekly-hours/components/weekly-hours-page').then((m) => ({ default: m.WeeklyHoursPage })));
const SpecialHoursPage = lazy(() => import('../features/special-hours/components/special-hours-page').then((m) => ({ default: m.SpecialHoursPage })));
const NewBookingPage = lazy(() => import('../features/new-booking/components/new-booking-page').then((m) => ({ default: m.NewBookingPage })));
const StatisticsPage = lazy(() => import('../features/statistics/components/statistics-page').then((m) => ({ default: m.StatisticsPage })));
const ProfilePage = lazy(() => import('../features/profile/components/profile-page').then((m) => ({ default: m.ProfilePage })));
const AdminTherapistsPage = lazy(() => import('../features/admin-therapists/components/admin-therapists-page').then((m) => ({ default: m.AdminTherapistsPage })));
const AdminPromoPage = lazy(() => import('../features/admin-promo/components/admin-promo-page').then((m) => ({ default: m.AdminPromoPage })));
const AdminOrdersPage = lazy(() => import('../features/admin-orders/components/admin-orders-page').then((m) => ({ default: m.AdminOrdersPage })));
const AdminErrorsPage = lazy(() => import('../features/admin-errors/components/admin-errors-page').then((m) => ({ default: m.AdminErrorsPage })));
// The call page is shared with the client cabinet; the Jitsi sdk behind it loads only when a room opens.
const VideoCallRoute = lazy(() => import('@rozmova/web/video-call/video-call-page').then((m) => ({ default: m.VideoCallRoute })));

function PageLoading(): React.JSX.Element {
  const { t } = useTranslation('workerCabinet');
  return (
    <p role="status" className={styles.muted}>
      {t('common.loading')}
    </p>
  );
}

/** The part of a path under `cabinet/` as this app's routes name it. */
const under = (page: string, base: string) => page.slice(base.length).replace(/^\//, '');

function CabinetNav({ locale, links, label }: { locale: MarketLocale; links: Array<[string, string]>; label: string }): React.JSX.Element {
  const { t } = useTranslation('workerCabinet');
  return (
    <nav aria-label={label} className={styles.nav}>
      <ul>
        {links.map(([path, key]) => (
          <li key={path}>
            <NavLink end to={`/${locale}/${path}`} className={({ isActive }) => (isActive ? styles.navActive : styles.navLink)}>
              {t(key)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function TherapistArea({ locale }: { locale: MarketLocale }): React.JSX.Element {
  const { t } = useTranslation('workerCabinet');
  const home = `/${locale}/${THERAPIST_PAGES.agenda}`;
  return (
    <div className={styles.cabinet}>
      <CabinetNav
        locale={locale}
        label={t('nav.therapist_label')}
        links={[
          [THERAPIST_PAGES.agenda, 'nav.agenda'],
          [THERAPIST_PAGES.weeklyHours, 'nav.weekly_hours'],
          [THERAPIST_PAGES.specialHours, 'nav.special_hours'],
          [THERAPIST_PAGES.newBooking, 'nav.new_booking'],
          [THERAPIST_PAGES.statistics, 'nav.statistics'],
          [THERAPIST_PAGES.profile, 'nav.profile'],
        ]}
      />
      <Suspense fallback={<PageLoading />}>
      <Routes>
        <Route path={under(THERAPIST_PAGES.agenda, 'cabinet')} element={<AgendaPage locale={locale} />} />
        <Route path={under(THERAPIST_PAGES.weeklyHours, 'cabinet')} element={<WeeklyHoursPage locale={locale} />} />
        <Route path={under(THERAPIST_PAGES.specialHours, 'cabinet')} element={<SpecialHoursPage locale={locale} />} />
        <Route path={under(THERAPIST_PAGES.newBooking, 'cabinet')} element={<NewBookingPage locale={locale} />} />
        <Route path={under(THERAPIST_PAGES.statistics, 'cabinet')} element={<StatisticsPage locale={locale} />} />
        <Route path={under(THERAPIST_PAGES.profile, 'cabinet')} element={<ProfilePage locale={locale} />} />
        <Route path="*" element={<NotFound locale={locale} home={home} />} />
      </Routes>
      </Suspense>
    </div>
  );
}

function AdminArea({ locale }: { locale: MarketLocale }): React.JSX.Element {
  const { t } = useTranslation('workerCabinet');
  const home = `/${locale}/${ADMIN_PAGES.therapists}`;
  return (
    <div className={styles.cabinet}>
      <CabinetNav
        locale={locale}
        label={t('nav.admin_label')}
        links={[
          [ADMIN_PAGES.therapists, 'nav.therapists'],
          [ADMIN_PAGES.promoRules, 'nav.promo_rules'],
          [ADMIN_PAGES.orders, 'nav.orders'],
          [ADMIN_PAGES.errorReports, 'nav.error_reports'],
        ]}
      />
      <Suspense fallback={<PageLoading />}>
      <Routes>
        <Route index element={<AdminTherapistsPage locale={locale} />} />
        <Route path={under(ADMIN_PAGES.promoRules, ADMIN_PAGES.therapists)} element={<AdminPromoPage locale={locale} />} />
        <Route path={under(ADMIN_PAGES.orders, ADMIN_PAGES.therapists)} element={<AdminOrdersPage locale={locale} />} />
        <Route path={under(ADMIN_PAGES.errorReports, ADMIN_PAGES.therapists)} element={<AdminErrorsPage locale={locale} />} />
        <Route path="*" element={<NotFound locale={locale} home={home} />} />
      </Routes>
      </Suspense>
    </div>
  );
}

export default function WorkerCabinetApp({ locale }: RemoteAppProps): React.JSX.Element {
  // The shell has initialised i18n by the time a remote renders; adding texts is idempotent.
  registerWorkerCabinetTexts();
  const { t } = useTranslation('workerCabinet');
  const storeReady = useInjectReducer(STORE_KEY, workerCabinetReducer);
  const sagaReady = useInjectSaga(STORE_KEY, workerCabinetSaga);
  const auth = useAuth();
  const location = useLocation();

  if (!storeReady || !sagaReady || auth.status === 'idle' || (auth.status === 'pending' && !auth.data)) {
    return (
      <p role="status" className={styles.muted}>
        {t('common.loading')}
      </p>
    );
  }
  if (!isRegistered(auth.data)) {
    const next = encodeURIComponent(`${location.pathname}${location.search}`);
    return <Navigate to={`/${locale}/login?next=${next}`} replace />;
  }
  const role = auth.data?.user?.role;
  // Clients have their own cabinet: whatever cabinet path they open here, they go to their landing.
  if (role === 'user') return <Navigate to={landingPath(role, locale)} replace />;
  const admin = role === 'admin';
  const call = (kind: 'personal' | 'couple') => (
    <Suspense fallback={<p role="status" className={styles.muted}>{t('common.loading')}</p>}>
      <VideoCallRoute locale={locale} kind={kind} leaveTo={landingPath(role, locale)} />
    </Suspense>
  );
  return (
    <Routes>
      {/* Therapists join their sessions here; anyone else (an admin too) is told the call is not theirs. */}
      <Route path={CALL_PAGES.personal} element={call('personal')} />
      <Route path={CALL_PAGES.couple} element={call('couple')} />
      <Route path="cabinet/admin/*" element={admin ? <AdminArea locale={locale} /> : <Navigate to={landingPath(role, locale)} replace />} />
      <Route path="cabinet/*" element={admin ? <Navigate to={landingPath(role, locale)} replace /> : <TherapistArea locale={locale} />} />
      <Route path="*" element={<NotFound locale={locale} home={landingPath(role, locale)} />} />
    </Routes>
  );
}
