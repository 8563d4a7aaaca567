import type { FromSchema } from 'json-schema-to-ts';
import { call } from '@rozmova/web/api-client';
import * as timeManagementEndpoints from '@rozmova/contracts/endpoints/time-management';
import type { weeklyIntervalSchema, weeklyWorkTimeSchema } from '@rozmova/contracts/schemas/scheduling';

export type WeeklyInterval = FromSchema<typeof weeklyIntervalSchema>;
export type WeeklyWorkTime = FromSchema<typeof weeklyWorkTimeSchema>;

export function getWeeklyWorkTime(): Promise<WeeklyWorkTime> {
  return call(timeManagementEndpoints.weeklyWorkTime);
}
