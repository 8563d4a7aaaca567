// The account's own two-step sign-in (api/docs/two-factor.md): its state, enrolment, new recovery codes,
// turning it off. Changing it asks re-authentication: the password (when the account has one) and, once on, a code.
import { apiRequest } from '@rozmova/web/api-client';
import type {
  ConfirmEnrolmentBody,
  EnrolmentStart,
  ReauthenticationBody,
  RecoveryCodes,
  TwoFactorStatus,
} from '@rozmova/contracts/schemas/two-factor';

export type { EnrolmentStart, ReauthenticationBody, TwoFactorStatus };

export interface TwoFactorApi {
  status(locale: string): Promise<TwoFactorStatus>;
  enrol(locale: string, body: ReauthenticationBody): Promise<EnrolmentStart>;
  confirm(locale: string, body: ConfirmEnrolmentBody): Promise<RecoveryCodes>;
  newRecoveryCodes(locale: string, body: ReauthenticationBody): Promise<RecoveryCodes>;
  disable(locale: string, body: ReauthenticationBody): Promise<unknown>;
}

export const twoFactorApi: TwoFactorApi = {
  status: (locale) => apiRequest<TwoFactorStatus>('/two_factor', { configId: locale }),
  enrol: (locale, body) => apiRequest<EnrolmentStart>('/two_factor/enrol', { body, configId: locale }),
  confirm: (locale, body) => apiRequest<RecoveryCodes>('/two_factor/confirm', { body, configId: locale }),
  newRecoveryCodes: (locale, body) =>
    apiRequest<RecoveryCodes>('/two_factor/recovery_codes', { body, configId: locale }),
  disable: (locale, body) => apiRequest<unknown>('/two_factor/disable', { body, configId: locale }),
};
