import { createRequestSlice } from '@rozmova/web/store/request-slice';
import { STORE_KEY } from '../../../lib/store-key';
import type { AdminOrderDetail, AdminOrders, OrderSearch } from '../api/admin-orders';

export const orderSearchSlice = createRequestSlice<OrderSearch, AdminOrders>(STORE_KEY, 'admin-orders');
export const orderDetailSlice = createRequestSlice<string, AdminOrderDetail>(STORE_KEY, 'admin-order');
export const refundSlice = createRequestSlice<
  { id: string; reason?: string; client_asked_for_token?: boolean },
  AdminOrderDetail
>(STORE_KEY, 'admin-order-refund');

export interface AdminOrdersApi {
  searchOrders: (query: OrderSearch) => Promise<AdminOrders>;
  getOrder: (id: string) => Promise<AdminOrderDetail>;
  refundOrder: (input: { id: string; reason?: string; client_asked_for_token?: boolean }) => Promise<AdminOrderDetail>;
}

export function adminOrdersSagas(api: AdminOrdersApi) {
  return [
    orderSearchSlice.saga(api.searchOrders),
    orderDetailSlice.saga(api.getOrder),
    // The answer is the order as it now stands: it replaces the one on screen.
    refundSlice.saga(api.refundOrder, (detail) => [orderDetailSlice.success(detail, detail.order.id)]),
  ];
}

export const adminOrdersSlices = [orderSearchSlice, orderDetailSlice, refundSlice];
