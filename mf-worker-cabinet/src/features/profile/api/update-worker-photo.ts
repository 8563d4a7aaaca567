import { call } from '@rozmova/web/api-client';
import * as therapistsEndpoints from '@rozmova/contracts/endpoints/therapists';
import type { WorkerBaseData } from './get-worker-base-data';

/** PNG, JPEG or WebP as a data URL; the api checks the bytes and the size (512 KiB). */
export function updateWorkerPhoto(dataUrl: string): Promise<WorkerBaseData> {
  return call(therapistsEndpoints.updateWorkerPhoto, { body: { data_url: dataUrl } });
}
