// The one error shape every api failure has (4xx and 5xx). The web apps translate `error` for people;
// `message` is an English sentence for developers; `details` names each offending field and the rule it broke.

export interface ApiErrorDetail {
  field: string;
  rule: string;
  [param: string]: unknown;
}

export interface ApiErrorBody {
  error: string;
  message: string;
  details?: ApiErrorDetail[];
}

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.error === 'string' && typeof v.message === 'string' && (v.details === undefined || Array.isArray(v.details));
}

/** Machine codes the core api answers with (other areas add their own, documented in their README). */
export const CORE_ERROR_CODES = [
  'validation_failed',
  'unknown_config_id',
  'invalid_json',
  'invalid_body',
  'unsupported_media_type',
  'payload_too_large',
  'not_found',
  'not_authenticated',
  'registration_incomplete',
  'forbidden',
  'csrf_origin_refused',
  'rate_limited',
  'conflict',
  'email_taken',
  'email_registered_with_password',
  'invalid_credentials',
  'wrong_password',
  'no_password_set',
  'invalid_google_token',
  'google_sign_in_unavailable',
  'google_registration_not_pending',
  'invalid_reset_token',
  'marketing_not_offered',
  'analytics_locale_not_supported',
  'unknown_reference',
  'invalid_value',
  'slot_taken',
  'concurrent_update',
  'internal_error',
] as const;
export type CoreErrorCode = (typeof CORE_ERROR_CODES)[number];
