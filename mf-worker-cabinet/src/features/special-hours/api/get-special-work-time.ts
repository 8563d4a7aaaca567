import type { FromSchema } from 'json-schema-to-ts';
import { call } from '@rozmova/web/api-client';
import * as timeManagementEndpoints from '@rozmova/contracts/endpoints/time-management';
import type { specialDaySchema, specialWorkTimeSchema } from '@rozmova/contracts/schemas/scheduling';

export type SpecialDay = FromSchema<typeof specialDaySchema>;
export type SpecialWorkTime = FromSchema<typeof specialWorkTimeSchema>;

export function getSpecialWorkTime(): Promise<SpecialWorkTime> {
  return call(timeManagementEndpoints.specialWorkTime);
}
