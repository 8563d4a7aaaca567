// The series calls of the booking widget: the week-by-week check of a planned series and booking it.
import { call } from '@rozmova/web/api-client';
import * as endpoints from '@rozmova/contracts/endpoints/series';
import type { SeriesPreview } from '@rozmova/contracts/schemas/series';
import type { CreatedSeries, SeriesCreateInput, SeriesPreviewInput } from '../store/series-types';

export function previewSeries({ config_id, ...query }: SeriesPreviewInput): Promise<SeriesPreview> {
  return call(endpoints.seriesPreview, { query }, { configId: config_id });
}

export function createSeries({ config_id, ...body }: SeriesCreateInput): Promise<CreatedSeries> {
  return call(endpoints.createSeries, { body }, { configId: config_id });
}
