// Purchases: the one path that opens an order for any of the four purchase kinds (appointment, bundle,
// subscription, gift code), and what a client does with what they bought (spend a token, stop a subscription).
import { randomUUID } from 'node:crypto';
import type { MarketLocale } from '@rozmova/contracts/markets';
import { ApiError } from '../../../../errors';
import type { Queryable } from '../../../external/db';
import { serviceKindOrThrow } from '../../pricing';
import type { Quote } from '../../pricing/pricing-contract';
import type { PaymentProvider } from '../../providers';
import { CHECKOUT_TEXTS } from '../checkout-texts';
import { ordersRepository as orders, type NewOrder, type OrderRow } from '../orders-repository';
import { resultUrlOf, type Buyer, type PaymentsDeps } from './deps';
import type { Fulfilment } from './fulfilment';

/** What a client asks to buy; the kind decides what the order holds and how its price is quoted. */
export type PurchaseRequest =
  | {
      kind: 'appointment';
      workerId: string;
      serviceId: string;
      startsAt: string;
      promoCode?: string;
      partnerEmail?: string;
      /** A series occurrence already held for the buyer: the order pays for it instead of holding a new slot. */
      heldBookingId?: string;
    }
  | { kind: 'subscription'; workerId: string; serviceId: string; sessionsPerMonth: number; promoCode?: string }
  | { kind: 'bundle'; serviceId: string; quantity: number; promoCode?: string }
  | {
      kind: 'giftcode';
      serviceId: string;
      sessions: number;
      recipientName?: string;
      senderName?: string;
      message?: string;
      promoCode?: string;
    };

/** The order's fields that depend on the kind (the rest come from the buyer and the quote). */
type Placement = Pick<NewOrder, 'worker_id' | 'quantity' | 'booking_id' | 'starts_at' | 'expires_at' | 'details'>;

export class Purchases {
  constructor(
    private readonly deps: PaymentsDeps,
    private readonly fulfilment: Fulfilment,
  ) {}

  /** Quotes the price, places the order (holding the slot for an appointment) and opens the provider's checkout. */
  async open(buyer: Buyer, locale: MarketLocale, request: PurchaseRequest): Promise<OrderRow> {
    serviceKindOrThrow(request.serviceId);
    const provider = this.deps.providers.forMarket(locale);
    if (request.kind === 'appointment' && request.heldBookingId) {
      // Paying a held series occurrence again while its checkout is open gives that same checkout.
      const open = await orders.findByBooking(this.deps.db, request.heldBookingId);
      if (open && open.status === 'pending' && open.client_id === buyer.id && open.checkout_url) return open;
    }
    const order = await this.deps.db.tx(async (q) => {
      const quote = await this.deps.pricing.quote(q, {
        locale,
        serviceId: request.serviceId,
        workerId: 'workerId' in request ? request.workerId : null,
        purchaseKind: request.kind,
        promoCode: request.promoCode,
        clientId: buyer.id,
        ...(request.kind === 'bundle' ? { quantity: request.quantity } : {}),
        ...(request.kind === 'giftcode' ? { quantity: request.sessions } : {}),
        ...(request.kind === 'subscription' ? { sessionsPerMonth: request.sessionsPerMonth } : {}),
        lock: true,
        now: new Date(this.deps.clock.now()),
      });
      const placement = await this.place(q, buyer, request, quote);
      const created = await orders.insert(q, {
        id: randomUUID(),
        kind: request.kind,
        client_id: buyer.id,
        locale,
        currency: quote.currency,
        list_amount_minor: quote.listMinor,
        discount_minor: quote.discountMinor,
        amount_minor: quote.priceMinor,
        promo_rule_id: quote.promoRuleId,
        service_id: request.serviceId,
        provider: quote.priceMinor === 0 ? 'none' : provider.name,
        ...placement,
      });
      const placed = await this.afterOrderInserted(q, created);
      // A promo code that made the session free confirmed it inside the transaction: the partner hears now.
      if (placed.kind === 'appointment' && placed.status === 'paid')
        await this.fulfilment.invitePartner(q, placed.booking_id, buyer.id);
      return placed;
    });
    return order.status === 'pending' ? this.attachCheckout(order, provider, order.kind === 'subscription') : order;
  }

  private async place(q: Queryable, buyer: Buyer, request: PurchaseRequest, quote: Quote): Promise<Placement> {
    const unpaidUntil = new Date(this.deps.clock.now() + this.deps.providers.config.orderTtlMinutes * 60_000);
    switch (request.kind) {
      case 'appointment': {
        const hold = request.heldBookingId
          ? await this.deps.bookings.holdForOrder(q, request.heldBookingId, buyer.id)
          : await this.deps.bookings.createHold(q, {
              workerId: request.workerId,
              clientId: buyer.id,
              serviceId: request.serviceId,
              startsAt: request.startsAt,
              partnerEmail: request.partnerEmail ?? null,
            });
        // The order lives exactly as long as the slot is held for it; a series occurrence stays held until its
        // own deadline, so its order is the usual order time or less.
        const holdEnd = new Date(hold.holdExpiresAt);
        return {
          worker_id: request.workerId,
          quantity: 1,
          booking_id: hold.bookingId,
          starts_at: new Date(hold.startsAt),
          expires_at: request.heldBookingId && unpaidUntil < holdEnd ? unpaidUntil : holdEnd,
          details: {},
        };
      }
      case 'subscription':
        if (quote.priceMinor === 0) {
          // Recurring billing is set up by the first charge; a free first month would leave nothing to renew.
          throw new ApiError(422, 'promo_not_for_purchase', 'A subscription cannot start with a free month.');
        }
        if (await this.deps.subscriptions.hasActive(q, buyer.id, request.workerId, request.serviceId)) {
          throw new ApiError(
            409,
            'subscription_exists',
            'You already have an active subscription with this therapist.',
          );
        }
        return {
          worker_id: request.workerId,
          quantity: request.sessionsPerMonth,
          booking_id: null,
          starts_at: null,
          expires_at: unpaidUntil,
          // Renewals are charged at the full monthly price: a promo code discounts the first month only.
          details: { period_amount_minor: quote.listMinor },
        };
      case 'bundle':
        return {
          worker_id: null,
          quantity: request.quantity,
          booking_id: null,
          starts_at: null,
          expires_at: unpaidUntil,
          details: {},
        };
      case 'giftcode':
        return {
          worker_id: null,
          quantity: request.sessions,
          booking_id: null,
          starts_at: null,
          expires_at: unpaidUntil,
          details: {
            recipient_name: request.recipientName?.trim() || null,
            sender_name: request.senderName?.trim() || null,
            message: request.message?.trim() || null,
          },
        };
    }
  }

  /** Reserves the promo use; an order a promo code made free is fulfilled at once, with no provider. */
  private async afterOrderInserted(q: Queryable, order: OrderRow): Promise<OrderRow> {
    const free = order.amount_minor === 0;
    if (order.promo_rule_id) {
      await this.deps.pricing.repo.reserveUsage(
        q,
        order.promo_rule_id,
        order.client_id,
        order.id,
        free ? 'used' : 'reserved',
      );
    }
    if (!free) return order;
    await this.fulfilment.fulfil(q, order, null, new Date(this.deps.clock.now()));
    await orders.setStatus(q, order.id, 'paid');
    return (await orders.find(q, order.id))!;
  }

  private async attachCheckout(order: OrderRow, provider: PaymentProvider, recurring: boolean): Promise<OrderRow> {
    try {
      const session = await provider.createCheckout({
        orderId: order.id,
        amountMinor: order.amount_minor,
        currency: order.currency,
        description: CHECKOUT_TEXTS[order.locale].description[order.kind],
        locale: order.locale,
        resultUrl: resultUrlOf(this.deps.shellUrl, order),
        callbackUrl: `${this.deps.apiBaseUrl}/v4/payments/webhook/${provider.name}`,
        recurring,
        now: new Date(this.deps.clock.now()),
      });
      await orders.setCheckout(this.deps.db, order.id, session.checkoutUrl, session.providerRef);
      return { ...order, checkout_url: session.checkoutUrl, provider_ref: session.providerRef };
    } catch (err) {
      this.deps.log.error({ err, orderId: order.id }, 'payment provider refused the checkout');
      await this.deps.db.tx(async (q) => {
        const locked = await orders.find(q, order.id, true);
        if (locked?.status === 'pending')
          await this.fulfilment.closeUnpaid(q, locked, 'cancelled', 'provider_unavailable');
      });
      throw new ApiError(
        502,
        'payment_provider_unavailable',
        'The payment provider is not answering; nothing was charged. Please try again.',
      );
    }
  }

  /** Books a session paid with a token: the therapist's subscription tokens first, then general ones. */
  async useToken(
    clientId: string,
    locale: MarketLocale,
    input: { workerId: string; serviceId: string; startsAt: string; partnerEmail?: string },
  ): Promise<{ bookingId: string; startsAt: string; endsAt: string; tokensLeft: number }> {
    serviceKindOrThrow(input.serviceId);
    return this.deps.db.tx((q) => this.useTokenIn(q, clientId, locale, input));
  }

  /**
   * useToken inside the caller's transaction (a series books every occurrence in one). `quiet`: no per-session
   * mail to either side, the caller writes its own; `only: 'subscription'`: only the client's subscription with
   * this therapist may pay (409 `no_subscription_sessions` otherwise).
   */
  async useTokenIn(
    q: Queryable,
    clientId: string,
    locale: MarketLocale,
    input: {
      workerId: string;
      serviceId: string;
      startsAt: string;
      partnerEmail?: string;
      quiet?: boolean;
      only?: 'subscription';
    },
  ): Promise<{ bookingId: string; startsAt: string; endsAt: string; tokensLeft: number }> {
    serviceKindOrThrow(input.serviceId);
    {
      await this.deps.pricing.sessionPriceMinor(q, locale, input.serviceId, input.workerId);
      const account = await this.deps.tokens.lockAccountForBooking(
        q,
        clientId,
        locale,
        input.serviceId,
        input.workerId,
      );
      if (input.only === 'subscription' && !account.worker_id) {
        throw new ApiError(
          409,
          'no_subscription_sessions',
          'Your subscription with this therapist has no sessions left for these dates.',
        );
      }
      // A general balance spends a gift code's tokens first; the session is then paid by the gift.
      const gift = !account.worker_id && (await this.deps.tokens.giftTokens(q, account)) > 0;
      const booking = await this.deps.bookings.createConfirmedBooking(q, {
        quiet: input.quiet,
        workerId: input.workerId,
        clientId,
        serviceId: input.serviceId,
        startsAt: input.startsAt,
        source: account.worker_id ? 'subscription' : gift ? 'gift' : 'token',
        sourceRef: account.id,
        partnerEmail: input.partnerEmail ?? null,
      });
      await this.deps.tokens.move(q, {
        clientId,
        locale,
        serviceId: input.serviceId,
        workerId: account.worker_id,
        delta: -1,
        reason: 'booking',
        bookingId: booking.id,
        gift,
      });
      await this.fulfilment.invitePartner(q, booking.id, clientId);
      return {
        bookingId: booking.id,
        startsAt: new Date(booking.starts_at).toISOString(),
        endsAt: new Date(booking.ends_at).toISOString(),
        tokensLeft: await this.deps.tokens.bookableBalance(q, clientId, locale, input.serviceId, input.workerId),
      };
    }
  }

  /** Stops renewals here and at the provider; the paid month stays usable until its end. */
  async cancelSubscription(clientId: string, subscriptionId: string) {
    const subscription = await this.deps.db.tx((q) => this.deps.subscriptions.cancel(q, clientId, subscriptionId));
    const order = await orders.find(this.deps.db, subscription.order_id);
    const provider = order ? this.deps.providers.byName(order.provider) : null;
    if (provider && order) {
      try {
        await provider.cancelRecurring({ orderId: order.id, recurringRef: subscription.provider_subscription_ref });
      } catch (err) {
        // Our side is cancelled either way: a charge that still comes is refunded when it arrives.
        this.deps.log.warn({ err, subscriptionId }, 'provider did not confirm the end of recurring charges');
      }
    }
    return subscription;
  }
}
