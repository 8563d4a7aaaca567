import type { FromSchema } from 'json-schema-to-ts';
import { call } from '@rozmova/web/api-client';
import * as seriesEndpoints from '@rozmova/contracts/endpoints/series';
import type { Series } from '@rozmova/contracts/schemas/series';
import type { moveSeriesBodySchema } from '@rozmova/contracts/schemas/series-changes';

export type MoveSeriesInput = FromSchema<typeof moveSeriesBodySchema>;

/**
 * Moves a series session, with `this_and_following` every later one too (the same change on the therapist's
 * clock). All or nothing: a 409 `series_move_conflict` names each session that could not be moved.
 */
export function moveSeries(input: MoveSeriesInput): Promise<Series> {
  return call(seriesEndpoints.moveSeries, { body: input });
}
