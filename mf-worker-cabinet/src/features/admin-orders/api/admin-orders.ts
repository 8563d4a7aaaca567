// The admin's order calls: search, one order in full, refund.
import { call } from '@rozmova/web/api-client';
import * as adminEndpoints from '@rozmova/contracts/endpoints/admin';
import type { EndpointBody, EndpointQuery, EndpointResponse } from '@rozmova/contracts/endpoints/endpoint';

export type AdminOrders = EndpointResponse<typeof adminEndpoints.adminOrders>;
export type AdminOrderDetail = EndpointResponse<typeof adminEndpoints.adminOrder>;
/** What the admin searches by; the page size stays the api's default. */
export type OrderSearch = Omit<EndpointQuery<typeof adminEndpoints.adminOrders>, 'per_page'>;

export function searchOrders(query: OrderSearch): Promise<AdminOrders> {
  return call(adminEndpoints.adminOrders, { query });
}

export function getOrder(id: string): Promise<AdminOrderDetail> {
  return call(adminEndpoints.adminOrder, { params: { id } });
}

export function refundOrder(
  input: { id: string } & Partial<EndpointBody<typeof adminEndpoints.adminRefundOrder>>,
): Promise<AdminOrderDetail> {
  return call(adminEndpoints.adminRefundOrder, {
    params: { id: input.id },
    body: {
      ...(input.reason ? { reason: input.reason } : {}),
      ...(input.client_asked_for_token ? { client_asked_for_token: true } : {}),
    },
  });
}
