// Admin: orders by client e-mail, order id or day; an order's payments, refunds and session; a refund with
// what it does said first.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import type { TFunction } from 'i18next';
import { formatCurrencyPrice } from '@rozmova/contracts/format';
import { MARKETS, isMarketLocale } from '@rozmova/contracts/markets';
import { zoneName } from '@rozmova/contracts/time-zones';
import type { MarketLocale } from '@rozmova/contracts/markets';
import { Button, Check, errorText, Field, PageHeader } from '@rozmova/web/ui';
import { StatusLine } from '../../../lib/status-line';
import { useSlice } from '@rozmova/web/store/use-slice';
import { formatShortDate, formatTime } from '../../../lib/zoned-time';
import type { OrderSearch } from '../api/admin-orders';
import { orderDetailSlice, orderSearchSlice, refundSlice } from '../store/admin-orders-slices';
import styles from '../../../lib/cabinet.module.scss';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function OrderDetail({ locale }: { locale: MarketLocale }): React.JSX.Element | null {
  const { t } = useTranslation('workerCabinet');
  const dispatch = useDispatch();
  const state = useSlice(orderDetailSlice);
  const refund = useSlice(refundSlice);
  const [confirming, setConfirming] = useState(false);
  const [reason, setReason] = useState('');
  const [asToken, setAsToken] = useState(false);
  const detail = state.data;
  if (!detail) return <StatusLine state={state} />;
  const { order, booking } = detail;
  const money = (amount: number, currency: string) => formatCurrencyPrice(amount, currency);
  // Every time of one order on one clock, the order's market's, with the zone named (issue 23, point 7).
  const zone = MARKETS[isMarketLocale(order.locale) ? order.locale : 'ua'].timezone;
  const when = (iso: string) =>
    `${formatShortDate(iso, locale, zone)}, ${formatTime(iso, locale, zone)} ${zoneName(zone, locale, new Date(iso))}`;
  return (
    <section className={styles.card} aria-labelledby="order-title" data-testid="order-detail">
      <h2 id="order-title" className={styles.subHeading}>
        {t('admin.orders.order_title', { id: order.id })}
      </h2>
      <dl className={styles.page}>
        <div>
          <dt className={styles.muted}>{t('admin.orders.client')}</dt>
          <dd>
            {order.client_name || t('agenda.client_deleted')} {order.client_email ? `(${order.client_email})` : ''}
          </dd>
        </div>
        <div>
          <dt className={styles.muted}>{t('admin.orders.what')}</dt>
          <dd>
            {t(`admin.orders.kind.${order.kind}`, { defaultValue: order.kind })} ·{' '}
            <span data-testid="order-state">{orderStateText(t, order)}</span>
          </dd>
        </div>
        <div>
          <dt className={styles.muted}>{t('admin.orders.amount')}</dt>
          <dd>
            {money(order.amount, order.currency)}
            {order.discount > 0
              ? ` (${t('admin.orders.discount', { amount: money(order.discount, order.currency) })})`
              : ''}
          </dd>
        </div>
        {booking ? (
          <div>
            <dt className={styles.muted}>{t('admin.orders.session')}</dt>
            <dd data-testid="order-session">
              {when(booking.starts_at)} · {booking.therapist_name} ·{' '}
              {t(`admin.orders.booking.${booking.status}`, { defaultValue: booking.status })}
            </dd>
          </div>
        ) : null}
      </dl>
      <h3 className={styles.subHeading}>{t('admin.orders.payments')}</h3>
      {detail.payments.length === 0 ? (
        <p className={styles.muted}>{t('admin.orders.no_payments')}</p>
      ) : (
        <ul className={styles.list}>
          {detail.payments.map((p) => (
            <li key={p.id}>
              {when(p.created_at)} · {money(p.amount, p.currency)} · {p.provider}
            </li>
          ))}
        </ul>
      )}
      <h3 className={styles.subHeading}>{t('admin.orders.refunds')}</h3>
      {detail.refunds.length === 0 ? (
        <p className={styles.muted}>{t('admin.orders.no_refunds')}</p>
      ) : (
        <ul className={styles.list} data-testid="order-refunds">
          {detail.refunds.map((r) => (
            <li key={r.id}>
              {/* A token refund moved no money: it says so instead of showing an amount as if paid out. */}
              {when(r.created_at)} ·{' '}
              {r.destination === 'token'
                ? t('admin.orders.refund_destination.token')
                : `${money(r.amount, r.currency)} ${t('admin.orders.refund_destination.payment')}`}
              {r.destination_chosen_by === 'client_via_admin'
                ? ` (${t('admin.orders.refund_destination.client_via_admin')})`
                : ''}{' '}
              · {t(`admin.orders.refund_status.${r.status}`, { defaultValue: r.status })}
            </li>
          ))}
        </ul>
      )}
      {detail.refundable ? (
        confirming ? (
          <div className={styles.card}>
            <p className={styles.consequence} data-testid="refund-rule">
              {order.kind === 'appointment'
                ? t('admin.orders.refund_consequence', { amount: money(order.amount, order.currency) })
                : t(`admin.orders.refund_rule.${order.kind}`, {
                    amount: money(detail.refund_plan?.amount ?? order.amount, order.currency),
                    back: detail.refund_plan?.sessions_back ?? 0,
                    total: detail.refund_plan?.sessions_total ?? 0,
                  })}
            </p>
            <Field id="refund-reason" label={t('admin.orders.refund_reason')}>
              <input id="refund-reason" maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
            </Field>
            {order.kind === 'appointment' ? (
              // Money goes back to the card unless the client asked for a token; the admin says so here (issue 22).
              <Check
                label={t('admin.orders.client_asked_for_token')}
                checked={asToken}
                onChange={(e) => setAsToken(e.target.checked)}
                data-testid="refund-as-token"
              />
            ) : null}
            {refund.status === 'failed' ? (
              <p role="alert" className={styles.fieldError}>
                {errorText(t, refund.error, 'workerCabinet')}
              </p>
            ) : null}
            <div className={styles.row}>
              <Button
                variant="danger"
                data-testid="refund-confirm"
                disabled={refund.status === 'loading'}
                onClick={() =>
                  dispatch(
                    refundSlice.request({
                      id: order.id,
                      ...(reason.trim() ? { reason: reason.trim() } : {}),
                      ...(order.kind === 'appointment' && asToken ? { client_asked_for_token: true } : {}),
                    }),
                  )
                }
              >
                {t(order.kind === 'appointment' ? 'admin.orders.refund_confirm' : 'admin.orders.refund_confirm_order')}
              </Button>
              <Button onClick={() => setConfirming(false)}>{t('common.close')}</Button>
            </div>
          </div>
        ) : (
          <Button
            data-testid="refund"
            onClick={() => {
              dispatch(refundSlice.reset());
              setConfirming(true);
            }}
          >
            {t('admin.orders.refund')}
          </Button>
        )
      ) : (
        <p className={styles.muted} data-testid="not-refundable">
          {t(`admin.orders.not_refundable.${detail.not_refundable_because ?? 'other'}`, {
            defaultValue: t('admin.orders.not_refundable.other'),
          })}
        </p>
      )}
    </section>
  );
}

/** An order's state read from its refund records first (refunded, partly, as a token), then its payment state. */
function orderStateText(t: TFunction, order: { status: string; refund_state: string }): string {
  if (order.refund_state && order.refund_state !== 'none') return t(`admin.orders.status.${order.refund_state}`);
  return t(`admin.orders.status.${order.status}`, { defaultValue: order.status });
}

export function AdminOrdersPage({ locale }: { locale: MarketLocale }): React.JSX.Element {
  const { t } = useTranslation('workerCabinet');
  const dispatch = useDispatch();
  const results = useSlice(orderSearchSlice);
  const [form, setForm] = useState({ email: '', order_id: '', date: '' });
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    dispatch(orderDetailSlice.reset());
    dispatch(orderSearchSlice.request({}));
  }, [dispatch]);

  const search = (event: React.FormEvent) => {
    event.preventDefault();
    const query: OrderSearch = {};
    if (form.email.trim()) query.email = form.email.trim();
    if (form.order_id.trim()) query.order_id = form.order_id.trim();
    if (form.date) query.date = form.date;
    if (query.order_id && !UUID.test(query.order_id)) return setProblem(t('admin.orders.bad_id'));
    if (query.email && query.email.length < 3) return setProblem(t('admin.orders.short_email'));
    setProblem(null);
    dispatch(orderSearchSlice.request(query));
  };

  return (
    <section className={styles.page} data-testid="admin-orders">
      <PageHeader title={t('admin.orders.title')} />
      <form
        role="search"
        className={styles.row}
        onSubmit={search}
        noValidate
        aria-describedby={problem ? 'orders-problem' : undefined}
      >
        <Field id="orders-email" label={t('admin.orders.email')}>
          <input
            id="orders-email"
            type="search"
            value={form.email}
            onChange={(e) => setForm({ ...form, email: e.target.value })}
          />
        </Field>
        <Field id="orders-id" label={t('admin.orders.order_id')}>
          <input
            id="orders-id"
            type="search"
            value={form.order_id}
            onChange={(e) => setForm({ ...form, order_id: e.target.value })}
          />
        </Field>
        <Field id="orders-date" label={t('admin.orders.date')}>
          <input
            id="orders-date"
            type="date"
            value={form.date}
            onChange={(e) => setForm({ ...form, date: e.target.value })}
          />
        </Field>
        <Button type="submit">{t('admin.therapists.search_button')}</Button>
      </form>
      {problem ? (
        <p id="orders-problem" role="alert" className={styles.fieldError}>
          {problem}
        </p>
      ) : null}
      <StatusLine state={results} />
      {results.data && results.data.orders.length === 0 ? (
        <p className={styles.muted}>{t('admin.orders.none')}</p>
      ) : null}
      <ul className={styles.list}>
        {(results.data?.orders ?? []).map((order) => (
          <li key={order.id} className={styles.spread} data-testid="order-row">
            <span>
              {formatShortDate(order.created_at, locale, 'UTC')} ·{' '}
              {order.client_email ?? (order.client_name || t('agenda.client_deleted'))} ·{' '}
              {t(`admin.orders.kind.${order.kind}`, { defaultValue: order.kind })} ·{' '}
              {formatCurrencyPrice(order.amount, order.currency)} ·{' '}
              <span data-testid="order-row-state">{orderStateText(t, order)}</span>
            </span>
            <Button
              aria-label={t('admin.orders.open_label', { id: order.id })}
              onClick={() => dispatch(orderDetailSlice.request(order.id))}
            >
              {t('admin.orders.open')}
            </Button>
          </li>
        ))}
      </ul>
      <OrderDetail locale={locale} />
    </section>
  );
}
