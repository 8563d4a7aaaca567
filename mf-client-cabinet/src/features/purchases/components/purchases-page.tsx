// My purchases: tokens left, subscriptions (with cancel), gift codes bought and every order with a receipt.
// Buying more happens on mf-payments' pages, linked from here.
import { useEffect, useState } from 'react';
import { useDispatch } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { isMarketLocale, type MarketLocale } from '@rozmova/contracts/markets';
import type { TFunction } from 'i18next';
import { clientTimeZone, formatDayLong, formatDate } from '@rozmova/web/client-time';
import { formatPrice, fromMinorUnits } from '@rozmova/contracts/format';
import { serviceKindOf } from '@rozmova/contracts/constants';
import { useRequest, useSlice } from '@rozmova/web/store/use-slice';
import { Button, errorText, Notice, PageHeader, Pager } from '@rozmova/web/ui';
import type { OrderList } from '../api/purchases-api';
import { giftCertificateUrl, ORDERS_PER_PAGE, receiptUrl } from '../lib/downloads';
import { purchasesSlice, stopSubscriptionSlice } from '../store/purchases-slices';
import styles from '../../../lib/cabinet.module.scss';
import { icu } from '@rozmova/web/i18n/icu';

/** An order's state as the client reads it: what came back of it (its refund records) before its payment state. */
function orderStatusText(t: TFunction, o: OrderList['orders'][number]): string {
  if (o.refund_state === 'refunded' || o.refund_state === 'partly_refunded' || o.refund_state === 'token')
    return t(`purchases.status.${o.refund_state}`);
  return t(`purchases.status.${o.status}`);
}

export function PurchasesPage({ locale }: { locale: MarketLocale }): React.JSX.Element {
  const { t } = useTranslation('cabinet');
  const dispatch = useDispatch();
  const [page, setPage] = useState(1);
  const state = useRequest(purchasesSlice, { locale, page });
  const stop = useSlice(stopSubscriptionSlice);
  const zone = clientTimeZone(locale);

  // What stopping a subscription came to is said on this visit only.
  useEffect(() => {
    dispatch(stopSubscriptionSlice.reset());
  }, [dispatch]);
  const notice =
    stop.status === 'ready'
      ? { ok: true, text: t('purchases.subscription_cancelled') }
      : stop.status === 'failed'
        ? { ok: false, text: errorText(t, stop.error?.error ?? 'generic', 'cabinet') }
        : null;

  // Stopping renewals is asked once more before it happens (issue 23, point 10).
  const [confirming, setConfirming] = useState<string | null>(null);
  const stopSubscription = (id: string) => {
    setConfirming(null);
    dispatch(stopSubscriptionSlice.request({ locale, page, id }));
  };

  const kindName = (serviceId: string) =>
    serviceKindOf(serviceId) === 'couple' ? t('sessions.kind_couple') : t('sessions.kind_personal');
  const data = state.data;
  const marketBalances = data?.tokens.balances.filter((b) => b.balance > 0) ?? [];
  const pages = data ? Math.max(1, Math.ceil(data.orders.total / ORDERS_PER_PAGE)) : 1;

  return (
    <>
      <PageHeader title={t('purchases.title')} />
      {state.status === 'loading' && !data && (
        <p role="status" className={styles.muted}>
          {t('common.loading')}
        </p>
      )}
      {state.status === 'failed' && (
        <Notice role="alert">
          <p>{errorText(t, state.error?.error ?? 'generic', 'cabinet')}</p>
          <Button onClick={state.reload}>{t('common.retry')}</Button>
        </Notice>
      )}
      {notice && (
        <p role="status" className={notice.ok ? styles.success : styles.error} data-testid="purchases-notice">
          {notice.text}
        </p>
      )}
      {data && (
        <>
          <section className={styles.card} aria-labelledby="tokens-title" data-testid="tokens">
            <h2 className={styles.subHeading} id="tokens-title">
              {t('purchases.tokens_title')}
            </h2>
            {marketBalances.length === 0 ? (
              <p className={styles.muted}>{t('purchases.no_tokens')}</p>
            ) : (
              <ul className={styles.list}>
                {marketBalances.map((b) => (
                  <li
                    key={`${b.locale}-${b.service_id}-${b.worker_id ?? ''}`}
                    data-testid="token-balance"
                    data-balance={b.balance}
                    data-market={b.locale}
                  >
                    {icu(t, b.worker_id ? 'tokens_left_subscription' : 'tokens_left', {
                      count: b.balance,
                      kind: kindName(b.service_id),
                    })}{' '}
                    {/* Tokens are spent only in the market they were bought in: each line names it. */}
                    <span className={styles.muted}>({t(`purchases.market.${b.locale}`)})</span>
                  </li>
                ))}
              </ul>
            )}
            <Link className={styles.link} to={`/${locale}/tokens`}>
              {t('purchases.buy_tokens')}
            </Link>
          </section>

          <section className={styles.card} aria-labelledby="subscriptions-title" data-testid="subscriptions">
            <h2 className={styles.subHeading} id="subscriptions-title">
              {t('purchases.subscriptions_title')}
            </h2>
            {data.subscriptions.length === 0 ? (
              <p className={styles.muted}>{t('purchases.no_subscriptions')}</p>
            ) : (
              <ul className={styles.list}>
                {data.subscriptions.map((s) => (
                  <li key={s.id} className={styles.notice} data-testid="subscription">
                    <p>
                      {t('purchases.subscription_line', {
                        count: s.sessions_per_period ?? 0,
                        kind: kindName(s.service_id),
                        left: s.sessions_left,
                      })}
                    </p>
                    <p className={styles.muted}>
                      {s.cancel_at_period_end || s.status === 'cancelled'
                        ? t('purchases.subscription_ends', { day: formatDate(s.current_period_end, zone, locale) })
                        : t('purchases.subscription_renews', {
                            day: formatDate(s.current_period_end, zone, locale),
                          })}
                    </p>
                    {s.status === 'active' && !s.cancel_at_period_end && confirming !== s.id && (
                      <Button onClick={() => setConfirming(s.id)}>{t('purchases.subscription_cancel')}</Button>
                    )}
                    {s.status === 'active' && !s.cancel_at_period_end && confirming === s.id && (
                      <div
                        role="group"
                        aria-label={t('purchases.subscription_cancel')}
                        data-testid="subscription-confirm"
                      >
                        <p>
                          {icu(t, 'subscription_cancel_confirm', {
                            date: formatDate(s.current_period_end, zone, locale),
                          })}
                        </p>
                        <div className={styles.actions}>
                          <Button onClick={() => stopSubscription(s.id)}>
                            {t('purchases.subscription_confirm_yes')}
                          </Button>
                          <Button variant="primary" onClick={() => setConfirming(null)}>
                            {t('purchases.subscription_keep')}
                          </Button>
                        </div>
                      </div>
                    )}
                  </li>
                ))}
              </ul>
            )}
            <Link className={styles.link} to={`/${locale}/subscriptions`}>
              {t('purchases.more_subscriptions')}
            </Link>
          </section>

          <section className={styles.card} aria-labelledby="gifts-title" data-testid="gift-codes">
            <h2 className={styles.subHeading} id="gifts-title">
              {t('purchases.gifts_title')}
            </h2>
            {data.gifts.length === 0 ? (
              <p className={styles.muted}>{t('purchases.no_gifts')}</p>
            ) : (
              <ul className={styles.list}>
                {data.gifts.map((g) => (
                  <li key={g.order_id} className={styles.actions}>
                    <span>
                      {t('purchases.gift_line', { code: g.code, count: g.sessions, kind: kindName(g.service_id) })}{' '}
                      <span className={styles.muted}>
                        {g.redeemed
                          ? t('purchases.gift_redeemed')
                          : icu(t, 'gift_valid_until', { date: formatDate(g.expires_at, zone, locale) })}
                      </span>
                    </span>
                    <a className={styles.link} href={giftCertificateUrl(g.order_id)}>
                      {t('purchases.gift_pdf')}
                    </a>
                  </li>
                ))}
              </ul>
            )}
            <Link className={styles.link} to={`/${locale}/gift-codes`}>
              {t('purchases.more_gifts')}
            </Link>
          </section>

          <section className={styles.card} aria-labelledby="orders-title" data-testid="orders">
            <h2 className={styles.subHeading} id="orders-title">
              {t('purchases.orders_title')}
            </h2>
            {data.orders.orders.length === 0 ? (
              <p className={styles.muted}>{t('purchases.no_orders')}</p>
            ) : (
              <div className={styles.tableWrap}>
                <table className={styles.table}>
                  <thead>
                    <tr>
                      <th scope="col">{t('purchases.col_date')}</th>
                      <th scope="col">{t('purchases.col_what')}</th>
                      <th scope="col">{t('purchases.col_amount')}</th>
                      <th scope="col">{t('purchases.col_status')}</th>
                      <th scope="col">{t('purchases.col_receipt')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.orders.orders.map((o) => {
                      const orderLocale = isMarketLocale(o.locale) ? o.locale : locale;
                      return (
                        <tr key={o.order_id} data-testid="order" data-status={o.status}>
                          <td>{formatDayLong(o.paid_at ?? o.created_at, zone, locale)}</td>
                          <td>
                            {o.kind === 'bundle'
                              ? icu(t, 'bundle_of', { count: o.quantity ?? 1 })
                              : t(`purchases.kind.${o.kind}`)}
                          </td>
                          <td>{formatPrice(fromMinorUnits(o.amount_minor), o.currency, orderLocale)}</td>
                          <td>{orderStatusText(t, o)}</td>
                          <td>
                            {o.paid_at ? (
                              <a className={styles.link} href={receiptUrl(o.order_id)} data-testid="receipt">
                                {t('purchases.receipt')}
                              </a>
                            ) : (
                              <span className={styles.muted}>—</span>
                            )}
                          </td>
                        </tr>
                      );
                    })}
                  </tbody>
                </table>
              </div>
            )}
            {pages > 1 && (
              <Pager
                label={t('purchases.orders_pages')}
                page={page}
                pages={pages}
                onPage={setPage}
                previous={t('sessions.previous')}
                next={t('sessions.next')}
                position={t('sessions.page', { page, pages })}
              />
            )}
          </section>
        </>
      )}
    </>
  );
}
