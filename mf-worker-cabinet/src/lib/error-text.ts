// What an api refusal means to the person who sees it: the `error` code's own text when there is one,
// else a calm general line. Codes come from the api's 4xx bodies.
import type { TFunction } from 'i18next';
import { isApiError, toApiFailure, type ApiFailure } from '@rozmova/web/api-client';

/** A failure kept in a slice, or an error a call threw; null for anything else. */
function failureOf(error: unknown): ApiFailure | null {
  if (isApiError(error)) return toApiFailure(error);
  const kept = error as ApiFailure | null;
  return typeof kept === 'object' && kept !== null && typeof kept.error === 'string' && typeof kept.status === 'number'
    ? kept
    : null;
}

export function errorText(t: TFunction, error: unknown): string {
  const failure = failureOf(error);
  if (!failure) return t('errors.generic');
  if (failure.status === 0) return t('errors.network');
  return t(`errors.${failure.error}`, { defaultValue: t('errors.generic') });
}

/** The rule an api refusal names for one field (`details[].field` equal to it or inside it). */
export function ruleFor(error: ApiFailure | null, field: string): string | null {
  const detail = error?.details?.find(
    (d) => d.field === field || d.field.startsWith(`${field}.`) || d.field.startsWith(`${field}[`),
  );
  return detail ? detail.rule : null;
}
