// /{locale}/payment/result: where the provider sends the client back (?order_id=&status=), and where a
// token booking lands (?booking_id=). Success shows the booked appointment in the client's zone and how
// to join; failure says the time was released and what to do next; pending waits for the bank. A declined
// card has its own view: the order stays open (an appointment keeps its held time and promo price until
// the hold runs out), so "try again" goes straight back to the provider's page for the same order.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import type { MarketLocale } from '@rozmova/contracts/markets';
import type { Appointment, OrderView } from '../api/orders';
import { paymentResultSlice, resultSlices, type ResultView } from '../store/result-slices';
import { useRequest, useResetOnLeave } from '@rozmova/web/store/use-slice';
import { Button, PageHeader } from '@rozmova/web/ui';
import { giftCertificateUrl } from '@rozmova/web/purchases-client';
import { RequireClient } from '../../../lib/require-client';
import { clientTimeZone, formatDate, formatDayLong, formatTime, zoneLabel } from '@rozmova/web/client-time';
import { cancellationTerms } from '@rozmova/contracts/booking-terms';
import styles from '../../../lib/payments.module.scss';
import { icu } from '@rozmova/web/i18n/icu';

interface Props {
  locale: MarketLocale;
  basePath: string;
}

export function PaymentResult({ locale, basePath }: Props): React.JSX.Element {
  return (
    <main className={styles.page}>
      <RequireClient locale={locale}>
        <ResultBody locale={locale} basePath={basePath} />
      </RequireClient>
    </main>
  );
}

function ResultBody({ locale, basePath }: Props): React.JSX.Element {
  const { t } = useTranslation('payments');
  const [search] = useSearchParams();
  const orderId = search.get('order_id');
  const bookingId = search.get('booking_id');
  const query = { orderId, bookingId, status: search.get('status') };
  const result = useRequest(paymentResultSlice, query);
  useResetOnLeave(resultSlices);
  // Until the first answer the page is loading; a failure to ask says "we cannot tell", as before.
  const view: ResultView | { kind: 'loading' } =
    result.status === 'failed' ? { kind: 'unknown' } : (result.data ?? { kind: 'loading' });

  switch (view.kind) {
    case 'loading':
      return (
        <p role="status" className={styles.muted}>
          {t('common.loading')}
        </p>
      );
    case 'appointment':
      return <AppointmentSuccess locale={locale} basePath={basePath} appointment={view.appointment} />;
    case 'purchase':
      return <PurchaseSuccess locale={locale} basePath={basePath} order={view.order} />;
    case 'failure':
      return (
        <section className={`${styles.card} ${styles.failure}`} data-testid="payment-failure" role="alert">
          <PageHeader title={t('result.failure_title')} />
          <p>{t('result.failure_text')}</p>
          <p className={styles.muted}>{t('result.failure_next')}</p>
          <div className={styles.actions}>
            <Link
              className={styles.primaryButton}
              to={
                view.order?.worker_id
                  ? `${basePath}/therapists?psychologist_id=${encodeURIComponent(view.order.worker_id)}`
                  : `${basePath}/therapists`
              }
            >
              {t('result.choose_again')}
            </Link>
          </div>
        </section>
      );
    case 'cancelled':
      return (
        <section className={styles.card} data-testid="payment-cancelled" role="status">
          <PageHeader title={t('result.cancelled_title')} />
          <p>{t('result.cancelled_text')}</p>
          <div className={styles.actions}>
            <Link
              className={styles.primaryButton}
              to={
                view.order.worker_id
                  ? `${basePath}/therapists?psychologist_id=${encodeURIComponent(view.order.worker_id)}`
                  : `${basePath}/therapists`
              }
            >
              {t('result.choose_again')}
            </Link>
          </div>
        </section>
      );
    case 'declined':
      return <Declined locale={locale} basePath={basePath} order={view.order} released={view.released} />;
    case 'pending':
      return (
        <section className={styles.card} data-testid="payment-pending" aria-live="polite">
          <PageHeader title={t('result.pending_title')} />
          <p>{t('result.pending_text')}</p>
          <Button onClick={result.reload}>{t('result.pending_check')}</Button>
        </section>
      );
    default:
      return (
        <section className={styles.card} data-testid="payment-unknown">
          <PageHeader title={t('result.unknown_title')} />
          <p>{t('result.unknown_text')}</p>
        </section>
      );
  }
}

function Declined({ locale, basePath, order, released }: Props & { order: OrderView; released: boolean }) {
  const { t } = useTranslation('payments');
  const zone = useMemo(() => clientTimeZone(locale), [locale]);
  // An appointment whose card was declined keeps its time (and promo price) until the hold runs out.
  const held = !released && order.kind === 'appointment';
  const chooseAgain =
    order.kind === 'appointment' ? (
      <Link
        className={released ? styles.primaryButton : styles.secondaryButton}
        to={
          order.worker_id
            ? `${basePath}/therapists?psychologist_id=${encodeURIComponent(order.worker_id)}`
            : `${basePath}/therapists`
        }
      >
        {t('result.choose_again')}
      </Link>
    ) : null;
  return (
    <section
      className={`${styles.card} ${styles.failure}`}
      data-testid="payment-declined"
      data-released={released}
      role="alert"
    >
      <PageHeader title={t('result.declined_title')} />
      <p>
        {released
          ? t('result.declined_released_text')
          : held
            ? t('result.declined_held_text', {
                time: formatTime(order.expires_at, zone, locale),
                zone: zoneLabel(zone, locale),
              })
            : t('result.declined_text')}
      </p>
      {released && <p className={styles.muted}>{t('result.failure_next')}</p>}
      <div className={styles.actions}>
        {!released && order.checkout_url && (
          <a className={styles.primaryButton} href={order.checkout_url} data-testid="pay-again">
            {t('result.try_again')}
          </a>
        )}
        {chooseAgain}
      </div>
    </section>
  );
}

function AppointmentSuccess({ locale, basePath, appointment }: Props & { appointment: Appointment }) {
  const { t } = useTranslation('payments');
  const zone = useMemo(() => clientTimeZone(locale), [locale]);
  const kind = appointment.service_kind === 'couple' ? 'couple' : 'personal';
  // A session booked with a token, a gift or a subscription session charged nothing: say so, not "payment".
  const prepaid =
    appointment.source === 'token' || appointment.source === 'gift' || appointment.source === 'subscription';
  const terms = cancellationTerms(appointment.starts_at, Date.now());
  return (
    <section
      className={`${styles.card} ${styles.success}`}
      data-testid="payment-success"
      data-paid-with={prepaid ? 'token' : 'payment'}
    >
      <PageHeader title={t(prepaid ? 'result.token_title' : 'result.success_title')} />
      <p>{t(prepaid ? 'result.token_text' : 'result.success_text')}</p>
      <dl className={styles.summary}>
        <dt>{t('result.when')}</dt>
        <dd data-testid="appointment-when">
          {t('checkout.when', {
            day: formatDayLong(appointment.starts_at, zone, locale),
            time: formatTime(appointment.starts_at, zone, locale),
          })}
          {' – '}
          {formatTime(appointment.ends_at, zone, locale)}{' '}
          <span className={styles.muted}>{t('result.your_zone', { zone: zoneLabel(zone, locale) })}</span>
        </dd>
        <dt>{t('result.therapist')}</dt>
        <dd data-testid="appointment-therapist">{appointment.worker.name}</dd>
        <dt>{t('result.service')}</dt>
        <dd>{t(`service.${kind}`)}</dd>
      </dl>
      <h2 className={styles.subHeading}>{t('result.how_to_join_title')}</h2>
      <p>{t('result.how_to_join')}</p>
      {kind === 'couple' && <p>{t('result.how_to_join_couple')}</p>}
      <p className={styles.muted} data-testid="cancellation-terms" data-kind={terms.kind}>
        {terms.kind === 'free_until'
          ? icu(t, 'free_cancellation', {
              date: formatDate(terms.deadline.toISOString(), zone, locale),
              time: formatTime(terms.deadline.toISOString(), zone, locale),
            })
          : t('result.late_cancellation')}
      </p>
      <div className={styles.actions}>
        <Link
          className={styles.primaryButton}
          to={`${basePath}/cabinet/sessions/${appointment.id}`}
          data-testid="to-cabinet"
        >
          {t('result.to_cabinet')}
        </Link>
      </div>
    </section>
  );
}

function PurchaseSuccess({ basePath, order }: Props & { order: OrderView }) {
  const { t } = useTranslation('payments');
  const text =
    order.kind === 'bundle'
      ? 'result.tokens_success'
      : order.kind === 'subscription'
        ? 'result.subscription_success'
        : 'result.giftcode_success';
  return (
    <section className={`${styles.card} ${styles.success}`} data-testid="purchase-success" data-kind={order.kind}>
      <PageHeader title={t('result.purchase_success_title')} />
      <p>{t(text)}</p>
      {order.kind === 'giftcode' && order.gift_code && (
        <>
          <p className={styles.code} data-testid="gift-code">
            {t('giftcodes.code', { code: order.gift_code })}
          </p>
          <a className={styles.primaryButton} href={giftCertificateUrl(order.order_id)} data-testid="gift-download">
            {t('giftcodes.download')}
          </a>
        </>
      )}
      {order.kind !== 'giftcode' && (
        <div className={styles.actions}>
          <Link className={styles.primaryButton} to={`${basePath}/therapists`}>
            {t('result.book_now')}
          </Link>
        </div>
      )}
    </section>
  );
}
