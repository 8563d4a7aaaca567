import type { FromSchema } from 'json-schema-to-ts';
import { apiRequest } from '@rozmova/web/api-client';
import type { Series } from '@rozmova/contracts/schemas/series';
import type { endSeriesBodySchema } from '@rozmova/contracts/schemas/series-changes';

export type EndSeriesInput = FromSchema<typeof endSeriesBodySchema>;

/** The therapist ends a series: every future session of it is cancelled (never late, refunded) and the client told. */
export function endSeries(input: EndSeriesInput): Promise<Series> {
  return apiRequest<Series>('/v4/series/end', { method: 'POST', body: input });
}
