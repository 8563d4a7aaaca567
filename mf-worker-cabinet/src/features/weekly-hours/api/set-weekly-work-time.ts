import { call } from '@rozmova/web/api-client';
import * as timeManagementEndpoints from '@rozmova/contracts/endpoints/time-management';
import type { WeeklyInterval, WeeklyWorkTime } from './get-weekly-work-time';

/** Replaces the whole week; the api answers 400 with `details` naming `intervals[i]` for what it refuses. */
export function setWeeklyWorkTime(intervals: WeeklyInterval[]): Promise<WeeklyWorkTime> {
  return call(timeManagementEndpoints.setWeeklyWorkTime, { body: { intervals } });
}
