import type { MarketLocale } from '@rozmova/contracts/markets';
import type { Appointment, AppointmentKind, CancelResult, RefundTo } from '../api/sessions-api';

export type LoadStatus = 'idle' | 'loading' | 'success' | 'error';

export interface AppointmentList {
  status: LoadStatus;
  items: Appointment[];
  page: number;
  total: number;
  error: string | null;
}

export interface SessionsState {
  upcoming: AppointmentList;
  past: AppointmentList;
  details: { id: string | null; status: LoadStatus; item: Appointment | null; error: string | null };
  /** The last cancel or move: what happened, or the api's error code. */
  change: {
    status: 'idle' | 'working' | 'done' | 'error';
    kind: 'cancel' | 'reschedule' | null;
    error: string | null;
    cancelResult: CancelResult | null;
    /** For a refused series move (`series_move_conflict`): the new times the api could not give, one per session. */
    conflicts: string[];
    /** After a move: the session's new start, as the api accepted it (named before the session reloads). */
    movedTo: string | null;
  };
}

export const PAST_PER_PAGE = 10;
export const UPCOMING_PER_PAGE = 50;

export interface LoadListPayload {
  locale: MarketLocale;
  kind: AppointmentKind;
  page: number;
}
export interface CancelPayload {
  locale: MarketLocale;
  id: string;
  refundTo: RefundTo;
}
export interface ReschedulePayload {
  locale: MarketLocale;
  id: string;
  startsAt: string;
  /** A series session: move every later session of the series the same way (/v4/series/move). */
  alsoFollowing?: boolean;
}
