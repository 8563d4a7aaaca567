// The admin's orders: search, one order with everything that happened to it, and a refund. A session's
// refund is the cancellation of the session the order paid for, done by the admin for the platform (bookings
// decides the booking, payments the money); a bundle's, subscription's or gift code's refund is payments' own
// (payments/service/refunds.ts). Either way money, tokens, slot and ledger change together or not at all.
import { formatPrice, fromMinorUnits } from '@rozmova/contracts/format';
import { isMarketLocale } from '@rozmova/contracts/markets';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../../errors';
import type { Queryable } from '../../external/db';
import type { OrderReportRow } from '../payments';
import { adminOrdersRepository as repo } from './admin-orders-repository';
import { clientRefundMail, therapistRefundMail } from './refund-notice-texts';
import { appointmentRefusal } from '../payments/payments-contract';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** An order of the report with its client's name ('' once deleted) and address. */
export type AdminOrderRow = Omit<OrderReportRow, 'client_id'> & { client_name: string; client_email: string | null };

export function orderView(o: AdminOrderRow) {
  return {
    id: o.id,
    kind: o.kind,
    status: o.status,
    refund_state: o.refund_state,
    locale: o.locale,
    currency: o.currency,
    amount: fromMinorUnits(o.amount_minor),
    list_amount: fromMinorUnits(o.list_amount_minor),
    discount: fromMinorUnits(o.discount_minor),
    client_name: o.client_name,
    client_email: o.client_email,
    provider: o.provider,
    booking_id: o.booking_id,
    created_at: iso(o.created_at)!,
    paid_at: iso(o.paid_at),
  };
}

export function createAdminOrders(fastify: FastifyInstance) {
  const { db } = fastify;
  const report = () => fastify.payments.report;

  /** The report's orders with their clients' names and addresses (core's), in the report's order. */
  const withClients = async (rows: OrderReportRow[]): Promise<AdminOrderRow[]> => {
    const clients = await repo.clients(
      db,
      rows.map((r) => r.client_id),
    );
    return rows.map(({ client_id, ...o }) => ({
      ...o,
      client_name: clients.get(client_id)?.name ?? '',
      client_email: clients.get(client_id)?.email ?? null,
    }));
  };

  /** Who to tell after a refund: the client and the therapist of a booking, in their own language and zone. */
  const refundRecipients = async (q: Queryable, bookingId: string) => {
    const b = await fastify.bookings.find(q, bookingId);
    if (!b?.client_id) return null;
    const people = await fastify.accounts.contacts(b.worker_id ? [b.client_id, b.worker_id] : [b.client_id], q);
    const c = people.get(b.client_id);
    if (!c) return null;
    const w = b.worker_id ? people.get(b.worker_id) : undefined;
    const profile = b.worker_id ? (await fastify.therapists.names(q, [b.worker_id])).get(b.worker_id) : undefined;
    return {
      starts_at: b.starts_at,
      client_id: b.client_id,
      worker_id: b.worker_id,
      client_email: c.email,
      client_name: c.name,
      client_locale: c.locale,
      client_timezone: c.timezone,
      therapist_email: w?.email ?? null,
      therapist_name: profile?.displayName ?? w?.name ?? '',
      therapist_locale: w?.locale ?? null,
      therapist_zone: profile?.timeZone ?? null,
    };
  };

  const detail = async (id: string) => {
    const found = await report().find(id);
    if (!found) throw new ApiError(404, 'order_not_found', 'No order with this id.');
    const [[order], payments, refunds, booking] = await Promise.all([
      withClients([found]),
      report().payments(id),
      report().refunds(id),
      found.booking_id ? report().booking(found.booking_id) : Promise.resolve(null),
    ]);
    if (!order) throw new ApiError(404, 'order_not_found', 'No order with this id.');
    let because: string | null = null;
    let plan: { amount: number; sessions_back: number; sessions_total: number } | null = null;
    if (order.kind !== 'appointment') {
      const p = await fastify.payments.orderRefundPlan(id);
      because = p ? p.because : 'not_paid';
      if (p?.refundable) {
        plan = {
          amount: fromMinorUnits(p.amountMinor),
          sessions_back: p.sessionsBack,
          sessions_total: p.sessionsTotal,
        };
      }
    } else {
      because = appointmentRefusal({
        status: order.status,
        refunds: refunds.length,
        payments: payments.length,
        booking,
        now: fastify.clock.now(),
      });
    }
    if (order.kind === 'appointment' && because === null) {
      plan = { amount: fromMinorUnits(order.amount_minor), sessions_back: 0, sessions_total: 1 };
    }
    return {
      order: orderView(order),
      payments: payments.map((p) => ({
        ...p,
        amount: fromMinorUnits(p.amount_minor),
        amount_minor: undefined,
        created_at: iso(p.created_at)!,
      })),
      refunds: refunds.map((r) => ({
        ...r,
        amount: fromMinorUnits(r.amount_minor),
        amount_minor: undefined,
        created_at: iso(r.created_at)!,
      })),
      booking: booking ? { ...booking, starts_at: iso(booking.starts_at)! } : null,
      refundable: because === null,
      not_refundable_because: because,
      refund_plan: plan,
    };
  };

  /**
   * Inside the cancellation's transaction, after its refund was written: the client and the therapist of a
   * session the platform cancelled are each told in their language, the client with what came back (the amount
   * to the card, or the session token to the balance), and the invited partner of a couple session by the
   * bookings' one change notice (bookings/notify-change.ts), as for every other change. The outbox sends the
   * mails once it commits.
   */
  const tellBothSides = async (q: Queryable, bookingId: string) => {
    await fastify.bookings.notifyChange(q, bookingId, {
      kind: 'cancelled',
      actedAs: 'platform',
      audiences: ['partner'],
    });
    const r = await refundRecipients(q, bookingId);
    if (!r) return;
    const back = await report().returnedForBooking(q, bookingId);
    const shell = fastify.config.publicShellUrl;
    const zone = r.therapist_zone ?? 'UTC';
    if (r.client_email && isMarketLocale(r.client_locale)) {
      const mail = clientRefundMail(r.client_locale, {
        startsAt: new Date(r.starts_at),
        timeZone: r.client_timezone ?? zone,
        otherName: r.therapist_name,
        amount: back.card
          ? formatPrice(fromMinorUnits(back.card.amount_minor), back.card.currency, r.client_locale)
          : null,
        tokenBack: back.token,
        link: r.worker_id
          ? `${shell}/${r.client_locale}/therapists?psychologist_id=${r.worker_id}`
          : `${shell}/${r.client_locale}/therapists`,
      });
      await fastify.outbox.enqueue(q, {
        purpose: 'booking_cancelled',
        userId: r.client_id,
        bookingId,
        to: r.client_email,
        locale: r.client_locale,
        ...mail,
      });
    }
    if (r.therapist_email && isMarketLocale(r.therapist_locale)) {
      const mail = therapistRefundMail(r.therapist_locale, {
        startsAt: new Date(r.starts_at),
        timeZone: zone,
        otherName: r.client_name,
        link: `${shell}/${r.therapist_locale}/cabinet/appointments-list`,
      });
      await fastify.outbox.enqueue(q, {
        purpose: 'booking_cancelled',
        userId: r.worker_id,
        bookingId,
        to: r.therapist_email,
        locale: r.therapist_locale,
        ...mail,
      });
    }
  };

  return {
    async search(f: { email?: string; order_id?: string; date?: string; page: number; per_page: number }) {
      const email = f.email?.trim().toLowerCase() || null;
      const { rows, total } = await report().search({
        clientIds: email === null ? null : await repo.clientIdsByEmail(db, email),
        orderId: f.order_id ?? null,
        date: f.date ?? null,
        limit: f.per_page,
        offset: (f.page - 1) * f.per_page,
      });
      return { page: f.page, per_page: f.per_page, total, orders: (await withClients(rows)).map(orderView) };
    },

    detail,

    tellBothSides,

    async refund(adminId: string, orderId: string, reason: string | null, clientAskedForToken = false) {
      const before = await detail(orderId);
      if (before.order.kind !== 'appointment') {
        if (clientAskedForToken) {
          throw new ApiError(400, 'validation_failed', 'Only a session still to come can be refunded as a token.', [
            { field: 'client_asked_for_token', rule: 'appointment_only' },
          ]);
        }
        // Checked again under the order's lock: a second click or a second admin is refused, never paid twice.
        await fastify.payments.refundOrder(orderId);
        return detail(orderId);
      }
      if (!before.refundable) {
        throw new ApiError(409, 'refund_not_possible', 'This order cannot be refunded from here.', [
          { field: 'id', rule: before.not_refundable_because ?? 'refund_not_possible' },
        ]);
      }
      await fastify.bookings.cancel(
        { id: adminId, role: 'admin' },
        {
          bookingId: before.booking!.id,
          // Money back to the card, unless the client asked for a token (recorded as their choice via the admin).
          refundTo: clientAskedForToken ? 'token' : 'payment',
          clientAskedForToken,
          reason,
        },
        (q, result) => tellBothSides(q, result.booking.id),
      );
      return detail(orderId);
    },
  };
}
