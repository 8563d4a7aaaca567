import * as A from './actions';
import type { SeriesState } from './types';

const idleChange: SeriesState['change'] = {
  status: 'idle',
  kind: null,
  bookingId: null,
  scope: null,
  cancelled: 0,
  late: 0,
  error: null,
};

export const initialSeriesState: SeriesState = { status: 'idle', items: [], error: null, change: idleChange };

export function seriesReducer(state: SeriesState = initialSeriesState, action: A.SeriesAction): SeriesState {
  switch (action.type) {
    case A.LOAD_SERIES:
      return { ...state, status: 'loading', error: null };
    case A.SERIES_LOADED:
      return { ...state, status: 'success', items: action.payload, error: null };
    case A.SERIES_FAILED:
      return { ...state, status: 'error', error: action.payload };
    case A.CANCEL_OCCURRENCE:
      return {
        ...state,
        change: {
          ...idleChange,
          status: 'working',
          kind: 'cancel',
          bookingId: action.payload.bookingId,
          scope: action.payload.scope,
        },
      };
    case A.OCCURRENCE_CANCELLED: {
      const { result } = action.payload;
      return {
        ...state,
        // The answer carries the series as it now is.
        items: state.items.map((s) => (s.id === result.series.id ? result.series : s)),
        change: {
          ...state.change,
          status: 'done',
          cancelled: result.cancelled.length,
          late: result.cancelled.filter((c) => c.late).length,
        },
      };
    }
    case A.PAY_OCCURRENCE:
      return {
        ...state,
        change: { ...idleChange, status: 'working', kind: 'pay', bookingId: action.payload.bookingId },
      };
    case A.PAYMENT_OPENED:
      return { ...state, change: { ...state.change, status: 'done' } };
    case A.SERIES_CHANGE_FAILED:
      return { ...state, change: { ...state.change, status: 'error', error: action.payload } };
    default:
      return state;
  }
}
