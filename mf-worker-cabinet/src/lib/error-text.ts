// What an api refusal means to the person who sees it: the `error` code's own text when there is one,
// else a calm general line. Codes come from the api's 4xx bodies.
import type { TFunction } from 'i18next';
import { isApiError, type ApiErrorBody } from '@rozmova/web/api-client';

export function errorText(t: TFunction, error: unknown): string {
  if (!isApiError(error)) return t('errors.generic');
  if (error.status === 0) return t('errors.network');
  return t(`errors.${error.error}`, { defaultValue: t('errors.generic') });
}

/** The rule an api refusal names for one field (`details[].field` equal to it or inside it). */
export function ruleFor(error: ApiErrorBody | null, field: string): string | null {
  const detail = error?.details?.find(
    (d) => d.field === field || d.field.startsWith(`${field}.`) || d.field.startsWith(`${field}[`),
  );
  return detail ? detail.rule : null;
}
