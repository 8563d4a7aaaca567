// mf_booking's `./App`: the shell renders it for /{locale}/therapists, /{locale}/booking and
// /{locale}/recommendation. It decides the page itself from the path, so it works the same under the
// shell's router and standalone.
import { Suspense, lazy } from 'react';
import { useLocation } from 'react-router-dom';
import { useInjectReducer, useInjectSaga } from '@rozmova/shared/store/inject';
import type { RemoteAppProps } from '@rozmova/shared/contracts/remote';
import { bookingSlice, recommendationSlice } from './store';
import { registerBookingTexts } from './i18n';
import { TherapistsPage } from './pages/therapists-page';
import { BookingPage } from './pages/booking-page';

// The questionnaire (forms, ajv and its schemas) loads only on /recommendation.
const RecommendationPage = lazy(() => import('./pages/recommendation-page').then((m) => ({ default: m.RecommendationPage })));

export default function BookingApp({ locale, basePath }: RemoteAppProps): React.JSX.Element | null {
  // The shell has initialised i18n by the time a remote renders; adding texts is idempotent.
  registerBookingTexts();
  const location = useLocation();
  const bookingReady = useInjectReducer(bookingSlice.key, bookingSlice.reducer);
  const recommendationReady = useInjectReducer(recommendationSlice.key, recommendationSlice.reducer);
  useInjectSaga(bookingSlice.key, bookingSlice.saga);
  useInjectSaga(recommendationSlice.key, recommendationSlice.saga);
  if (!bookingReady || !recommendationReady) return null;

  const page = location.pathname.slice(basePath.length).replace(/^\/+|\/+$/g, '').split('/')[0];
  switch (page) {
    case 'therapists':
      return <TherapistsPage locale={locale} basePath={basePath} />;
    case 'booking':
      return <BookingPage locale={locale} basePath={basePath} />;
    case 'recommendation':
      return (
        <Suspense fallback={<div aria-busy="true" />}>
          <RecommendationPage locale={locale} basePath={basePath} />
        </Suspense>
      );
    default:
      return null;
  }
}
