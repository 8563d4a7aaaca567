import { createRequestSlice } from '../../../lib/request-slice';
import type { WorkerBaseData } from '../api/get-worker-base-data';
import type { WorkerBaseDataUpdate } from '../api/update-worker-base-data';

export const profileSlice = createRequestSlice<void, WorkerBaseData>('profile');
export const saveProfileSlice = createRequestSlice<WorkerBaseDataUpdate, WorkerBaseData>('profile-save');
export const savePhotoSlice = createRequestSlice<string, WorkerBaseData>('profile-photo');

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
