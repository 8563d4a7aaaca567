import type { FromSchema } from 'json-schema-to-ts';
import { apiRequest } from '@rozmova/web/api-client';
import type { workerBaseDataSchema } from '@rozmova/contracts/schemas/therapists';

export type WorkerBaseData = FromSchema<typeof workerBaseDataSchema>;

export function getWorkerBaseData(): Promise<WorkerBaseData> {
  return apiRequest<WorkerBaseData>('/v4/get_worker_base_data');
}
