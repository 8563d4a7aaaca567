// Auth data as the api returns it (docs/rules.md ); the shape lives with the api's JSON Schema.
import type { AuthData, UserRole } from '@rozmova/contracts/schemas/auth';

export type { AuthData };

/** admin, user, or any other value (therapist-like). */
export type Role = UserRole | (string & {});

/** What the cache holds for a visitor nobody is signed in as: the api's shape with null leaves. */
export const ANONYMOUS: AuthData = {
  user: { id: null, email: null, role: null, data: { has_to_confirm_reg_google: null, email_verified: null } },
  session: { user_id: null, user_is_reg: null },
  additional_user_data: { fbc: null },
};

/** Someone is signed in (registered or still finishing a Google sign-up). */
export function isSignedIn(auth: AuthData | undefined | null): boolean {
  return Boolean(auth?.user?.id);
}
