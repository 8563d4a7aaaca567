// The cabinet's slice of the shell's store (key `clientCabinet`, action types `client-cabinet/...`): one
// request slice per call, and their sagas wired to the real api, the shared auth cache and the browser.
import type { Reducer } from 'redux';
import { requestSlicesReducer, runWatchers } from '@rozmova/web/store/request-slice';
import type { RemoteSlice } from '@rozmova/web/store/inject';
import { clearClientCache, setAuthData } from '@rozmova/web/auth/auth-cache';
import { STORE_KEY } from '../lib/store-key';
import { seriesListSlice } from '../lib/series-list';
import { accountApi, type AccountApi } from '../features/account/api/account-api';
import { accountSagas, accountSlices, type SessionEffects } from '../features/account/store/account-slices';
import { sessionsApi, type SessionsApi } from '../features/sessions/api/sessions-api';
import { sessionsSagas, sessionsSlices } from '../features/sessions/store/sessions-slices';
import { seriesApi, type SeriesApi } from '../features/series/api/series-api';
import { seriesSagas, seriesSlices } from '../features/series/store/series-slices';
import { purchasesApi, type PurchasesApi } from '../features/purchases/api/purchases-api';
import { purchasesSagas, purchasesSlices } from '../features/purchases/store/purchases-slices';
import { waitlistApi, type WaitlistApi } from '../features/waitlist/api/waitlist-api';
import { waitlistSagas, waitlistSlices } from '../features/waitlist/store/waitlist-slices';
import { myDataApi, type MyDataApi } from '../features/my-data/api/my-data-api';
import { myDataSagas, myDataSlices } from '../features/my-data/store/my-data-slices';

export { STORE_KEY };

export const clientCabinetReducer: Reducer = requestSlicesReducer([
  seriesListSlice,
  ...sessionsSlices,
  ...accountSlices,
  ...seriesSlices,
  ...purchasesSlices,
  ...waitlistSlices,
  ...myDataSlices,
]);

export interface CabinetApi {
  sessions: SessionsApi;
  account: AccountApi;
  series: SeriesApi;
  purchases: PurchasesApi;
  waitlist: WaitlistApi;
  myData: MyDataApi;
}

const realApi: CabinetApi = {
  sessions: sessionsApi,
  account: accountApi,
  series: seriesApi,
  purchases: purchasesApi,
  waitlist: waitlistApi,
  myData: myDataApi,
};

const browserSession: SessionEffects = {
  signedInAgain: (auth) => setAuthData(auth),
  // A full page load of the home page: no store, cache or page of the deleted person outlives the account.
  signedOut: (locale) => {
    clearClientCache();
    window.location.assign(`/${locale}/home`);
  },
};

/** Every watcher of the cabinet; tests pass a fake api, sign-in effects and page leaving. */
export function clientCabinetSaga(
  api: CabinetApi = realApi,
  session: SessionEffects = browserSession,
  // The provider's checkout page, to pay a held occurrence of a series.
  leaveFor: (url: string) => void = (url) => window.location.assign(url),
) {
  return runWatchers([
    ...sessionsSagas(api.sessions),
    ...accountSagas(api.account, session),
    ...seriesSagas(api.series, leaveFor),
    ...purchasesSagas(api.purchases),
    ...waitlistSagas(api.waitlist),
    ...myDataSagas(api.myData),
  ]);
}

/** What the App injects when it mounts. */
export const slices: readonly RemoteSlice[] = [
  { key: STORE_KEY, reducer: clientCabinetReducer, saga: clientCabinetSaga() },
];
