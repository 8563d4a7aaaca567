import { apiRequest } from '@rozmova/web/api-client';
import type { WeeklyInterval, WeeklyWorkTime } from './get-weekly-work-time';

/** Replaces the whole week; the api answers 400 with `details` naming `intervals[i]` for what it refuses. */
export function setWeeklyWorkTime(intervals: WeeklyInterval[]): Promise<WeeklyWorkTime> {
  return apiRequest<WeeklyWorkTime>('/v4/time_management/set_weekly_work_time', {
    method: 'POST',
    body: { intervals },
  });
}
