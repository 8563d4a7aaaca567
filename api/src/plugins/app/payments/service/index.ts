// The payments service (`fastify.payments`): one front for its parts, each in its own file along the way money
// moves: purchases (opening orders), fulfilment (delivering what was paid for), callbacks (provider events),
// refunds (cancellations and sending refunds) and sweep (what outlives its time). Every money fact is written
// inside one transaction together with what it pays for; provider I/O happens outside transactions.
import { marketCurrency, type MarketLocale } from '@rozmova/contracts/markets';
import type { Queryable } from '../../../external/db';
import type { ProviderEvent, WebhookInput } from '../../providers';
import { ordersRepository, type OrderRow } from '../orders-repository';
import { Callbacks, type WebhookResult } from './callbacks';
import { resultUrlOf, type Buyer, type PaymentsDeps } from './deps';
import { Fulfilment } from './fulfilment';
import { Purchases, type PurchaseRequest } from './purchases';
import { Receipts } from './receipts';
import { Refunds, type BookingCancelledInput, type OrderRefundPlan } from './refunds';
import { Sweep } from './sweep';
import { OrderReport } from '../order-report';

export type { Buyer, PaymentsDeps, PurchaseRequest, WebhookResult, BookingCancelledInput, OrderRefundPlan };

type Omit1<T> = T extends { kind: string } ? Omit<T, 'kind'> : never;
type RequestOf<K extends PurchaseRequest['kind']> = Omit1<Extract<PurchaseRequest, { kind: K }>>;

export class PaymentsService {
  private readonly purchases: Purchases;
  private readonly callbacks: Callbacks;
  private readonly refunds: Refunds;
  private readonly sweeper: Sweep;
  private readonly receipts: Receipts;
  /** The admin's order report (order-report.ts). */
  readonly report: OrderReport;

  constructor(private readonly deps: PaymentsDeps) {
    const fulfilment = new Fulfilment(deps);
    this.refunds = new Refunds(deps, fulfilment);
    this.purchases = new Purchases(deps, fulfilment);
    this.callbacks = new Callbacks(deps, fulfilment, this.refunds);
    this.sweeper = new Sweep(deps, fulfilment, this.refunds);
    this.receipts = new Receipts(deps);
    this.report = new OrderReport(deps);
  }

  resultUrl(order: Pick<OrderRow, 'id' | 'locale'>): string {
    return resultUrlOf(this.deps.shellUrl, order);
  }

  /** Opens an order of any kind; the four calls below are the same path with the kind named. */
  open(buyer: Buyer, locale: MarketLocale, request: PurchaseRequest): Promise<OrderRow> {
    return this.purchases.open(buyer, locale, request);
  }

  initiateAppointment(buyer: Buyer, locale: MarketLocale, input: RequestOf<'appointment'>): Promise<OrderRow> {
    return this.open(buyer, locale, { kind: 'appointment', ...input });
  }

  initiateSubscription(buyer: Buyer, locale: MarketLocale, input: RequestOf<'subscription'>): Promise<OrderRow> {
    return this.open(buyer, locale, { kind: 'subscription', ...input });
  }

  initiateBundle(buyer: Buyer, locale: MarketLocale, input: RequestOf<'bundle'>): Promise<OrderRow> {
    return this.open(buyer, locale, { kind: 'bundle', ...input });
  }

  initiateGiftcode(buyer: Buyer, locale: MarketLocale, input: RequestOf<'giftcode'>): Promise<OrderRow> {
    return this.open(buyer, locale, { kind: 'giftcode', ...input });
  }

  useToken(
    clientId: string,
    locale: MarketLocale,
    input: { workerId: string; serviceId: string; startsAt: string; partnerEmail?: string },
  ) {
    return this.purchases.useToken(clientId, locale, input);
  }

  /** useToken in the caller's transaction (a series' occurrences); see Purchases.useTokenIn. */
  useTokenIn(q: Queryable, clientId: string, locale: MarketLocale, input: Parameters<Purchases['useTokenIn']>[3]) {
    return this.purchases.useTokenIn(q, clientId, locale, input);
  }

  cancelSubscription(clientId: string, subscriptionId: string) {
    return this.purchases.cancelSubscription(clientId, subscriptionId);
  }

  handleWebhook(providerName: string, input: WebhookInput): Promise<WebhookResult> {
    return this.callbacks.handleWebhook(providerName, input);
  }

  applyEvent(providerName: string, event: ProviderEvent): Promise<WebhookResult> {
    return this.callbacks.applyEvent(providerName, event);
  }

  sandboxAction(order: OrderRow, action: 'pay' | 'decline' | 'cancel') {
    return this.callbacks.sandboxAction(order, action);
  }

  onBookingCancelled(q: Queryable, input: BookingCancelledInput): Promise<{ outcome: string }> {
    return this.refunds.onBookingCancelled(q, input);
  }

  /** What an admin's refund of this (non-appointment) order would do now; see `OrderRefundPlan`. */
  async orderRefundPlan(orderId: string): Promise<OrderRefundPlan | null> {
    const order = await ordersRepository.find(this.deps.db, orderId);
    if (!order) return null;
    const { refundable, because, amountMinor, sessionsBack, sessionsTotal } = await this.refunds.orderRefundPlan(
      this.deps.db,
      order,
    );
    return { refundable, because, amountMinor, sessionsBack, sessionsTotal };
  }

  refundOrder(orderId: string): Promise<OrderRefundPlan> {
    return this.refunds.refundOrder(orderId);
  }

  flushRefunds(): Promise<number> {
    return this.refunds.flushRefunds();
  }

  close(): Promise<void> {
    return this.refunds.close();
  }

  /** One order as stored, whoever it belongs to (the caller checks whose it is); null when there is none. */
  findOrder(orderId: string): Promise<OrderRow | null> {
    return ordersRepository.find(this.deps.db, orderId);
  }

  /** A client's purchases, newest first: one page and how many there are in all. */
  ordersOf(clientId: string, limit: number, offset: number) {
    return ordersRepository.listForClient(this.deps.db, clientId, limit, offset);
  }

  orderForClient(clientId: string, orderId: string, isAdmin = false) {
    return this.sweeper.orderForClient(clientId, orderId, isAdmin);
  }

  /** The PDF receipt of one of the client's paid orders (404 for anyone else's, 409 before it is paid). */
  receipt(clientId: string, orderId: string, buyerName: string): Promise<Buffer> {
    return this.receipts.receipt(clientId, orderId, buyerName);
  }

  /** What deleting the account would lose: prepaid sessions with their value, subscriptions, future sessions. */
  async deletionPreview(clientId: string, now: Date) {
    const losses = await ordersRepository.deletionLosses(this.deps.db, this.deps.bookings, clientId, now);
    return {
      prepaid: losses.prepaid.map((p) => ({ ...p, currency: marketCurrency(p.market as MarketLocale) })),
      active_subscriptions: losses.activeSubscriptions,
      future_sessions: {
        card_paid: losses.cardPaid.map((b) => ({
          booking_id: b.bookingId,
          starts_at: b.startsAt.toISOString(),
          amount_minor: b.amountMinor,
          currency: b.currency,
        })),
        prepaid: losses.prepaidSessions,
        other: losses.otherSessions,
      },
    };
  }

  /** The receipt's lines as printed (what the client reads on it). */
  receiptLines(clientId: string, orderId: string, buyerName: string): Promise<Array<[string, string]>> {
    return this.receipts.lines(clientId, orderId, buyerName);
  }

  expireOrder(orderId: string, now: Date): Promise<boolean> {
    return this.sweeper.expireOrder(orderId, now);
  }

  sweep(now?: Date) {
    return this.sweeper.sweep(now);
  }
}
