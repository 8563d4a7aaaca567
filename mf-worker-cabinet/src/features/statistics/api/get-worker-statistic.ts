import type { FromSchema } from 'json-schema-to-ts';
import { call } from '@rozmova/web/api-client';
import * as workerEndpoints from '@rozmova/contracts/endpoints/worker';
import type {
  workerStatisticQuerySchema,
  workerStatisticResponseSchema,
} from '@rozmova/contracts/schemas/appointments';

export type WorkerStatistic = FromSchema<typeof workerStatisticResponseSchema>;
export type StatisticRow = WorkerStatistic['totals'];
export type StatisticQuery = Omit<FromSchema<typeof workerStatisticQuerySchema>, 'config_id'>;

export function getWorkerStatistic(query: StatisticQuery): Promise<WorkerStatistic> {
  return call(workerEndpoints.workerStatistic, { query });
}
