import type { FastifyRequest } from 'fastify';
import type { AuthData, UserRole } from '@rozmova/contracts/schemas/auth';

export interface AuthSubject {
  id: string;
  email: string | null;
  role: UserRole;
  isRegistered: boolean;
  hasToConfirmRegGoogle: boolean;
  emailVerified: boolean;
}

/** Facebook's click id cookie (fb.<subdomain index>.<ms timestamp>.<fbclid>), passed on for ad attribution. */
const FBC_FORMAT = /^fb\.\d\.\d{10,13}\.[A-Za-z0-9_-]{1,400}$/;

export function fbcOf(request: FastifyRequest): string | null {
  const raw = request.cookies._fbc;
  return raw && FBC_FORMAT.test(raw) ? raw : null;
}

/** The auth shape every web app reads (authDataSchema); anonymous callers get the same keys with null leaves. */
export function toAuthData(user: AuthSubject | null, fbc: string | null): AuthData {
  if (!user) {
    return {
      user: { id: null, email: null, role: null, data: { has_to_confirm_reg_google: null, email_verified: null } },
      session: { user_id: null, user_is_reg: null },
      additional_user_data: { fbc },
    };
  }
  return {
    user: {
      id: user.id,
      email: user.email,
      role: user.role,
      data: { has_to_confirm_reg_google: user.hasToConfirmRegGoogle, email_verified: user.emailVerified },
    },
    session: { user_id: user.id, user_is_reg: user.isRegistered },
    additional_user_data: { fbc },
  };
}

/** The auth subject of a freshly read account row. */
export function subjectOf(user: {
  id: string;
  email: string | null;
  role: UserRole;
  is_registered: boolean;
  has_to_confirm_reg_google: boolean;
  email_verified_at: Date | null;
}): AuthSubject {
  return {
    id: user.id,
    email: user.email,
    role: user.role,
    isRegistered: user.is_registered,
    hasToConfirmRegGoogle: user.has_to_confirm_reg_google,
    emailVerified: user.email_verified_at !== null,
  };
}
