// The client's account as request slices: the person, and each form's save (details, notification choices,
// e-mail, password, deletion). A save's answer is the person as the api now holds it; what happens to the
// browser's sign-in afterwards (`session`) comes in as an argument, so tests run the sagas against fakes.
import { call, put, takeEvery } from 'redux-saga/effects';
import { createRequestSlice, type RequestAction, type RequestState } from '@rozmova/web/store/request-slice';
import type { AuthData } from '@rozmova/contracts/schemas/auth';
import type { MarketLocale } from '@rozmova/contracts/markets';
import { STORE_KEY } from '../../../lib/store-key';
import type {
  AccountApi,
  EmailChange,
  NotificationChange,
  PasswordChange,
  UserInfo,
  UserInfoChange,
} from '../api/account-api';

export interface SessionEffects {
  /** The api issued this browser a new session after a password change. */
  signedInAgain: (auth: AuthData) => void;
  /** The account is gone: forget everything held about the person and leave for the home page. */
  signedOut: (locale: MarketLocale) => void;
}

export interface Save<Body> {
  locale: MarketLocale;
  body: Body;
}

export const userSlice = createRequestSlice<MarketLocale, UserInfo>(STORE_KEY, 'account-user');
export const profileSlice = createRequestSlice<Save<UserInfoChange>, UserInfo>(STORE_KEY, 'account-profile');
export const notificationsSlice = createRequestSlice<Save<NotificationChange>, UserInfo>(
  STORE_KEY,
  'account-notifications',
);
export const emailSlice = createRequestSlice<Save<EmailChange>, UserInfo>(STORE_KEY, 'account-email');
export const passwordSlice = createRequestSlice<Save<PasswordChange>, AuthData>(STORE_KEY, 'account-password');
export const deletionSlice = createRequestSlice<MarketLocale, unknown>(STORE_KEY, 'account-deletion');

/** A form's save as the forms read it. */
export interface SaveState {
  status: 'idle' | 'saving' | 'saved' | 'error';
  /** The api's error code, e.g. wrong_password. */
  error: string | null;
  /** Fields the api refused, by name (from `details`). */
  fields: string[];
}

const SAVE_STATUS = { idle: 'idle', loading: 'saving', ready: 'saved', failed: 'error' } as const;

export function saveState(state: RequestState<unknown, unknown>): SaveState {
  return {
    status: SAVE_STATUS[state.status],
    error: state.error?.error ?? null,
    fields: state.status === 'failed' ? (state.error?.details ?? []).map((d) => d.field) : [],
  };
}

export function accountSagas(api: AccountApi, session: SessionEffects) {
  // The answer of a save is the person now: the page shows it without asking again.
  const showUser = (user: UserInfo, args: Save<unknown>) => [userSlice.success(user, args.locale)];
  return [
    userSlice.saga(api.getUserInfo),
    profileSlice.saga((a) => api.changeUserInfo(a.locale, a.body), showUser),
    notificationsSlice.saga((a) => api.changeNotificationSettings(a.locale, a.body), showUser),
    emailSlice.saga((a) => api.changeEmail(a.locale, a.body), showUser),
    passwordSlice.saga((a) => api.changePassword(a.locale, a.body)),
    deletionSlice.saga(api.deleteAccount),
    function* signInAgainAfterPasswordChange() {
      yield takeEvery(passwordSlice.types.success, function* signedInAgain(action: RequestAction<unknown, AuthData>) {
        if (action.data) yield call(session.signedInAgain, action.data);
      });
    },
    function* signOutAfterDeletion() {
      yield takeEvery(deletionSlice.types.success, function* signedOut(action: RequestAction<MarketLocale, unknown>) {
        // Nothing held about the person outlives the account, then the page leaves for the home page.
        for (const slice of [userSlice, profileSlice, notificationsSlice, emailSlice, passwordSlice])
          yield put(slice.reset());
        if (action.args) yield call(session.signedOut, action.args);
      });
    },
  ];
}

export const accountSlices = [userSlice, profileSlice, notificationsSlice, emailSlice, passwordSlice, deletionSlice];
