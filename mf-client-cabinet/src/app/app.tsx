// mf_client_cabinet's `./App`: the shell renders it for a client's /{locale}/cabinet/*. It declares its
// pages (from the route table, relative to /{locale}) and menu; the shared cabinet template gates them
// (signed out: the sign-in notice), adds the call pages and gives any other cabinet path "not found".
import { type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { MarketLocale } from '@rozmova/contracts/markets';
import { PATHS } from '@rozmova/contracts/routes/paths';
import { Cabinet, type CabinetArea } from '@rozmova/web/cabinet/cabinet';
import type { RemoteAppProps } from '@rozmova/web/remote/contract';
import { SessionPage } from '../features/sessions/components/session-page';
import { SessionsPage } from '../features/sessions/components/sessions-page';
import { getAppointment } from '../features/sessions/api/sessions-api';
import { useCabinetTexts } from './i18n';
import { MyDataRoute } from './my-data-route';
import { slices } from './store';
import styles from '../lib/cabinet.module.scss';
import { lazyNamed } from '@rozmova/web/lazy-named';

// The sessions page is where a client lands before a session; the other pages (and ajv with the form
// schemas behind the profile) load when opened.
const ProfilePage = lazyNamed(() => import('../features/account/components/profile-page'), 'ProfilePage');
const WaitlistPage = lazyNamed(() => import('../features/waitlist/components/waitlist-page'), 'WaitlistPage');
const WaitlistOfferPage = lazyNamed(
  () => import('../features/waitlist/components/waitlist-offer-page'),
  'WaitlistOfferPage',
);
const SeriesPage = lazyNamed(() => import('../features/series/components/series-page'), 'SeriesPage');
const PurchasesPage = lazyNamed(() => import('../features/purchases/components/purchases-page'), 'PurchasesPage');

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

/** The menu, in its order; only the sessions' link is marked on exactly its own path (the others' pages nest). */
const NAV: ReadonlyArray<[keyof typeof PATHS.clientCabinet, string]> = [
  ['sessions', 'nav.sessions'],
  ['series', 'nav.series'],
  ['purchases', 'nav.purchases'],
  ['waitlist', 'nav.waitlist'],
  ['profile', 'nav.profile'],
  ['myData', 'nav.my_data'],
];

const AREA: CabinetArea = {
  navLabel: 'nav.label',
  pages: (Object.keys(PAGES) as Array<keyof typeof PAGES>)
    .sort((a, b) => menuOrder(a) - menuOrder(b))
    .map((page) => {
      const nav = NAV.find(([navPage]) => navPage === page)?.[1];
      return { path: PATHS.clientCabinet[page], Page: PAGES[page], nav, end: page === 'sessions' };
    }),
  notFound: '*',
};

function menuOrder(page: keyof typeof PAGES): number {
  const index = NAV.findIndex(([navPage]) => navPage === page);
  return index === -1 ? NAV.length : index;
}

/** A free move's times come from the session's own therapist and type (care through outages). */
const callSlotSource = (locale: MarketLocale) => (appointmentId: string) =>
  getAppointment(locale, appointmentId).then((a) => ({ workerId: a.worker.id, serviceId: a.service_id }));

export default function ClientCabinetApp({ locale, basePath }: RemoteAppProps): React.JSX.Element | null {
  // The app's texts in the page's language arrive before its first view (the shell's i18n is ready).
  const textsReady = useCabinetTexts();
  const { t } = useTranslation('cabinet');
  return (
    <Cabinet
      role="client"
      locale={locale}
      basePath={basePath}
      t={t}
      textsReady={textsReady}
      slices={slices}
      areas={[AREA]}
      calls={{
        leaveTo: () => `${basePath}/${PATHS.clientCabinet.sessions}`,
        slotSource: () => callSlotSource(locale),
        withMenu: true,
      }}
      classNames={{
        root: styles.page,
        nav: styles.nav,
        muted: styles.muted,
        notice: styles.notice,
        button: styles.primaryButton,
      }}
      testId="client-cabinet"
    />
  );
}
