import type { AuthData } from '@rozmova/contracts/schemas/auth';
import type { MarketLocale } from '@rozmova/contracts/markets';
import type { NotificationChange, UserInfo, UserInfoChange } from '../api/account-api';

export type SaveStatus = 'idle' | 'saving' | 'saved' | 'error';

export interface SaveState {
  status: SaveStatus;
  /** The api's error code, e.g. wrong_password. */
  error: string | null;
  /** Fields the api refused, by name (from `details`). */
  fields: string[];
}

export interface AccountState {
  user: { status: 'idle' | 'loading' | 'success' | 'error'; data: UserInfo | null; error: string | null };
  profile: SaveState;
  notifications: SaveState;
  password: SaveState;
  email: SaveState;
  deletion: SaveState;
}

export type { AuthData, MarketLocale, NotificationChange, UserInfoChange };
