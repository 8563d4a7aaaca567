// Auth data as the `auth` call returns it (spec section 3). Kept here until the api's JSON Schema
// (`@rozmova/shared/schemas/auth`) is the single source; the field names are the spec's.
import type { MarketLocale } from '@rozmova/shared/markets';

/** admin, user, or any other value (therapist-like). */
export type Role = 'admin' | 'user' | (string & {});

export interface AuthUser {
  id: string;
  email: string;
  role: Role;
  name?: string;
  locale?: MarketLocale;
  data: { has_to_confirm_reg_google: boolean };
}

export interface AuthSession {
  user_id: string | null;
  user_is_reg: boolean;
}

export interface AuthData {
  user: AuthUser | null;
  session: AuthSession | null;
  additional_user_data: { fbc: string | null } | null;
}

export const ANONYMOUS: AuthData = {
  user: null,
  session: { user_id: null, user_is_reg: false },
  additional_user_data: { fbc: null },
};
