import type { FromSchema } from 'json-schema-to-ts';
import { call } from '@rozmova/web/api-client';
import * as therapistsEndpoints from '@rozmova/contracts/endpoints/therapists';
import type { updateWorkerBaseDataBodySchema } from '@rozmova/contracts/schemas/therapists';
import type { WorkerBaseData } from './get-worker-base-data';

export type WorkerBaseDataUpdate = FromSchema<typeof updateWorkerBaseDataBodySchema>;

export function updateWorkerBaseData(body: WorkerBaseDataUpdate): Promise<WorkerBaseData> {
  return call(therapistsEndpoints.updateWorkerBaseData, { body });
}
