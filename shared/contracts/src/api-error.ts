// The one error shape every api failure has (4xx and 5xx), and the one list of codes it can carry. The web apps
// translate `error` for people (the `errors` texts of every locale are checked against ERROR_CODES by the
// type-check); `message` is an English sentence for developers; `details` names each offending field and the
// rule it broke.
import { PROMO_ERROR_CODES } from './schemas/promo';

export interface ApiErrorDetail {
  field: string;
  rule: string;
  [param: string]: unknown;
}

/** Every machine code the api answers with, grouped by the area that raises it. */
export const ERROR_CODES = [
  // Any call: the request itself, the session, the server.
  'validation_failed',
  'unknown_config_id',
  'invalid_json',
  'invalid_body',
  'unsupported_media_type',
  'payload_too_large',
  'bad_request',
  'not_found',
  'not_authenticated',
  'registration_incomplete',
  'forbidden',
  'csrf_origin_refused',
  'rate_limited',
  'conflict',
  'unknown_reference',
  'invalid_value',
  'concurrent_update',
  'internal_error',
  // Operations: the embedded database's wait queue is full; a replica is not ready for traffic.
  'database_busy',
  'not_ready',
  // The database cannot be reached (503 with Retry-After).
  'database_unavailable',
  // Accounts and sign-in.
  'email_taken',
  'email_registered_with_password',
  'invalid_credentials',
  'wrong_password',
  'no_password_set',
  'invalid_google_token',
  'google_sign_in_unavailable',
  'google_registration_not_pending',
  'invalid_reset_token',
  // Password sign-in paused for one address after repeated failures; the owner is mailed a sign-in link.
  'login_throttled',
  'invalid_newsletter_token',
  'marketing_not_offered',
  // Two-factor sign-in and re-authentication (api/docs/two-factor.md).
  'second_factor_required',
  'invalid_second_factor_code',
  'invalid_second_factor_challenge',
  'second_factor_attempts_exceeded',
  'second_factor_code_required',
  'second_factor_enrolment_required',
  'second_factor_already_enrolled',
  'second_factor_not_enrolled',
  'second_factor_enrolment_not_started',
  'password_required',
  'reauthentication_required',
  'analytics_locale_not_supported',
  // Verified e-mail, signed-in devices (issue 22).
  'verification_link_invalid',
  'verification_link_expired',
  'verification_link_used',
  'email_not_verified',
  'email_unchanged',
  'session_not_found',
  // Therapists, working hours, recommendations.
  'therapist_not_found',
  'therapist_not_in_market',
  'therapist_profile_missing',
  'photo_not_found',
  'photo_too_large',
  'photo_not_an_image',
  'service_not_offered',
  'unknown_service',
  'unknown_service_id',
  'invalid_range',
  'invalid_work_time',
  'recommendation_not_found',
  // Bookings.
  'slot_taken',
  'client_busy',
  'starts_in_past',
  'too_short_notice',
  'beyond_horizon',
  'hold_not_active',
  'booking_not_found',
  'booking_not_cancellable',
  'booking_not_reschedulable',
  'reschedule_too_late',
  'booking_already_started',
  'refund_to_token_needs_client_request',
  'bookings_unavailable',
  'cannot_book_self',
  'client_not_found',
  'partner_only_for_couple',
  'no_tokens',
  // Appointments and video calls.
  'appointment_not_found',
  'appointment_cancelled',
  'appointment_not_upcoming',
  'call_not_open_yet',
  'call_closed',
  // Couple partners join by invitation.
  'invitation_not_found',
  'invitation_revoked',
  'invitation_expired',
  'invitation_email_mismatch',
  // Payments, subscriptions, gift codes.
  'order_not_found',
  'order_not_paid',
  'refund_not_possible',
  'payment_provider_unavailable',
  'unknown_provider',
  'invalid_signature',
  'invalid_checkout_link',
  'subscription_exists',
  'subscription_not_found',
  'giftcode_unknown',
  'giftcode_expired',
  'giftcode_already_redeemed',
  'giftcode_refunded',
  'giftcode_other_market',
  'giftcode_not_paid',
  // Promo codes: why a code cannot be used, and the admin's promo rules.
  ...PROMO_ERROR_CODES,
  'promo_code_exists',
  'promo_rule_not_found',
  'calendar_feed_not_found',
  // The waitlist (api/docs/waitlist.md).
  'invalid_windows',
  'therapist_has_free_time',
  'already_waiting',
  'waitlist_entry_not_found',
  'waitlist_offer_not_found',
  // Recurring series (schemas/series.ts).
  'series_not_found',
  'series_occurrence_conflict',
  'series_move_conflict',
  'series_ended',
  'occurrence_not_payable',
  'no_subscription_sessions',
  // Care through outages (schemas/outages.ts).
  'outages_off',
  'outages_not_in_market',
  'no_alert_for_session',
  'alert_waiver_used',
  'outage_move_limit_reached',
  'outage_report_not_open',
  'invalid_outage_link',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * Codes the web apps raise themselves, with no api answer behind them: an unknown failure, no connection, no
 * answer in time, and the e-mail domain rule forms check before sending.
 */
export const CLIENT_ERROR_CODES = ['default', 'network_error', 'timeout', 'email_domain_rejected'] as const;
export type ClientErrorCode = (typeof CLIENT_ERROR_CODES)[number];

/** What each locale's `errors` texts must hold: one non-empty sentence for every code, nothing else. */
export type ErrorTexts = Record<ErrorCode | ClientErrorCode, string>;

/** With 401 `second_factor_required`: the token `login/second_factor` takes with the code, and how long it lives. */
export interface SecondFactorChallenge {
  token: string;
  expires_in_seconds: number;
}

export interface ApiErrorBody {
  error: ErrorCode;
  message: string;
  details?: ApiErrorDetail[];
  challenge?: SecondFactorChallenge;
}

const KNOWN_CODES: ReadonlySet<string> = new Set(ERROR_CODES);

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && KNOWN_CODES.has(value);
}

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return isErrorCode(v.error) && typeof v.message === 'string' && (v.details === undefined || Array.isArray(v.details));
}
