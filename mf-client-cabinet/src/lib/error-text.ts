// An api error code as a sentence for the client: this remote's own wording first, then the shared
// `errors` namespace, then a calm generic line.
import type { TFunction } from 'i18next';
import { apiErrorCode } from '@rozmova/web/api-client';

export function errorCodeOf(error: unknown): string {
  return apiErrorCode(error);
}

export function errorText(t: TFunction, code: string): string {
  return t(`cabinet:errors.${code}`, {
    defaultValue: t(`errors:${code}`, { defaultValue: t('cabinet:errors.generic') }),
  });
}
