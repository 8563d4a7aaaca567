import type { FromSchema } from 'json-schema-to-ts';
import { apiRequest } from '@rozmova/web/api-client';
import type { weeklyIntervalSchema, weeklyWorkTimeSchema } from '@rozmova/contracts/schemas/scheduling';

export type WeeklyInterval = FromSchema<typeof weeklyIntervalSchema>;
export type WeeklyWorkTime = FromSchema<typeof weeklyWorkTimeSchema>;

export function getWeeklyWorkTime(): Promise<WeeklyWorkTime> {
  return apiRequest<WeeklyWorkTime>('/v4/time_management/get_weekly_work_time');
}
