// The series calls of the booking widget: the week-by-week check of a planned series and booking it.
import { apiRequest } from '@rozmova/web/api-client';
import type { SeriesPreview } from '@rozmova/contracts/schemas/series';
import type { CreatedSeries, SeriesCreateInput, SeriesPreviewInput } from '../store/series-types';

export function previewSeries({ config_id, ...query }: SeriesPreviewInput): Promise<SeriesPreview> {
  return apiRequest<SeriesPreview>('/v4/series/preview', { query: { ...query }, configId: config_id });
}

export function createSeries({ config_id, ...body }: SeriesCreateInput): Promise<CreatedSeries> {
  return apiRequest<CreatedSeries>('/v4/series/create', { method: 'POST', body, configId: config_id });
}
