// Global slices (docs/rules.md) that the shell owns and every remote may read.
import type { MarketLocale } from '@rozmova/contracts/markets';

export interface Slot {
  /** ISO start time (UTC). */
  starts_at: string;
  ends_at?: string;
  worker_id?: string;
  [extra: string]: unknown;
}

export interface BookingWidgetData {
  slots: Slot[];
  selected_slot: Slot | null;
}

export type RouteQuery = Record<string, string>;

/**
 * Every optional popup of the platform: a notice or banner a person can close. Adding one is one line here;
 * `useOptionalPopup` (@rozmova/web/popups) does the rest.
 */
export const OPTIONAL_POPUP_IDS = ['consent_banner', 'crisis_help_notice'] as const;
export type OptionalPopupId = (typeof OPTIONAL_POPUP_IDS)[number];

/** Popups state (spec §3): `optional_popups`, the unique identifiers of the optional popups on screen now. */
export interface PopupsState {
  optional_popups: OptionalPopupId[];
}

export interface GlobalState {
  locale: MarketLocale;
  mobileToolbar: { text: string };
  routeQuery: RouteQuery;
  bookingWidgetData: BookingWidgetData;
  popups: PopupsState;
}
