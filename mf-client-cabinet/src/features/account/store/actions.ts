import type { ApiFailure } from '@rozmova/web/api-client';
import type { UserInfo } from '../api/account-api';
import type { AuthData, MarketLocale, NotificationChange, UserInfoChange } from './types';

export const LOAD_USER = 'client-cabinet/account/LOAD_USER' as const;
export const USER_LOADED = 'client-cabinet/account/USER_LOADED' as const;
export const USER_FAILED = 'client-cabinet/account/USER_FAILED' as const;
export const SAVE_PROFILE = 'client-cabinet/account/SAVE_PROFILE' as const;
export const SAVE_NOTIFICATIONS = 'client-cabinet/account/SAVE_NOTIFICATIONS' as const;
export const CHANGE_PASSWORD = 'client-cabinet/account/CHANGE_PASSWORD' as const;
export const PASSWORD_CHANGED = 'client-cabinet/account/PASSWORD_CHANGED' as const;
export const DELETE_ACCOUNT = 'client-cabinet/account/DELETE_ACCOUNT' as const;
export const ACCOUNT_DELETED = 'client-cabinet/account/ACCOUNT_DELETED' as const;
export const SAVED = 'client-cabinet/account/SAVED' as const;
export const SAVE_FAILED = 'client-cabinet/account/SAVE_FAILED' as const;
export const RESET_SAVE = 'client-cabinet/account/RESET_SAVE' as const;

export type SaveForm = 'profile' | 'notifications' | 'password' | 'deletion';

export const loadUser = (locale: MarketLocale) => ({ type: LOAD_USER, payload: { locale } });
export const userLoaded = (user: UserInfo) => ({ type: USER_LOADED, payload: user });
export const userFailed = (error: string) => ({ type: USER_FAILED, payload: error });
export const saveProfile = (locale: MarketLocale, body: UserInfoChange) => ({
  type: SAVE_PROFILE,
  payload: { locale, body },
});
export const saveNotifications = (locale: MarketLocale, body: NotificationChange) => ({
  type: SAVE_NOTIFICATIONS,
  payload: { locale, body },
});
export const changePassword = (locale: MarketLocale, body: { current_password: string; new_password: string }) => ({
  type: CHANGE_PASSWORD,
  payload: { locale, body },
});
export const passwordChanged = (auth: AuthData) => ({ type: PASSWORD_CHANGED, payload: auth });
export const deleteAccount = (locale: MarketLocale) => ({ type: DELETE_ACCOUNT, payload: { locale } });
export const accountDeleted = () => ({ type: ACCOUNT_DELETED });
export const saved = (form: SaveForm, user: UserInfo | null) => ({ type: SAVED, payload: { form, user } });
export const saveFailed = (form: SaveForm, error: ApiFailure) => ({
  type: SAVE_FAILED,
  payload: { form, error: error.error, fields: (error.details ?? []).map((d) => d.field) },
});
export const resetSave = (form: SaveForm) => ({ type: RESET_SAVE, payload: { form } });

export type AccountAction =
  | ReturnType<typeof loadUser>
  | ReturnType<typeof userLoaded>
  | ReturnType<typeof userFailed>
  | ReturnType<typeof saveProfile>
  | ReturnType<typeof saveNotifications>
  | ReturnType<typeof changePassword>
  | ReturnType<typeof passwordChanged>
  | ReturnType<typeof deleteAccount>
  | ReturnType<typeof accountDeleted>
  | ReturnType<typeof saved>
  | ReturnType<typeof saveFailed>
  | ReturnType<typeof resetSave>;
