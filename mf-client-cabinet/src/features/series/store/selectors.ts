import type { CabinetRootState } from '../../../app/store';

export const selectSeries = (state: CabinetRootState) => state.clientCabinet.series;
