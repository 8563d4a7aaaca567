// mf_worker_cabinet's `./App`: the shell renders it for a therapist's /{locale}/cabinet/* and an admin's
// /{locale}/cabinet/admin/*. It declares its pages (from the route table) and menus; the shared cabinet
// template gates them (each person sees their own area, a client is sent to their own landing), adds the
// call pages, and gives any other cabinet path the one shared "not found".
import { lazy, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { landingPath, useAuth } from '@rozmova/web/auth/auth-cache';
import { Cabinet, type CabinetArea, type CabinetPage } from '@rozmova/web/cabinet/cabinet';
import type { RemoteAppProps } from '@rozmova/web/remote/contract';
import type { MarketLocale } from '@rozmova/contracts/markets';
import { PATHS } from '@rozmova/contracts/routes/paths';
import { SERVICE_IDS } from '@rozmova/contracts/constants';
import { AgendaPage } from '../features/agenda/components/agenda-page';
import { TwoFactorGate } from '../features/two-factor/components/two-factor-gate';
import { useWorkerCabinetTexts } from './i18n';
import { slices } from './store';
import styles from '../lib/cabinet.module.scss';
import { lazyNamed } from '@rozmova/web/lazy-named';

// The agenda is the therapist's landing and comes with the remote; every other page loads when opened,
// so a therapist's first screen does not carry the editors, the charts or the admin's pages.
const WeeklyHoursPage = lazyNamed(
  () => import('../features/weekly-hours/components/weekly-hours-page'),
  'WeeklyHoursPage',
);
const SpecialHoursPage = lazyNamed(
  () => import('../features/special-hours/components/special-hours-page'),
  'SpecialHoursPage',
);
const NewBookingPage = lazyNamed(() => import('../features/new-booking/components/new-booking-page'), 'NewBookingPage');
const StatisticsPage = lazyNamed(() => import('../features/statistics/components/statistics-page'), 'StatisticsPage');
const ProfilePage = lazyNamed(() => import('../features/profile/components/profile-page'), 'ProfilePage');
const AdminTherapistsPage = lazy(() =>
  import('../features/admin-therapists/components/admin-therapists-page').then((m) => ({
    default: m.AdminTherapistsPage,
  })),
);
const AdminPromoPage = lazyNamed(() => import('../features/admin-promo/components/admin-promo-page'), 'AdminPromoPage');
const AdminOrdersPage = lazyNamed(
  () => import('../features/admin-orders/components/admin-orders-page'),
  'AdminOrdersPage',
);
const SecurityPage = lazyNamed(() => import('../features/two-factor/components/security-page'), 'SecurityPage');
const AdminErrorsPage = lazyNamed(
  () => import('../features/admin-errors/components/admin-errors-page'),
  'AdminErrorsPage',
);

const AdminDevicesPage = lazyNamed(() => import('../features/admin-devices/admin-devices-page'), 'AdminDevicesPage');

const AdminOutagesPage = lazyNamed(() => import('../features/admin-outages/admin-outages-page'), 'AdminOutagesPage');

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

function tablePages<Table extends Readonly<Record<string, string>>>(
  table: Table,
  pages: Pages<Table>,
  nav: Record<keyof Table, string>,
): CabinetPage[] {
  return (Object.keys(pages) as Array<keyof Table>).map((page) => ({
    path: table[page],
    Page: pages[page],
    nav: nav[page],
  }));
}

/** Two-step sign-in is required of therapists and admins; each turns it on on their settings page. */
const requireTwoFactor = (settingsPath: string) => (locale: MarketLocale) => (pages: React.ReactNode) => (
  <TwoFactorGate locale={locale} settingsPath={settingsPath}>
    {pages}
  </TwoFactorGate>
);
const adminFrame = requireTwoFactor(PATHS.adminCabinet.security);
const therapistFrame = requireTwoFactor(PATHS.workerCabinet.profile);

const areas = (locale: MarketLocale): CabinetArea[] => [
  {
    isFor: (role) => role === 'admin',
    navLabel: 'nav.admin_label',
    pages: tablePages(PATHS.adminCabinet, ADMIN_PAGES, ADMIN_NAV),
    frame: adminFrame(locale),
    notFound: `${PATHS.adminCabinet.therapists}/*`,
  },
  {
    // Anyone past the gate who is not an admin (clients were sent to their own landing).
    isFor: (role) => role !== 'admin',
    navLabel: 'nav.therapist_label',
    pages: tablePages(PATHS.workerCabinet, THERAPIST_PAGES, THERAPIST_NAV),
    frame: therapistFrame(locale),
    notFound: 'cabinet/*',
  },
];

export default function WorkerCabinetApp({ locale, basePath }: RemoteAppProps): React.JSX.Element | null {
  // The app's texts in the page's language arrive before its first view (the shell's i18n is ready).
  const textsReady = useWorkerCabinetTexts();
  const { t } = useTranslation('workerCabinet');
  const auth = useAuth();
  // A therapist's free move (care through outages) goes to their own free times of the session's kind.
  const therapistId = String(auth.data?.user?.id ?? '');
  return (
    <Cabinet
      role="therapist"
      locale={locale}
      basePath={basePath}
      t={t}
      textsReady={textsReady}
      slices={slices}
      areas={areas(locale)}
      calls={{
        // Therapists join their sessions here; anyone else (an admin too) is told the call is not theirs.
        leaveTo: (role) => landingPath(role, locale),
        slotSource: (kind, role) =>
          role === 'therapist'
            ? () => Promise.resolve({ workerId: therapistId, serviceId: SERVICE_IDS[kind] })
            : undefined,
      }}
      classNames={{
        area: styles.cabinet,
        nav: styles.nav,
        navLink: styles.navLink,
        navActive: styles.navActive,
        muted: styles.muted,
      }}
    />
  );
}
