// mf_booking's `./App`: the page for the current path under /{locale} (the route table's
// `PATHS.booking`), "not found" for any other path the shell sends here, under the shell's router or standalone.
import { Suspense, lazy } from 'react';
import { PATHS } from '@rozmova/contracts/routes/paths';
import { useInjectSlices } from '@rozmova/web/store/inject';
import type { RemoteAppProps } from '@rozmova/web/remote/contract';
import { RemotePages } from '@rozmova/web/remote/remote-pages';
import { TherapistsPage } from '../features/therapists/components/therapists-page';
import { BookingPage } from '../features/booking-widget/components/booking-page';
import { BookingWidget } from '../features/booking-widget/components/booking-widget';
import { slices } from './store';
import { useBookingTexts } from './i18n';

// The questionnaire (forms, ajv and its schemas) loads only on /recommendation.
const LazyRecommendationPage = lazy(() =>
  import('../features/recommendation/components/recommendation-page').then((m) => ({ default: m.RecommendationPage })),
);
function RecommendationPage(props: RemoteAppProps): React.JSX.Element {
  return (
    <Suspense fallback={<div aria-busy="true" />}>
      <LazyRecommendationPage {...props} />
    </Suspense>
  );
}

// A therapist's page offers the booking widget preselected for them.
function TherapistsRoute(props: RemoteAppProps): React.JSX.Element {
  return (
    <TherapistsPage
      {...props}
      bookingWidget={(therapist) => (
        <BookingWidget locale={props.locale} basePath={props.basePath} therapist={therapist} />
      )}
    />
  );
}

const PAGES = {
  therapists: TherapistsRoute,
  booking: BookingPage,
  recommendation: RecommendationPage,
};

export default function BookingApp(props: RemoteAppProps): React.JSX.Element | null {
  // The app's texts in the page's language arrive before its first view (the shell's i18n is ready).
  const textsReady = useBookingTexts();
  const storeReady = useInjectSlices(slices);
  if (!textsReady || !storeReady) return null;
  return <RemotePages {...props} pages={PATHS.booking} components={PAGES} />;
}
