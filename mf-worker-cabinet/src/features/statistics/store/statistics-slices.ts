import { createRequestSlice } from '@rozmova/web/store/request-slice';
import { STORE_KEY } from '../../../lib/store-key';
import type { WorkerStatistic } from '../api/get-worker-statistic';

export const statisticsSlice = createRequestSlice<{ from_month?: string; to_month?: string }, WorkerStatistic>(
  STORE_KEY,
  'statistics',
);

export function statisticsSagas(api: {
  getWorkerStatistic: (q: { from_month?: string; to_month?: string }) => Promise<WorkerStatistic>;
}) {
  return [statisticsSlice.saga(api.getWorkerStatistic)];
}

export const statisticsSlices = [statisticsSlice];
