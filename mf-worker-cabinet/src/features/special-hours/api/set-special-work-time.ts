import type { FromSchema } from 'json-schema-to-ts';
import { call } from '@rozmova/web/api-client';
import * as timeManagementEndpoints from '@rozmova/contracts/endpoints/time-management';
import type {
  setSpecialWorkTimeBodySchema,
  setSpecialWorkTimeResponseSchema,
} from '@rozmova/contracts/schemas/scheduling';

export type SetSpecialWorkTimeInput = FromSchema<typeof setSpecialWorkTimeBodySchema>;
/** The saved days, and the booked sessions they no longer cover (kept, never dropped: the therapist moves them). */
export type SavedSpecialWorkTime = FromSchema<typeof setSpecialWorkTimeResponseSchema>;

export function setSpecialWorkTime(input: SetSpecialWorkTimeInput): Promise<SavedSpecialWorkTime> {
  return call(timeManagementEndpoints.setSpecialWorkTime, { body: input });
}
