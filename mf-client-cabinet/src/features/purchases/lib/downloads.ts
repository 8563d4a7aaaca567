// The purchases page's downloads and paging: links the browser follows and the page size the list asks for.
import { buildApiUrl } from '@rozmova/web/api-client';
import { endpointPath } from '@rozmova/contracts/endpoints/endpoint';
import { orderReceipt } from '@rozmova/contracts/endpoints/my-data';

export { giftCertificateUrl } from '@rozmova/web/purchases-client';

export const ORDERS_PER_PAGE = 10;

/** The PDF receipt of a paid order, in the order's market language and currency (a download). */
export function receiptUrl(orderId: string): string {
  return buildApiUrl(endpointPath(orderReceipt), { order_id: orderId });
}
