import { apiRequest } from '@rozmova/web/api-client';
import type { WorkerBaseData } from './get-worker-base-data';

/** PNG, JPEG or WebP as a data URL; the api checks the bytes and the size (512 KiB). */
export function updateWorkerPhoto(dataUrl: string): Promise<WorkerBaseData> {
  return apiRequest<WorkerBaseData>('/v4/update_worker_photo', { method: 'POST', body: { data_url: dataUrl } });
}
