// The account forms' side effects. Api calls come in as an argument (tests pass a fake), and so does what
// happens to the browser's sign-in afterwards (`session`), so the saga itself touches no global cache.
import { call, put, takeLatest } from 'redux-saga/effects';
import { toApiFailure } from '@rozmova/web/api-client';
import type { AuthData } from '@rozmova/contracts/schemas/auth';
import type { MarketLocale } from '@rozmova/contracts/markets';
import type { AccountApi, UserInfo } from '../api/account-api';
import * as A from './actions';

export interface SessionEffects {
  /** The api issued this browser a new session after a password change. */
  signedInAgain: (auth: AuthData) => void;
  /** The account is gone: forget everything held about the person and leave for the home page. */
  signedOut: (locale: MarketLocale) => void;
}

const asError = (error: unknown) => toApiFailure(error);

export function* accountSaga(api: AccountApi, session: SessionEffects) {
  yield takeLatest(A.LOAD_USER, function* load({ payload }: ReturnType<typeof A.loadUser>) {
    try {
      const user: UserInfo = yield call(api.getUserInfo, payload.locale);
      yield put(A.userLoaded(user));
    } catch (error) {
      yield put(A.userFailed(asError(error).error));
    }
  });

  yield takeLatest(A.SAVE_PROFILE, function* save({ payload }: ReturnType<typeof A.saveProfile>) {
    try {
      const user: UserInfo = yield call(api.changeUserInfo, payload.locale, payload.body);
      yield put(A.saved('profile', user));
    } catch (error) {
      yield put(A.saveFailed('profile', asError(error)));
    }
  });

  yield takeLatest(A.SAVE_NOTIFICATIONS, function* save({ payload }: ReturnType<typeof A.saveNotifications>) {
    try {
      const user: UserInfo = yield call(api.changeNotificationSettings, payload.locale, payload.body);
      yield put(A.saved('notifications', user));
    } catch (error) {
      yield put(A.saveFailed('notifications', asError(error)));
    }
  });

  yield takeLatest(A.CHANGE_PASSWORD, function* change({ payload }: ReturnType<typeof A.changePassword>) {
    try {
      const auth: AuthData = yield call(api.changePassword, payload.locale, payload.body);
      yield call(session.signedInAgain, auth);
      yield put(A.passwordChanged(auth));
    } catch (error) {
      yield put(A.saveFailed('password', asError(error)));
    }
  });

  yield takeLatest(A.DELETE_ACCOUNT, function* remove({ payload }: ReturnType<typeof A.deleteAccount>) {
    try {
      yield call(api.deleteAccount, payload.locale);
      yield put(A.accountDeleted());
      yield call(session.signedOut, payload.locale);
    } catch (error) {
      yield put(A.saveFailed('deletion', asError(error)));
    }
  });
}
