import { createRequestSlice } from '../../../lib/request-slice';
import type { WorkerStatistic } from '../api/get-worker-statistic';

export const statisticsSlice = createRequestSlice<{ from_month?: string; to_month?: string }, WorkerStatistic>(
  'statistics',
);

export function statisticsSagas(api: {
  getWorkerStatistic: (q: { from_month?: string; to_month?: string }) => Promise<WorkerStatistic>;
}) {
  return [statisticsSlice.saga(api.getWorkerStatistic)];
}

export const statisticsSlices = [statisticsSlice];
