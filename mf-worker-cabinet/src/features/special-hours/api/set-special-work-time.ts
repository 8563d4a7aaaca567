import { apiRequest } from '@rozmova/web/api-client';
import type { SpecialDay, SpecialWorkTime } from './get-special-work-time';

export interface SetSpecialWorkTimeInput {
  days?: SpecialDay[];
  clear_dates?: string[];
}

export function setSpecialWorkTime(input: SetSpecialWorkTimeInput): Promise<SpecialWorkTime> {
  return apiRequest<SpecialWorkTime>('/v4/time_management/set_special_work_time', { method: 'POST', body: input });
}
