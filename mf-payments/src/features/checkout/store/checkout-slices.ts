// The server data of the appointment checkout (the therapist, the client's tokens for this session, the
// price with the promo code) and paying: by card (the order, then the provider's page) or with a token.
// Sagas run every call; the page only dispatches and reads.
import type { MarketLocale } from '@rozmova/contracts/markets';
import { createRequestSlice } from '@rozmova/web/store/request-slice';
import { STORE_KEY } from '../../../lib/store-key';
import { getTherapists, type TherapistSummary } from '../../../lib/therapists-api';
import { getTokenBalance, useToken } from '../../../lib/tokens-api';
import {
  initiateAppointmentPurchase,
  type AppointmentPurchase,
  type InitiatedPurchase,
} from '../../../lib/appointment-purchase';
import { leaveForProvider } from '../../../lib/leave-for-provider';
import { getPriceForUser } from '../api/price-for-user';

export interface CheckoutChoice {
  locale: MarketLocale;
  worker_id: string;
  service_id: string;
  promo_code?: string;
}

export interface CheckoutPayment {
  locale: MarketLocale;
  method: 'card' | 'token';
  purchase: AppointmentPurchase;
}

export type PaymentOutcome = { method: 'card'; order: InitiatedPurchase } | { method: 'token'; booking_id: string };

export const checkoutTherapistSlice = createRequestSlice<Omit<CheckoutChoice, 'service_id'>, TherapistSummary | null>(
  STORE_KEY,
  'checkout-therapist',
);
/** How many of the client's tokens pay for this session (with this therapist or any). */
export const checkoutTokensSlice = createRequestSlice<CheckoutChoice, number>(STORE_KEY, 'checkout-tokens');
/** What the client pays with the promo code they chose. */
export const checkoutPriceSlice = createRequestSlice<CheckoutChoice, number>(STORE_KEY, 'checkout-price');
/** One payment at a time, by card or by token: a second click while one runs is dropped. */
export const checkoutPaymentSlice = createRequestSlice<CheckoutPayment, PaymentOutcome>(STORE_KEY, 'checkout-payment');

const api = { getTherapists, getTokenBalance, getPriceForUser, initiateAppointmentPurchase, bookWithToken: useToken };

export function checkoutSagas(calls = api) {
  return [
    checkoutTherapistSlice.saga(async ({ locale, worker_id }) => {
      const list = await calls.getTherapists(locale);
      return list.find((th) => th.id === worker_id) ?? null;
    }),
    checkoutTokensSlice.saga(async ({ locale, worker_id, service_id }) => {
      const balance = await calls.getTokenBalance(locale);
      return balance.balances
        .filter((b) => b.service_id === service_id && (b.worker_id === null || b.worker_id === worker_id))
        .reduce((sum, b) => sum + b.balance, 0);
    }),
    checkoutPriceSlice.saga(({ locale, worker_id, service_id, promo_code }) =>
      calls.getPriceForUser(locale, { worker_id, service_id, promo_code }),
    ),
    checkoutPaymentSlice.saga(
      async ({ locale, method, purchase }): Promise<PaymentOutcome> => {
        if (method === 'card') return { method, order: await calls.initiateAppointmentPurchase(locale, purchase) };
        const booked = await calls.bookWithToken(locale, {
          worker_id: purchase.worker_id,
          service_id: purchase.service_id,
          starts_at: purchase.starts_at,
          ...(purchase.partner_email ? { partner_email: purchase.partner_email } : {}),
        });
        return { method, booking_id: booked.booking_id };
      },
      undefined,
      { leading: true },
    ),
    leaveForProvider(checkoutPaymentSlice, (paid) => (paid.method === 'card' ? paid.order.checkout_url : null)),
  ];
}

export const checkoutSlices = [checkoutTherapistSlice, checkoutTokensSlice, checkoutPriceSlice, checkoutPaymentSlice];
