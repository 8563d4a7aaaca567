import type { Endpoint } from './endpoint';
import {
  giftcodeListResponseSchema,
  giftcodePreviewQuerySchema,
  giftcodeResultQuerySchema,
  initiateGiftcodeBodySchema,
  redeemGiftcodeBodySchema,
  redeemGiftcodeResponseSchema,
} from '../schemas/giftcode';
import { configIdOnlyQuerySchema, initiatePurchaseResponseSchema } from '../schemas/purchases';

export const initiateGiftcodePurchase = {
  method: 'POST',
  path: '/v4/giftcode/initiate_purchase_of_giftcode',
  query: configIdOnlyQuerySchema,
  body: initiateGiftcodeBodySchema,
  response: initiatePurchaseResponseSchema,
} as const satisfies Endpoint;

export const giftcodePreviewPdf = {
  method: 'GET',
  path: '/v4/giftcode/pdf/preview',
  query: giftcodePreviewQuerySchema,
} as const satisfies Endpoint;

export const giftcodeResultPdf = {
  method: 'GET',
  path: '/v4/giftcode/pdf/result',
  query: giftcodeResultQuerySchema,
} as const satisfies Endpoint;

export const redeemGiftcode = {
  method: 'POST',
  path: '/v4/giftcode/redeem',
  body: redeemGiftcodeBodySchema,
  response: redeemGiftcodeResponseSchema,
} as const satisfies Endpoint;

export const purchasedGiftcodes = {
  method: 'GET',
  path: '/v4/giftcode/get_purchased_giftcodes',
  response: giftcodeListResponseSchema,
} as const satisfies Endpoint;
