// The account's own two-step sign-in (api/docs/two-factor.md): its state, enrolment, new recovery codes,
// turning it off. Changing it asks re-authentication: the password (when the account has one) and, once on, a code.
import { call } from '@rozmova/web/api-client';
import * as endpoints from '@rozmova/contracts/endpoints/auth';
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
  status: (locale) => call(endpoints.twoFactorStatus, {}, { configId: locale }),
  enrol: (locale, body) => call(endpoints.twoFactorEnrol, { body }, { configId: locale }),
  confirm: (locale, body) => call(endpoints.twoFactorConfirm, { body }, { configId: locale }),
  newRecoveryCodes: (locale, body) => call(endpoints.twoFactorRecoveryCodes, { body }, { configId: locale }),
  disable: (locale, body) => call(endpoints.twoFactorDisable, { body }, { configId: locale }),
};
