// mf_worker_cabinet's `./App`: the shell renders it for a therapist's /{locale}/cabinet/* and an admin's
// /{locale}/cabinet/admin/*. Its pages come from the route table; each person sees their own area, a
// client is sent to their own landing, and any other cabinet path gets the one shared "not found".
import { Suspense, lazy, type ComponentType } from 'react';
import { Navigate, NavLink, Outlet, Route, Routes, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import '@rozmova/web/auth/auth-api';
import { isRegistered, landingPath, useAuth } from '@rozmova/web/auth/auth-cache';
import type { RemoteAppProps } from '@rozmova/web/remote/contract';
import { NotFound } from '@rozmova/web/remote/not-found';
import type { MarketLocale } from '@rozmova/contracts/markets';
import { PATHS } from '@rozmova/contracts/routes/paths';
import { SERVICE_IDS } from '@rozmova/contracts/constants';
import { useInjectSlices } from '@rozmova/web/store/inject';
import { AgendaPage } from '../features/agenda/components/agenda-page';
import { TwoFactorGate } from '../features/two-factor/components/two-factor-gate';
import { useWorkerCabinetTexts } from './i18n';
import { slices } from './store';
import styles from '../lib/cabinet.module.scss';

// The agenda is the therapist's landing and comes with the remote; every other page loads when opened,
// so a therapist's first screen does not carry the editors, the charts or the admin's pages.
const WeeklyHoursPage = lazy(() =>
  import('../features/weekly-hours/components/weekly-hours-page').then((m) => ({ default: m.WeeklyHoursPage })),
);
const SpecialHoursPage = lazy(() =>
  import('../features/special-hours/components/special-hours-page').then((m) => ({ default: m.SpecialHoursPage })),
);
const NewBookingPage = lazy(() =>
  import('../features/new-booking/components/new-booking-page').then((m) => ({ default: m.NewBookingPage })),
);
const StatisticsPage = lazy(() =>
  import('../features/statistics/components/statistics-page').then((m) => ({ default: m.StatisticsPage })),
);
const ProfilePage = lazy(() =>
  import('../features/profile/components/profile-page').then((m) => ({ default: m.ProfilePage })),
);
const AdminTherapistsPage = lazy(() =>
  import('../features/admin-therapists/components/admin-therapists-page').then((m) => ({
    default: m.AdminTherapistsPage,
  })),
);
const AdminPromoPage = lazy(() =>
  import('../features/admin-promo/components/admin-promo-page').then((m) => ({ default: m.AdminPromoPage })),
);
const AdminOrdersPage = lazy(() =>
  import('../features/admin-orders/components/admin-orders-page').then((m) => ({ default: m.AdminOrdersPage })),
);
const SecurityPage = lazy(() =>
  import('../features/two-factor/components/security-page').then((m) => ({ default: m.SecurityPage })),
);
const AdminErrorsPage = lazy(() =>
  import('../features/admin-errors/components/admin-errors-page').then((m) => ({ default: m.AdminErrorsPage })),
);

const AdminDevicesPage = lazy(() =>
  import('../features/admin-devices/admin-devices-page').then((m) => ({ default: m.AdminDevicesPage })),
);

const AdminOutagesPage = lazy(() =>
  import('../features/admin-outages/admin-outages-page').then((m) => ({ default: m.AdminOutagesPage })),
);

// The call page is shared by both cabinets; the Jitsi sdk behind it loads only when a room opens.
const VideoCallRoute = lazy(() =>
  import('@rozmova/web/video-call/video-call-page').then((m) => ({ default: m.VideoCallRoute })),
);

type Page = ComponentType<{ locale: MarketLocale }>;
type Pages<Table> = { readonly [Key in keyof Table]: Page };

/** One component per page of the table (the type-check fails when the table gains a page), in menu order with its menu text. */
const THERAPIST_PAGES: Pages<typeof PATHS.workerCabinet> = {
  appointmentsList: AgendaPage,
  workingHours: WeeklyHoursPage,
  specialHours: SpecialHoursPage,
  newBooking: NewBookingPage,
  statistics: StatisticsPage,
  profile: ProfilePage,
};
const THERAPIST_NAV: Record<keyof typeof PATHS.workerCabinet, string> = {
  appointmentsList: 'nav.agenda',
  workingHours: 'nav.weekly_hours',
  specialHours: 'nav.special_hours',
  newBooking: 'nav.new_booking',
  statistics: 'nav.statistics',
  profile: 'nav.profile',
};

const ADMIN_PAGES: Pages<typeof PATHS.adminCabinet> = {
  therapists: AdminTherapistsPage,
  promoRules: AdminPromoPage,
  orders: AdminOrdersPage,
  errorReports: AdminErrorsPage,
  security: SecurityPage,
  devices: AdminDevicesPage,
  outages: AdminOutagesPage,
};
const ADMIN_NAV: Record<keyof typeof PATHS.adminCabinet, string> = {
  therapists: 'nav.therapists',
  promoRules: 'nav.promo_rules',
  orders: 'nav.orders',
  errorReports: 'nav.error_reports',
  security: 'nav.security',
  devices: 'nav.devices',
  outages: 'nav.outages',
};

function PageLoading(): React.JSX.Element {
  const { t } = useTranslation('workerCabinet');
  return (
    <p role="status" className={styles.muted}>
      {t('common.loading')}
    </p>
  );
}

/** A person's area: its menu, then the page the path names (the routes inside render into the Outlet). */
function Area({
  locale,
  table,
  nav,
  label,
  settingsPath,
}: {
  locale: MarketLocale;
  table: Readonly<Record<string, string>>;
  nav: Readonly<Record<string, string>>;
  label: string;
  /** Where the person turns two-step sign-in on (required of therapists and admins). */
  settingsPath: string;
}): React.JSX.Element {
  const { t } = useTranslation('workerCabinet');
  return (
    <div className={styles.cabinet}>
      <nav aria-label={t(label)} className={styles.nav}>
        <ul>
          {Object.entries(nav).map(([page, text]) => (
            <li key={page}>
              <NavLink
                end
                to={`/${locale}/${table[page]}`}
                className={({ isActive }) => (isActive ? styles.navActive : styles.navLink)}
              >
                {t(text)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <TwoFactorGate locale={locale} settingsPath={settingsPath}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </TwoFactorGate>
    </div>
  );
}

function pageRoutes(
  table: Readonly<Record<string, string>>,
  pages: Readonly<Record<string, Page>>,
  locale: MarketLocale,
): React.JSX.Element[] {
  return Object.entries(pages).map(([page, Component]) => (
    <Route key={page} path={table[page]} element={<Component locale={locale} />} />
  ));
}

export default function WorkerCabinetApp({ locale }: RemoteAppProps): React.JSX.Element | null {
  // The app's texts in the page's language arrive before its first view (the shell's i18n is ready).
  const textsReady = useWorkerCabinetTexts();
  const storeReady = useInjectSlices(slices);
  const auth = useAuth();
  const location = useLocation();

  // Until the first answer about who is signed in (a later refetch keeps the cached person on screen).
  if (!textsReady) return null;
  if (!storeReady || auth.status === 'idle' || (auth.status === 'pending' && !auth.data)) return <PageLoading />;
  if (!isRegistered(auth.data)) {
    const next = encodeURIComponent(`${location.pathname}${location.search}`);
    return <Navigate to={`/${locale}/login?next=${next}`} replace />;
  }
  const role = auth.data?.user?.role;
  // Clients have their own cabinet: whatever cabinet path they open here, they go to their landing.
  if (role === 'user') return <Navigate to={landingPath(role, locale)} replace />;
  const admin = role === 'admin';
  const toLanding = <Navigate to={landingPath(role, locale)} replace />;
  // A therapist's free move (care through outages) goes to their own free times of the session's kind.
  const therapistId = String(auth.data?.user?.id ?? '');
  const ownSlots = (kind: 'personal' | 'couple') => () =>
    Promise.resolve({ workerId: therapistId, serviceId: SERVICE_IDS[kind] });
  return (
    <Routes>
      {/* Therapists join their sessions here; anyone else (an admin too) is told the call is not theirs. */}
      <Route
        path={PATHS.videoCall.personal}
        element={
          <Suspense fallback={<PageLoading />}>
            <VideoCallRoute
              locale={locale}
              kind="personal"
              leaveTo={landingPath(role, locale)}
              slotSource={role === 'therapist' ? ownSlots('personal') : undefined}
            />
          </Suspense>
        }
      />
      <Route
        path={PATHS.videoCall.couple}
        element={
          <Suspense fallback={<PageLoading />}>
            <VideoCallRoute
              locale={locale}
              kind="couple"
              leaveTo={landingPath(role, locale)}
              slotSource={role === 'therapist' ? ownSlots('couple') : undefined}
            />
          </Suspense>
        }
      />
      <Route
        element={
          admin ? (
            <Area
              locale={locale}
              table={PATHS.adminCabinet}
              nav={ADMIN_NAV}
              label="nav.admin_label"
              settingsPath={PATHS.adminCabinet.security}
            />
          ) : (
            toLanding
          )
        }
      >
        {pageRoutes(PATHS.adminCabinet, ADMIN_PAGES, locale)}
        <Route path={`${PATHS.adminCabinet.therapists}/*`} element={<NotFound locale={locale} />} />
      </Route>
      <Route
        element={
          admin ? (
            toLanding
          ) : (
            <Area
              locale={locale}
              table={PATHS.workerCabinet}
              nav={THERAPIST_NAV}
              label="nav.therapist_label"
              settingsPath={PATHS.workerCabinet.profile}
            />
          )
        }
      >
        {pageRoutes(PATHS.workerCabinet, THERAPIST_PAGES, locale)}
        <Route path="cabinet/*" element={<NotFound locale={locale} />} />
      </Route>
      <Route path="*" element={<NotFound locale={locale} />} />
    </Routes>
  );
}
