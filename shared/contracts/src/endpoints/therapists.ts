import type { Endpoint } from './endpoint';
import {
  psychologistPhotoQuerySchema,
  therapistsQuerySchema,
  therapistsResponseSchema,
  updateWorkerBaseDataBodySchema,
  updateWorkerPhotoBodySchema,
  workerBaseDataSchema,
} from '../schemas/therapists';

export const therapists = {
  method: 'GET',
  path: '/get_therapists_data',
  query: therapistsQuerySchema,
  response: therapistsResponseSchema,
} as const satisfies Endpoint;

export const psychologistPhoto = {
  method: 'GET',
  path: '/psychologist_photo',
  query: psychologistPhotoQuerySchema,
} as const satisfies Endpoint;

export const workerBaseData = {
  method: 'GET',
  path: '/v4/get_worker_base_data',
  response: workerBaseDataSchema,
} as const satisfies Endpoint;

export const updateWorkerBaseData = {
  method: 'POST',
  path: '/v4/update_worker_base_data',
  body: updateWorkerBaseDataBodySchema,
  response: workerBaseDataSchema,
} as const satisfies Endpoint;

export const updateWorkerPhoto = {
  method: 'POST',
  path: '/v4/update_worker_photo',
  body: updateWorkerPhotoBodySchema,
  response: workerBaseDataSchema,
} as const satisfies Endpoint;
