import type { FromSchema } from 'json-schema-to-ts';
import { call } from '@rozmova/web/api-client';
import * as seriesEndpoints from '@rozmova/contracts/endpoints/series';
import type { endSeriesBodySchema, Series } from '@rozmova/contracts/schemas/series';

export type EndSeriesInput = FromSchema<typeof endSeriesBodySchema>;

/** The therapist ends a series: every future session of it is cancelled (never late, refunded) and the client told. */
export function endSeries(input: EndSeriesInput): Promise<Series> {
  return call(seriesEndpoints.endSeries, { body: input });
}
