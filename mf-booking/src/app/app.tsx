// mf_booking's `./App`: the page for the current path under /{locale} (the route table's
// `PATHS.booking`), "not found" for any other path the shell sends here, under the shell's router or standalone.
import { PATHS } from '@rozmova/contracts/routes/paths';
import { useInjectSlices } from '@rozmova/web/store/inject';
import type { RemoteAppProps } from '@rozmova/web/remote/contract';
import { RemotePages } from '@rozmova/web/remote/remote-pages';
import { TherapistsPage } from '../features/therapists/components/therapists-page';
import { BookingPage } from '../features/booking-widget/components/booking-page';
import { RecommendationPage } from '../features/recommendation/components/recommendation-page';
import { slices } from './store';
import { registerBookingTexts } from './i18n';

const PAGES = {
  therapists: TherapistsPage,
  booking: BookingPage,
  recommendation: RecommendationPage,
};

export default function BookingApp(props: RemoteAppProps): React.JSX.Element | null {
  // The shell has initialised i18n by the time a remote renders; adding texts is idempotent.
  registerBookingTexts();
  if (!useInjectSlices(slices)) return null;
  return <RemotePages {...props} pages={PATHS.booking} components={PAGES} />;
}
