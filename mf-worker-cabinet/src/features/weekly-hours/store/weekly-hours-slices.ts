// Weekly hours: load, save (the api's 400 keeps its `details`, which the editor shows per interval), and
// the preview of next week's free times, fetched again after every save.
import { createRequestSlice } from '@rozmova/web/store/request-slice';
import { STORE_KEY } from '../../../lib/store-key';
import type { WeeklyInterval, WeeklyWorkTime } from '../api/get-weekly-work-time';
import type { FreeSlots } from '../../../lib/api/own-free-slots';

export const weeklySlice = createRequestSlice<void, WeeklyWorkTime>(STORE_KEY, 'weekly-hours');
export const saveWeeklySlice = createRequestSlice<WeeklyInterval[], WeeklyWorkTime>(STORE_KEY, 'weekly-hours-save');
export const previewSlice = createRequestSlice<void, FreeSlots>(STORE_KEY, 'next-week-preview');

export interface WeeklyHoursApi {
  getWeeklyWorkTime: () => Promise<WeeklyWorkTime>;
  setWeeklyWorkTime: (intervals: WeeklyInterval[]) => Promise<WeeklyWorkTime>;
  getNextWeekPreview: () => Promise<FreeSlots>;
}

export function weeklyHoursSagas(api: WeeklyHoursApi) {
  return [
    weeklySlice.saga(api.getWeeklyWorkTime),
    saveWeeklySlice.saga(api.setWeeklyWorkTime, (saved) => [
      weeklySlice.success(saved, undefined),
      previewSlice.request(undefined),
    ]),
    previewSlice.saga(api.getNextWeekPreview),
  ];
}

export const weeklyHoursSlices = [weeklySlice, saveWeeklySlice, previewSlice];
