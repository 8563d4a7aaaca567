// Special hours: the dates with their own hours or a day off; a save upserts days or clears them.
import { createRequestSlice } from '@rozmova/web/store/request-slice';
import { STORE_KEY } from '../../../lib/store-key';
import type { SpecialWorkTime } from '../api/get-special-work-time';
import type { SavedSpecialWorkTime, SetSpecialWorkTimeInput } from '../api/set-special-work-time';

export const specialSlice = createRequestSlice<void, SpecialWorkTime>(STORE_KEY, 'special-hours');
export const saveSpecialSlice = createRequestSlice<SetSpecialWorkTimeInput, SavedSpecialWorkTime>(
  STORE_KEY,
  'special-hours-save',
);

export interface SpecialHoursApi {
  getSpecialWorkTime: () => Promise<SpecialWorkTime>;
  setSpecialWorkTime: (input: SetSpecialWorkTimeInput) => Promise<SavedSpecialWorkTime>;
}

export function specialHoursSagas(api: SpecialHoursApi) {
  return [
    specialSlice.saga(api.getSpecialWorkTime),
    // The answer of a save is the whole list again, so it replaces the loaded one.
    saveSpecialSlice.saga(api.setSpecialWorkTime, ({ time_zone, days }) => [
      specialSlice.success({ time_zone, days }, undefined),
    ]),
  ];
}

export const specialHoursSlices = [specialSlice, saveSpecialSlice];
