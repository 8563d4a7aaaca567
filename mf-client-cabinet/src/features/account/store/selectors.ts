import type { CabinetRootState } from '../../../app/store';

export const selectUser = (state: CabinetRootState) => state.clientCabinet.account.user;
export const selectSave =
  (form: 'profile' | 'notifications' | 'password' | 'email' | 'deletion') => (state: CabinetRootState) =>
    state.clientCabinet.account[form];
