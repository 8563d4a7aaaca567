import type { Endpoint } from './endpoint';
import {
  applyPurchaseRuleBodySchema,
  applyPurchaseRuleQuerySchema,
  applyPurchaseRuleResponseSchema,
} from '../schemas/promo';
import {
  configIdOnlyQuerySchema,
  initiateAppointmentBodySchema,
  initiatePurchaseResponseSchema,
} from '../schemas/purchases';

export const applyPurchaseRule = {
  method: 'POST',
  path: '/v4/purchase_rule/apply_purchase_rule',
  query: applyPurchaseRuleQuerySchema,
  body: applyPurchaseRuleBodySchema,
  response: applyPurchaseRuleResponseSchema,
} as const satisfies Endpoint;

export const initiateAppointmentPurchase = {
  method: 'POST',
  path: '/v4/purchase_rule/initiate_purchase_of_appointment',
  query: configIdOnlyQuerySchema,
  body: initiateAppointmentBodySchema,
  response: initiatePurchaseResponseSchema,
} as const satisfies Endpoint;
