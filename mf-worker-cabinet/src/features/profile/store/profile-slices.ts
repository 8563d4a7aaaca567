import { createRequestSlice } from '@rozmova/web/store/request-slice';
import { STORE_KEY } from '../../../lib/store-key';
import type { MarketLocale } from '@rozmova/contracts/markets';
import type { DailyAgenda, DailyAgendaChange } from '../api/daily-agenda';
import type { WorkerBaseData } from '../api/get-worker-base-data';
import type { WorkerBaseDataUpdate } from '../api/update-worker-base-data';

export const profileSlice = createRequestSlice<void, WorkerBaseData>(STORE_KEY, 'profile');
export const saveProfileSlice = createRequestSlice<WorkerBaseDataUpdate, WorkerBaseData>(STORE_KEY, 'profile-save');
export const savePhotoSlice = createRequestSlice<string, WorkerBaseData>(STORE_KEY, 'profile-photo');
export const dailyAgendaSlice = createRequestSlice<MarketLocale, DailyAgenda>(STORE_KEY, 'daily-agenda');
export const saveDailyAgendaSlice = createRequestSlice<DailyAgendaChange, DailyAgenda>(STORE_KEY, 'daily-agenda-save');

export interface ProfileApi {
  getWorkerBaseData: () => Promise<WorkerBaseData>;
  updateWorkerBaseData: (body: WorkerBaseDataUpdate) => Promise<WorkerBaseData>;
  updateWorkerPhoto: (dataUrl: string) => Promise<WorkerBaseData>;
  getDailyAgenda: (locale: MarketLocale) => Promise<DailyAgenda>;
  setDailyAgenda: (change: DailyAgendaChange) => Promise<DailyAgenda>;
}

export function profileSagas(api: ProfileApi) {
  return [
    profileSlice.saga(api.getWorkerBaseData),
    saveProfileSlice.saga(api.updateWorkerBaseData, (saved) => [profileSlice.success(saved, undefined)]),
    savePhotoSlice.saga(api.updateWorkerPhoto, (saved) => [profileSlice.success(saved, undefined)]),
    dailyAgendaSlice.saga(api.getDailyAgenda),
    saveDailyAgendaSlice.saga(api.setDailyAgenda, (saved, change) => [dailyAgendaSlice.success(saved, change.locale)]),
  ];
}

export const profileSlices = [profileSlice, saveProfileSlice, savePhotoSlice, dailyAgendaSlice, saveDailyAgendaSlice];
