import type { CabinetRootState } from '../../../app/store';

export const selectSessions = (state: CabinetRootState) => state.clientCabinet.sessions;
export const selectUpcoming = (state: CabinetRootState) => state.clientCabinet.sessions.upcoming;
export const selectPast = (state: CabinetRootState) => state.clientCabinet.sessions.past;
export const selectDetails = (state: CabinetRootState) => state.clientCabinet.sessions.details;
export const selectChange = (state: CabinetRootState) => state.clientCabinet.sessions.change;
