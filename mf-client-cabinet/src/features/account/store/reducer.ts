import * as A from './actions';
import type { AccountState, SaveState } from './types';

const idle: SaveState = { status: 'idle', error: null, fields: [] };
const saving: SaveState = { status: 'saving', error: null, fields: [] };

export const initialAccountState: AccountState = {
  user: { status: 'idle', data: null, error: null },
  profile: idle,
  notifications: idle,
  password: idle,
  email: idle,
  deletion: idle,
};

export function accountReducer(state: AccountState = initialAccountState, action: A.AccountAction): AccountState {
  switch (action.type) {
    case A.LOAD_USER:
      return { ...state, user: { ...state.user, status: 'loading', error: null } };
    case A.USER_LOADED:
      return { ...state, user: { status: 'success', data: action.payload, error: null } };
    case A.USER_FAILED:
      return { ...state, user: { ...state.user, status: 'error', error: action.payload } };
    case A.SAVE_PROFILE:
      return { ...state, profile: saving };
    case A.SAVE_NOTIFICATIONS:
      return { ...state, notifications: saving };
    case A.CHANGE_PASSWORD:
      return { ...state, password: saving };
    case A.CHANGE_EMAIL:
      return { ...state, email: saving };
    case A.DELETE_ACCOUNT:
      return { ...state, deletion: saving };
    case A.PASSWORD_CHANGED:
      return { ...state, password: { status: 'saved', error: null, fields: [] } };
    case A.ACCOUNT_DELETED:
      return { ...initialAccountState, deletion: { status: 'saved', error: null, fields: [] } };
    case A.SAVED:
      return {
        ...state,
        user: action.payload.user ? { status: 'success', data: action.payload.user, error: null } : state.user,
        [action.payload.form]: { status: 'saved', error: null, fields: [] },
      };
    case A.SAVE_FAILED:
      return {
        ...state,
        [action.payload.form]: { status: 'error', error: action.payload.error, fields: action.payload.fields },
      };
    case A.RESET_SAVE:
      return { ...state, [action.payload.form]: idle };
    default:
      return state;
  }
}
