import type { FromSchema } from 'json-schema-to-ts';
import { apiRequest } from '@rozmova/web/api-client';
import type { updateWorkerBaseDataBodySchema } from '@rozmova/contracts/schemas/therapists';
import type { WorkerBaseData } from './get-worker-base-data';

export type WorkerBaseDataUpdate = FromSchema<typeof updateWorkerBaseDataBodySchema>;

export function updateWorkerBaseData(body: WorkerBaseDataUpdate): Promise<WorkerBaseData> {
  return apiRequest<WorkerBaseData>('/v4/update_worker_base_data', { method: 'POST', body });
}
