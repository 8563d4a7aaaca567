import type { Endpoint } from './endpoint';
import { configIdOnlyQuerySchema, initiatePurchaseResponseSchema } from '../schemas/purchases';
import {
  createSeriesBodySchema,
  createSeriesResponseSchema,
  getSeriesQuerySchema,
  listSeriesQuerySchema,
  listSeriesResponseSchema,
  seriesPreviewQuerySchema,
  seriesPreviewResponseSchema,
  seriesSchema,
} from '../schemas/series';
import {
  cancelSeriesBodySchema,
  cancelSeriesResponseSchema,
  endSeriesBodySchema,
  moveSeriesBodySchema,
  payOccurrenceBodySchema,
} from '../schemas/series-changes';

export const seriesPreview = {
  method: 'GET',
  path: '/v4/series/preview',
  query: seriesPreviewQuerySchema,
  response: seriesPreviewResponseSchema,
} as const satisfies Endpoint;

export const createSeries = {
  method: 'POST',
  path: '/v4/series/create',
  query: configIdOnlyQuerySchema,
  body: createSeriesBodySchema,
  response: createSeriesResponseSchema,
} as const satisfies Endpoint;

export const listSeries = {
  method: 'GET',
  path: '/v4/series/list',
  query: listSeriesQuerySchema,
  response: listSeriesResponseSchema,
} as const satisfies Endpoint;

export const getSeries = {
  method: 'GET',
  path: '/v4/series/get',
  query: getSeriesQuerySchema,
  response: seriesSchema,
} as const satisfies Endpoint;

export const cancelSeries = {
  method: 'POST',
  path: '/v4/series/cancel',
  body: cancelSeriesBodySchema,
  response: cancelSeriesResponseSchema,
} as const satisfies Endpoint;

export const moveSeries = {
  method: 'POST',
  path: '/v4/series/move',
  body: moveSeriesBodySchema,
  response: seriesSchema,
} as const satisfies Endpoint;

export const endSeries = {
  method: 'POST',
  path: '/v4/series/end',
  body: endSeriesBodySchema,
  response: seriesSchema,
} as const satisfies Endpoint;

export const payOccurrence = {
  method: 'POST',
  path: '/v4/series/pay_occurrence',
  query: configIdOnlyQuerySchema,
  body: payOccurrenceBodySchema,
  response: initiatePurchaseResponseSchema,
} as const satisfies Endpoint;
