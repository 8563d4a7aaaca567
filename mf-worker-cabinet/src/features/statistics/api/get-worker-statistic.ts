import type { FromSchema } from 'json-schema-to-ts';
import { apiRequest } from '@rozmova/web/api-client';
import type {
  workerStatisticQuerySchema,
  workerStatisticResponseSchema,
} from '@rozmova/contracts/schemas/appointments';

export type WorkerStatistic = FromSchema<typeof workerStatisticResponseSchema>;
export type StatisticRow = WorkerStatistic['totals'];
export type StatisticQuery = Omit<FromSchema<typeof workerStatisticQuerySchema>, 'config_id'>;

export function getWorkerStatistic(query: StatisticQuery): Promise<WorkerStatistic> {
  return apiRequest<WorkerStatistic>('/v4/get_worker_statistic', { query: { ...query } });
}
