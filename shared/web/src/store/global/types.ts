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

export interface GlobalState {
  locale: MarketLocale;
  mobileToolbar: { text: string };
  routeQuery: RouteQuery;
  bookingWidgetData: BookingWidgetData;
}
