import type { FromSchema } from 'json-schema-to-ts';
import { apiRequest } from '@rozmova/web/api-client';
import type { setSpecialWorkTimeBodySchema } from '@rozmova/contracts/schemas/scheduling';
import type { SpecialWorkTime } from './get-special-work-time';

export type SetSpecialWorkTimeInput = FromSchema<typeof setSpecialWorkTimeBodySchema>;

export function setSpecialWorkTime(input: SetSpecialWorkTimeInput): Promise<SpecialWorkTime> {
  return apiRequest<SpecialWorkTime>('/v4/time_management/set_special_work_time', { method: 'POST', body: input });
}
