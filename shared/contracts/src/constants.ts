// Business constants (docs/rules.md) that both the web apps and the api use.

/** Session type ids (docs/rules.md ): personal and couple (pair) are hashes; 'default' is a constant too. */
export const SERVICE_IDS = {
  personal: '2f6b1c9e4a7d4b0f9c3e8a51d7e2b6c4',
  couple: '8d3a5e0b7c1f4e2a9b6d0c4f1a8e3b75',
} as const;
export type ServiceKind = keyof typeof SERVICE_IDS;
export type ServiceId = (typeof SERVICE_IDS)[ServiceKind];
export const DEFAULT_SERVICE_ID = 'default';
/** The booking widget's `selected_service` starts here. */
export const INITIAL_SELECTED_SERVICE: ServiceId = SERVICE_IDS.personal;

export function serviceKindOf(serviceId: string): ServiceKind | null {
  if (serviceId === SERVICE_IDS.personal) return 'personal';
  if (serviceId === SERVICE_IDS.couple) return 'couple';
  return null;
}

/** The literal promo code that asks apply_purchase_rule for the plain price. */
export const DEFAULT_PROMO_CODE = 'default';

/** Session lengths in minutes, unless a therapist sets their own. */
export const DEFAULT_SESSION_MINUTES: Readonly<Record<ServiceKind, number>> = { personal: 50, couple: 80 };

/** How long a chosen time is held for the client while they pay (the api's bookings hold). */
export const SLOT_HOLD_MINUTES = 15;

/** Auth query cache rules (docs/rules.md ): 30 s staleness, retention unlimited. */
export const QUERY_STALE_TIME_MS = 30_000;
export const QUERY_CACHE_TIME_MS = Number.POSITIVE_INFINITY;

/** Longest stack trace the frontend error-log endpoint keeps (characters). */
export const FRONTEND_ERROR_MAX_STACK_CHARS = 200_000;

/** Time-outs of the auth calls (docs/rules.md ). */
export const GOOGLE_LOGIN_TIMEOUT_MS = 25_000;
export const DELETE_ACCOUNT_TIMEOUT_MS = 30_000;

/** Analytics consent (docs/rules.md ). */
export const CONSENT_WAIT_FOR_UPDATE_MS = 2000;
export const TAG_PAGE_VIEW_POLL_MS = 100;
export const TAG_CLIENT_ID_POLL_MS = 150;

/** Age helper divisor: seconds in a Julian year. */
export const SECONDS_PER_YEAR = 31_557_600;

/** Query parameters saved to local storage (docs/rules.md ). */
export const STORED_QUERY_PARAMS = ['utm_source', 'fbclid'] as const;
export const STORYBLOK_PREVIEW_PARAM = '_storyblok';
