// The admin's order calls: search, one order in full, refund.
import type { FromSchema } from 'json-schema-to-ts';
import { call } from '@rozmova/web/api-client';
import * as adminEndpoints from '@rozmova/contracts/endpoints/admin';
import type {
  adminOrderDetailSchema,
  adminOrdersQuerySchema,
  adminOrdersResponseSchema,
  adminRefundBodySchema,
} from '@rozmova/contracts/schemas/admin';

export type AdminOrders = FromSchema<typeof adminOrdersResponseSchema>;
export type AdminOrderDetail = FromSchema<typeof adminOrderDetailSchema>;

// The page size stays the api's default.
export type OrderSearch = Omit<
  FromSchema<typeof adminOrdersQuerySchema, { keepDefaultedPropertiesOptional: true }>,
  'config_id' | 'per_page'
>;

export function searchOrders(query: OrderSearch): Promise<AdminOrders> {
  return call(adminEndpoints.adminOrders, { query });
}

export function getOrder(id: string): Promise<AdminOrderDetail> {
  return call(adminEndpoints.adminOrder, { params: { id } });
}

export function refundOrder(
  input: { id: string } & Partial<FromSchema<typeof adminRefundBodySchema>>,
): Promise<AdminOrderDetail> {
  return call(adminEndpoints.adminRefundOrder, {
    params: { id: input.id },
    body: {
      ...(input.reason ? { reason: input.reason } : {}),
      ...(input.client_asked_for_token ? { client_asked_for_token: true } : {}),
    },
  });
}
