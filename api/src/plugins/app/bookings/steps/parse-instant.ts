// Step: read a start time the caller sent as text. Anything Date.parse cannot read is a 400 naming the field.
import { ApiError } from '../../../../errors';

export function parseInstant(value: string, field: string): number {
  const ms = Date.parse(value);
  if (!Number.isFinite(ms))
    throw new ApiError(400, 'validation_failed', `${field} is not a date-time.`, [{ field, rule: 'format' }]);
  return ms;
}
