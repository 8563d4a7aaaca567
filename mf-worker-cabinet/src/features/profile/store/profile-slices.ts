import { createRequestSlice } from '../../../lib/request-slice';
import type { WorkerBaseData } from '../api/get-worker-base-data';
import type { WorkerBaseDataUpdate } from '../api/update-worker-base-data';

export const profileSlice = createRequestSlice<void, WorkerBaseData>('profile');
export const saveProfileSlice = createRequestSlice<WorkerBaseDataUpdate, WorkerBaseData>('profile-save');

export interface ProfileApi {
  getWorkerBaseData: () => Promise<WorkerBaseData>;
  updateWorkerBaseData: (body: WorkerBaseDataUpdate) => Promise<WorkerBaseData>;
}

export function profileSagas(api: ProfileApi) {
  return [profileSlice.saga(api.getWorkerBaseData), saveProfileSlice.saga(api.updateWorkerBaseData, (saved) => [profileSlice.success(saved, undefined)])];
}

export const profileSlices = [profileSlice, saveProfileSlice];
