// The cabinet's slice of the shell's store (key `clientCabinet`, action types `client-cabinet/...`) and
// its saga, wired to the real api and the shared auth cache.
import { combineReducers, type Reducer, type UnknownAction } from 'redux';
import type { RemoteSlice } from '@rozmova/web/store/inject';
import { all, call } from 'redux-saga/effects';
import { clearClientCache, setAuthData } from '@rozmova/web/auth/auth-cache';
import { accountApi } from '../features/account/api/account-api';
import { accountReducer } from '../features/account/store/reducer';
import { accountSaga, type SessionEffects } from '../features/account/store/saga';
import type { AccountState } from '../features/account/store/types';
import { sessionsApi } from '../features/sessions/api/sessions-api';
import { sessionsReducer } from '../features/sessions/store/reducer';
import { sessionsSaga } from '../features/sessions/store/saga';
import type { SessionsState } from '../features/sessions/store/types';
import { seriesApi } from '../features/series/api/series-api';
import { seriesReducer } from '../features/series/store/reducer';
import { seriesSaga } from '../features/series/store/saga';
import type { SeriesState } from '../features/series/store/types';

export const CABINET_STORE_KEY = 'clientCabinet';

export interface ClientCabinetState {
  sessions: SessionsState;
  account: AccountState;
  series: SeriesState;
}

export interface CabinetRootState {
  clientCabinet: ClientCabinetState;
}

// Each feature ignores the others' actions (redux keeps the same state object when none changed).
export const clientCabinetReducer: Reducer<ClientCabinetState, UnknownAction> = combineReducers({
  sessions: sessionsReducer as Reducer<SessionsState, UnknownAction>,
  account: accountReducer as Reducer<AccountState, UnknownAction>,
  series: seriesReducer as Reducer<SeriesState, UnknownAction>,
}) as Reducer<ClientCabinetState, UnknownAction>;

export function* clientCabinetSaga(
  api = { sessions: sessionsApi, account: accountApi, series: seriesApi },
  session: SessionEffects = browserSession,
  // The provider's checkout page, to pay a held occurrence of a series.
  leaveFor: (url: string) => void = (url) => window.location.assign(url),
) {
  yield all([
    call(sessionsSaga, api.sessions),
    call(accountSaga, api.account, session),
    call(seriesSaga, api.series, leaveFor),
  ]);
}

const browserSession: SessionEffects = {
  signedInAgain: (auth) => setAuthData(auth),
  // A full page load of the home page: no store, cache or page of the deleted person outlives the account.
  signedOut: (locale) => {
    clearClientCache();
    window.location.assign(`/${locale}/home`);
  },
};

export function* runClientCabinetSaga() {
  yield call(clientCabinetSaga);
}

/** What the App injects when it mounts. */
export const slices: readonly RemoteSlice[] = [
  { key: CABINET_STORE_KEY, reducer: clientCabinetReducer, saga: runClientCabinetSaga },
];
