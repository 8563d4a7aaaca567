import { createRequestSlice } from '@rozmova/web/store/request-slice';
import { STORE_KEY } from '../../../lib/store-key';
import type { WorkerBaseData } from '../api/get-worker-base-data';
import type { WorkerBaseDataUpdate } from '../api/update-worker-base-data';

export const profileSlice = createRequestSlice<void, WorkerBaseData>(STORE_KEY, 'profile');
export const saveProfileSlice = createRequestSlice<WorkerBaseDataUpdate, WorkerBaseData>(STORE_KEY, 'profile-save');
export const savePhotoSlice = createRequestSlice<string, WorkerBaseData>(STORE_KEY, 'profile-photo');

export interface ProfileApi {
  getWorkerBaseData: () => Promise<WorkerBaseData>;
  updateWorkerBaseData: (body: WorkerBaseDataUpdate) => Promise<WorkerBaseData>;
  updateWorkerPhoto: (dataUrl: string) => Promise<WorkerBaseData>;
}

export function profileSagas(api: ProfileApi) {
  return [
    profileSlice.saga(api.getWorkerBaseData),
    saveProfileSlice.saga(api.updateWorkerBaseData, (saved) => [profileSlice.success(saved, undefined)]),
    savePhotoSlice.saga(api.updateWorkerPhoto, (saved) => [profileSlice.success(saved, undefined)]),
  ];
}

export const profileSlices = [profileSlice, saveProfileSlice, savePhotoSlice];
