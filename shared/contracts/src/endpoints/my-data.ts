import type { Endpoint } from './endpoint';
import { deletionPreviewSchema } from '../schemas/account-deletion';
import { myDataExportSchema, orderReceiptQuerySchema } from '../schemas/my-data';

export const deletionPreview = {
  method: 'GET',
  path: '/v4/account/deletion_preview',
  response: deletionPreviewSchema,
} as const satisfies Endpoint;

export const exportMyData = {
  method: 'GET',
  path: '/v4/account/export_my_data',
  response: myDataExportSchema,
} as const satisfies Endpoint;

export const orderReceipt = {
  method: 'GET',
  path: '/v4/payments/order_receipt',
  query: orderReceiptQuerySchema,
} as const satisfies Endpoint;
