import type { FromSchema } from 'json-schema-to-ts';
import { call } from '@rozmova/web/api-client';
import * as therapistsEndpoints from '@rozmova/contracts/endpoints/therapists';
import type { workerBaseDataSchema } from '@rozmova/contracts/schemas/therapists';

export type WorkerBaseData = FromSchema<typeof workerBaseDataSchema>;

export function getWorkerBaseData(): Promise<WorkerBaseData> {
  return call(therapistsEndpoints.workerBaseData);
}
