import { apiRequest } from '@rozmova/web/api-client';

export interface SpecialDay {
  date: string;
  intervals: Array<{ start: string; end: string }>;
  note?: string;
}

export interface SpecialWorkTime {
  time_zone: string;
  days: SpecialDay[];
}

export function getSpecialWorkTime(): Promise<SpecialWorkTime> {
  return apiRequest<SpecialWorkTime>('/v4/time_management/get_special_work_time');
}
