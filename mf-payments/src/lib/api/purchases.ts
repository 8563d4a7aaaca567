// The purchase calls: each returns where to pay (checkout_url) or, for a zero price, a paid order.
import { apiRequest } from '@rozmova/shared/api-client';
import type { MarketLocale } from '@rozmova/shared/markets';
import type { InitiatedPurchase } from './types';

export interface AppointmentPurchase {
  worker_id: string;
  service_id: string;
  starts_at: string;
  promo_code?: string;
  partner_email?: string;
}

export function initiateAppointmentPurchase(locale: MarketLocale, body: AppointmentPurchase): Promise<InitiatedPurchase> {
  return apiRequest<InitiatedPurchase>('/v4/purchase_rule/initiate_purchase_of_appointment', { method: 'POST', body, configId: locale });
}

export function initiateBundlePurchase(locale: MarketLocale, body: { service_id: string; quantity: number; promo_code?: string }): Promise<InitiatedPurchase> {
  return apiRequest<InitiatedPurchase>('/v4/token_management/initiate_purchase_of_bundle', { method: 'POST', body, configId: locale });
}

export function initiateSubscriptionPurchase(
  locale: MarketLocale,
  body: { worker_id: string; service_id: string; sessions_per_month: number; promo_code?: string },
): Promise<InitiatedPurchase> {
  return apiRequest<InitiatedPurchase>('/v4/subscription_management/initiate_purchase_of_subscription', { method: 'POST', body, configId: locale });
}

export interface GiftPurchase {
  service_id: string;
  sessions: number;
  recipient_name?: string;
  sender_name?: string;
  message?: string;
}

export function initiateGiftPurchase(locale: MarketLocale, body: GiftPurchase): Promise<InitiatedPurchase> {
  return apiRequest<InitiatedPurchase>('/v4/giftcode/initiate_purchase_of_giftcode', { method: 'POST', body, configId: locale });
}
