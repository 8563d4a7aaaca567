import * as A from './actions';
import type { AppointmentList, SessionsState } from './types';

const emptyList = (): AppointmentList => ({ status: 'idle', items: [], page: 1, total: 0, error: null });

export const initialSessionsState: SessionsState = {
  upcoming: emptyList(),
  past: emptyList(),
  details: { id: null, status: 'idle', item: null, error: null },
  change: { status: 'idle', kind: null, error: null, cancelResult: null, conflicts: [], movedTo: null },
};

export function sessionsReducer(state: SessionsState = initialSessionsState, action: A.SessionsAction): SessionsState {
  switch (action.type) {
    case A.LOAD_LIST: {
      const list = state[action.payload.kind];
      return {
        ...state,
        [action.payload.kind]: { ...list, status: 'loading', error: null, page: action.payload.page },
      };
    }
    case A.LIST_LOADED: {
      const { kind, page } = action.payload;
      return {
        ...state,
        [kind]: { status: 'success', items: page.appointments, page: page.page, total: page.total, error: null },
      };
    }
    case A.LIST_FAILED:
      return {
        ...state,
        [action.payload.kind]: { ...state[action.payload.kind], status: 'error', error: action.payload.error },
      };
    case A.LOAD_DETAILS: {
      // Keep what is shown while the same session reloads after a change; another session starts empty.
      const same = state.details.id === action.payload.id;
      return {
        ...state,
        details: { id: action.payload.id, status: 'loading', item: same ? state.details.item : null, error: null },
      };
    }
    case A.DETAILS_LOADED:
      if (state.details.id !== action.payload.id) return state;
      return { ...state, details: { id: action.payload.id, status: 'success', item: action.payload, error: null } };
    case A.DETAILS_FAILED:
      if (state.details.id !== action.payload.id) return state;
      return { ...state, details: { ...state.details, status: 'error', error: action.payload.error } };
    case A.CANCEL:
      return {
        ...state,
        change: { status: 'working', kind: 'cancel', error: null, cancelResult: null, conflicts: [], movedTo: null },
      };
    case A.RESCHEDULE:
      return {
        ...state,
        change: {
          status: 'working',
          kind: 'reschedule',
          error: null,
          cancelResult: null,
          conflicts: [],
          movedTo: null,
        },
      };
    case A.CANCELLED:
      return { ...state, change: { ...state.change, status: 'done', cancelResult: action.payload } };
    case A.RESCHEDULED:
      return { ...state, change: { ...state.change, status: 'done', movedTo: action.payload.startsAt } };
    case A.CHANGE_FAILED:
      return {
        ...state,
        change: { ...state.change, status: 'error', error: action.payload.error, conflicts: action.payload.conflicts },
      };
    case A.RESET_CHANGE:
      return { ...state, change: initialSessionsState.change };
    default:
      return state;
  }
}
