import type { FromSchema } from 'json-schema-to-ts';
import { apiRequest } from '@rozmova/shared/api-client';
import type { workerBaseDataSchema } from '@rozmova/shared/schemas/therapists';

export type WorkerBaseData = FromSchema<typeof workerBaseDataSchema>;

export function getWorkerBaseData(): Promise<WorkerBaseData> {
  return apiRequest<WorkerBaseData>('/v4/get_worker_base_data');
}
