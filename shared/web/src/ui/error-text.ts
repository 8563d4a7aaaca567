// What a failure means to the person who sees it, in one place for every app: the app's own wording for
// the code first (`<namespace>:errors.<code>`), then the shared `errors` namespace, then the app's calm
// general line (`<namespace>:errors.generic`).
import type { TFunction } from 'i18next';
import { apiErrorCode, isApiError, type ApiFailure } from '@rozmova/web/api-client';

function isKeptFailure(value: unknown): value is ApiFailure {
  const kept = value as ApiFailure | null;
  return typeof kept === 'object' && kept !== null && typeof kept.error === 'string' && typeof kept.status === 'number';
}

/**
 * The code of a failure: a call's ApiError, a failure a store kept (ApiFailure) or a code itself. A failure
 * that never got an answer keeps its reason (`network_error`, `timeout`); anything else is `network_error`.
 */
export function errorCode(error: unknown): string {
  if (typeof error === 'string') return error;
  if (isApiError(error)) return apiErrorCode(error);
  if (isKeptFailure(error)) return error.error;
  return 'network_error';
}

/** The sentence for a failure, in the namespace of the app that shows it. */
export function errorText(t: TFunction, error: unknown, namespace: string): string {
  const code = errorCode(error);
  return t(`${namespace}:errors.${code}`, {
    defaultValue: t(`errors:${code}`, { defaultValue: t(`${namespace}:errors.generic`) }),
  });
}
