import { apiRequest } from '@rozmova/web/api-client';

export interface WeeklyInterval {
  weekday: number;
  start: string;
  end: string;
}

export interface WeeklyWorkTime {
  time_zone: string;
  intervals: WeeklyInterval[];
}

export function getWeeklyWorkTime(): Promise<WeeklyWorkTime> {
  return apiRequest<WeeklyWorkTime>('/v4/time_management/get_weekly_work_time');
}
