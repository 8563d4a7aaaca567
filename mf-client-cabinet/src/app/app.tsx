// mf_client_cabinet's `./App`: the shell renders it for a client's /{locale}/cabinet/*. Its pages come from
// the route table (relative to /{locale}); any other cabinet path gets the one shared "not found".
import { lazy, Suspense, type ComponentType } from 'react';
import { NavLink, Route, Routes } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { MarketLocale } from '@rozmova/contracts/markets';
import { PATHS } from '@rozmova/contracts/routes/paths';
import type { RemoteAppProps } from '@rozmova/web/remote/contract';
import { NotFound } from '@rozmova/web/remote/not-found';
import { useInjectSlices } from '@rozmova/web/store/inject';
import { SessionPage } from '../features/sessions/components/session-page';
import { SessionsPage } from '../features/sessions/components/sessions-page';
import { getAppointment } from '../features/sessions/api/sessions-api';
import { RequireClient } from '../lib/require-client';
import { useCabinetTexts } from './i18n';
import { MyDataRoute } from './my-data-route';
import { slices } from './store';
import styles from '../lib/cabinet.module.scss';

// The sessions page is where a client lands before a session; the other pages (and ajv with the form
// schemas behind the profile) load when opened.
const ProfilePage = lazy(() =>
  import('../features/account/components/profile-page').then((m) => ({ default: m.ProfilePage })),
);
const WaitlistPage = lazy(() =>
  import('../features/waitlist/components/waitlist-page').then((m) => ({ default: m.WaitlistPage })),
);
const WaitlistOfferPage = lazy(() =>
  import('../features/waitlist/components/waitlist-offer-page').then((m) => ({ default: m.WaitlistOfferPage })),
);
const SeriesPage = lazy(() =>
  import('../features/series/components/series-page').then((m) => ({ default: m.SeriesPage })),
);
const PurchasesPage = lazy(() =>
  import('../features/purchases/components/purchases-page').then((m) => ({ default: m.PurchasesPage })),
);

// The call page is shared by both cabinets; the Jitsi sdk behind it loads only when a room opens.
const VideoCallRoute = lazy(() =>
  import('@rozmova/web/video-call/video-call-page').then((m) => ({ default: m.VideoCallRoute })),
);

/** A free move's times come from the session's own therapist and type (care through outages). */
const callSlotSource = (locale: MarketLocale) => (appointmentId: string) =>
  getAppointment(locale, appointmentId).then((a) => ({ workerId: a.worker.id, serviceId: a.service_id }));

type Page = ComponentType<{ locale: MarketLocale }>;

/** One component per page of `PATHS.clientCabinet`: the type-check fails when the table gains a page. */
const PAGES: { readonly [Key in keyof typeof PATHS.clientCabinet]: Page } = {
  sessions: SessionsPage,
  session: SessionPage,
  purchases: PurchasesPage,
  series: SeriesPage,
  profile: ProfilePage,
  myData: MyDataRoute,
  waitlist: WaitlistPage,
  waitlistOffer: WaitlistOfferPage,
};

const NAV: ReadonlyArray<[keyof typeof PATHS.clientCabinet, string]> = [
  ['sessions', 'nav.sessions'],
  ['series', 'nav.series'],
  ['purchases', 'nav.purchases'],
  ['waitlist', 'nav.waitlist'],
  ['profile', 'nav.profile'],
  ['myData', 'nav.my_data'],
];

export default function ClientCabinetApp({ locale, basePath }: RemoteAppProps): React.JSX.Element | null {
  // The app's texts in the page's language arrive before its first view (the shell's i18n is ready).
  const textsReady = useCabinetTexts();
  const { t } = useTranslation('cabinet');
  const storeReady = useInjectSlices(slices);
  if (!textsReady || !storeReady) return null;
  const home = `${basePath}/${PATHS.clientCabinet.sessions}`;
  return (
    <div className={styles.page} data-testid="client-cabinet">
      <RequireClient locale={locale}>
        <nav className={styles.nav} aria-label={t('nav.label')}>
          {NAV.map(([page, label]) => (
            <NavLink key={page} to={`${basePath}/${PATHS.clientCabinet[page]}`} end={page === 'sessions'}>
              {t(label)}
            </NavLink>
          ))}
        </nav>
        <Suspense
          fallback={
            <p role="status" className={styles.muted}>
              {t('common.loading')}
            </p>
          }
        >
          <Routes>
            {Object.entries(PAGES).map(([page, Component]) => (
              <Route
                key={page}
                path={PATHS.clientCabinet[page as keyof typeof PAGES]}
                element={<Component locale={locale} />}
              />
            ))}
            <Route
              path={PATHS.videoCall.personal}
              element={
                <VideoCallRoute locale={locale} kind="personal" leaveTo={home} slotSource={callSlotSource(locale)} />
              }
            />
            <Route
              path={PATHS.videoCall.couple}
              element={
                <VideoCallRoute locale={locale} kind="couple" leaveTo={home} slotSource={callSlotSource(locale)} />
              }
            />
            <Route path="*" element={<NotFound locale={locale} />} />
          </Routes>
        </Suspense>
      </RequireClient>
    </div>
  );
}
