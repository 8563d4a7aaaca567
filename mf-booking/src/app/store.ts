// The slices and sagas this remote injects into the shell's store, wired to the real api and page.
import { BOOKING_STORE_KEY, RECOMMENDATION_STORE_KEY } from '@rozmova/contracts/booking';
import type { RemoteSlice } from '@rozmova/web/store/inject';
import { bookingWidgetReducer } from '../features/booking-widget/store/reducer';
import { createBookingWidgetSaga } from '../features/booking-widget/store/saga';
import { applyPurchaseRule } from '../features/booking-widget/api/apply-purchase-rule';
import { recommendationReducer } from '../features/recommendation/store/reducer';
import { createRecommendationSaga } from '../features/recommendation/store/saga';
import { fetchRecommendation } from '../features/recommendation/api/fetch-recommendation';

export const bookingSlice = {
  key: BOOKING_STORE_KEY,
  reducer: bookingWidgetReducer,
  saga: createBookingWidgetSaga({ applyPurchaseRule, reloadPage: () => window.location.reload() }),
};

export const recommendationSlice = {
  key: RECOMMENDATION_STORE_KEY,
  reducer: recommendationReducer,
  saga: createRecommendationSaga({ fetchRecommendation }),
};

/** What the App injects when it mounts. */
export const slices: readonly RemoteSlice[] = [bookingSlice, recommendationSlice];
