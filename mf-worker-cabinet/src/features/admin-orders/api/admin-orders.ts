// The admin's order calls: search, one order in full, refund.
import type { FromSchema } from 'json-schema-to-ts';
import { apiRequest } from '@rozmova/web/api-client';
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
  return apiRequest<AdminOrders>('/v4/admin/orders', { query: { ...query } });
}

export function getOrder(id: string): Promise<AdminOrderDetail> {
  return apiRequest<AdminOrderDetail>(`/v4/admin/orders/${encodeURIComponent(id)}`);
}

export function refundOrder(
  input: { id: string } & Partial<FromSchema<typeof adminRefundBodySchema>>,
): Promise<AdminOrderDetail> {
  return apiRequest<AdminOrderDetail>(`/v4/admin/orders/${encodeURIComponent(input.id)}/refund`, {
    method: 'POST',
    body: {
      ...(input.reason ? { reason: input.reason } : {}),
      ...(input.client_asked_for_token ? { client_asked_for_token: true } : {}),
    },
  });
}
