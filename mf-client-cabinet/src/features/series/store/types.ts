import type { Series, SeriesScope } from '../api/series-api';

export type LoadStatus = 'idle' | 'loading' | 'success' | 'error';

export interface SeriesState {
  status: LoadStatus;
  items: Series[];
  error: string | null;
  /** The last cancel or payment: what happened, or the api's error code. */
  change: {
    status: 'idle' | 'working' | 'done' | 'error';
    kind: 'cancel' | 'pay' | null;
    bookingId: string | null;
    scope: SeriesScope | null;
    /** How many occurrences a cancel took, and how many of them late. */
    cancelled: number;
    late: number;
    error: string | null;
  };
}
