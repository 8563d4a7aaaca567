// Special hours: the dates with their own hours or a day off; a save upserts days or clears them.
import { createRequestSlice } from '../../../lib/request-slice';
import type { SpecialWorkTime } from '../api/get-special-work-time';
import type { SetSpecialWorkTimeInput } from '../api/set-special-work-time';

export const specialSlice = createRequestSlice<void, SpecialWorkTime>('special-hours');
export const saveSpecialSlice = createRequestSlice<SetSpecialWorkTimeInput, SpecialWorkTime>('special-hours-save');

export interface SpecialHoursApi {
  getSpecialWorkTime: () => Promise<SpecialWorkTime>;
  setSpecialWorkTime: (input: SetSpecialWorkTimeInput) => Promise<SpecialWorkTime>;
}

export function specialHoursSagas(api: SpecialHoursApi) {
  return [
    specialSlice.saga(api.getSpecialWorkTime),
    // The answer of a save is the whole list again, so it replaces the loaded one.
    saveSpecialSlice.saga(api.setSpecialWorkTime, (saved) => [specialSlice.success(saved, undefined)]),
  ];
}

export const specialHoursSlices = [specialSlice, saveSpecialSlice];
