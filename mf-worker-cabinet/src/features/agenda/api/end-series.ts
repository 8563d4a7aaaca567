import type { FromSchema } from 'json-schema-to-ts';
import { call } from '@rozmova/web/api-client';
import * as seriesEndpoints from '@rozmova/contracts/endpoints/series';
import type { Series } from '@rozmova/contracts/schemas/series';
import type { endSeriesBodySchema } from '@rozmova/contracts/schemas/series-changes';

export type EndSeriesInput = FromSchema<typeof endSeriesBodySchema>;

/** The therapist ends a series: every future session of it is cancelled (never late, refunded) and the client told. */
export function endSeries(input: EndSeriesInput): Promise<Series> {
  return call(seriesEndpoints.endSeries, { body: input });
}
