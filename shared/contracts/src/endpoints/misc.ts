import type { Endpoint } from './endpoint';
import { configIdQuerySchema, okResponseSchema } from '../schemas/common';
import {
  benchHelloResponseSchema,
  businessContactBodySchema,
  frontendErrorBodySchema,
  frontendErrorResponseSchema,
  newsletterBodySchema,
  newsletterTokenBodySchema,
} from '../schemas/misc';

export const benchHello = {
  method: 'GET',
  path: '/__bench/hello',
  response: benchHelloResponseSchema,
} as const satisfies Endpoint;

export const reportFrontendError = {
  method: 'POST',
  path: '/v4/frontend_error',
  query: configIdQuerySchema,
  body: frontendErrorBodySchema,
  response: frontendErrorResponseSchema,
} as const satisfies Endpoint;

export const subscribeNewsletter = {
  method: 'POST',
  path: '/subscribe/newsletter',
  query: configIdQuerySchema,
  body: newsletterBodySchema,
  response: okResponseSchema,
} as const satisfies Endpoint;

export const confirmNewsletter = {
  method: 'POST',
  path: '/subscribe/newsletter/confirm',
  body: newsletterTokenBodySchema,
  response: okResponseSchema,
} as const satisfies Endpoint;

export const unsubscribeNewsletter = {
  method: 'POST',
  path: '/subscribe/newsletter/unsubscribe',
  body: newsletterTokenBodySchema,
  response: okResponseSchema,
} as const satisfies Endpoint;

export const businessContact = {
  method: 'POST',
  path: '/contact/business',
  query: configIdQuerySchema,
  body: businessContactBodySchema,
  response: okResponseSchema,
} as const satisfies Endpoint;
