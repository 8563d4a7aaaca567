// The paid gift certificate with its code, as the api sends it (a PDF download): offered on the payment
// result page and in the client's list of purchased codes.
import { buildApiUrl } from '@rozmova/web/api-client';

export function giftResultUrl(orderId: string): string {
  return buildApiUrl('/v4/giftcode/pdf/result', { order_id: orderId });
}
