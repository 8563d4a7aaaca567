import type { Endpoint } from './endpoint';
import {
  adminOrderDetailSchema,
  adminOrdersQuerySchema,
  adminOrdersResponseSchema,
  adminRefundBodySchema,
  adminTherapistSchema,
  adminTherapistsQuerySchema,
  adminTherapistsResponseSchema,
  createTherapistBodySchema,
  createTherapistResponseSchema,
  deactivateTherapistResponseSchema,
  errorReportsQuerySchema,
  errorReportsResponseSchema,
  orderIdParamsSchema,
  therapistIdParamsSchema,
  updateTherapistBodySchema,
} from '../schemas/admin';
import {
  createPromoRuleBodySchema,
  promoRuleIdParamsSchema,
  promoRuleListResponseSchema,
  promoRuleSchema,
  updatePromoRuleBodySchema,
} from '../schemas/promo';

export const adminErrorReports = {
  method: 'GET',
  path: '/v4/admin/frontend_errors',
  query: errorReportsQuerySchema,
  response: errorReportsResponseSchema,
} as const satisfies Endpoint;

export const adminOrders = {
  method: 'GET',
  path: '/v4/admin/orders',
  query: adminOrdersQuerySchema,
  response: adminOrdersResponseSchema,
} as const satisfies Endpoint;

export const adminOrder = {
  method: 'GET',
  path: '/v4/admin/orders/:id',
  params: orderIdParamsSchema,
  response: adminOrderDetailSchema,
} as const satisfies Endpoint;

export const adminRefundOrder = {
  method: 'POST',
  path: '/v4/admin/orders/:id/refund',
  params: orderIdParamsSchema,
  body: adminRefundBodySchema,
  response: adminOrderDetailSchema,
} as const satisfies Endpoint;

export const adminPromoRules = {
  method: 'GET',
  path: '/v4/admin/promo_rules',
  response: promoRuleListResponseSchema,
} as const satisfies Endpoint;

export const adminCreatePromoRule = {
  method: 'POST',
  path: '/v4/admin/promo_rules',
  body: createPromoRuleBodySchema,
  response: promoRuleSchema,
  status: 201,
} as const satisfies Endpoint;

export const adminUpdatePromoRule = {
  method: 'PATCH',
  path: '/v4/admin/promo_rules/:id',
  params: promoRuleIdParamsSchema,
  body: updatePromoRuleBodySchema,
  response: promoRuleSchema,
} as const satisfies Endpoint;

export const adminTherapists = {
  method: 'GET',
  path: '/v4/admin/therapists',
  query: adminTherapistsQuerySchema,
  response: adminTherapistsResponseSchema,
} as const satisfies Endpoint;

export const adminCreateTherapist = {
  method: 'POST',
  path: '/v4/admin/therapists',
  body: createTherapistBodySchema,
  response: createTherapistResponseSchema,
  status: 201,
} as const satisfies Endpoint;

export const adminUpdateTherapist = {
  method: 'PATCH',
  path: '/v4/admin/therapists/:id',
  params: therapistIdParamsSchema,
  body: updateTherapistBodySchema,
  response: adminTherapistSchema,
} as const satisfies Endpoint;

export const adminDeactivateTherapist = {
  method: 'POST',
  path: '/v4/admin/therapists/:id/deactivate',
  params: therapistIdParamsSchema,
  response: deactivateTherapistResponseSchema,
} as const satisfies Endpoint;
