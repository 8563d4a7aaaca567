import type { FromSchema } from 'json-schema-to-ts';
import { apiRequest } from '@rozmova/web/api-client';
import type { specialDaySchema, specialWorkTimeSchema } from '@rozmova/contracts/schemas/scheduling';

export type SpecialDay = FromSchema<typeof specialDaySchema>;
export type SpecialWorkTime = FromSchema<typeof specialWorkTimeSchema>;

export function getSpecialWorkTime(): Promise<SpecialWorkTime> {
  return apiRequest<SpecialWorkTime>('/v4/time_management/get_special_work_time');
}
