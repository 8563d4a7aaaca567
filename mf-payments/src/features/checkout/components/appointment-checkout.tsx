// /{locale}/checkout/appointment: what mf-booking hands over (therapist, session type, time, promo code).
// The client pays through the provider's page, or books with a session token they already have.
import { useEffect, useEffectEvent, useMemo } from 'react';
import { useDispatch } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import {
  parseAppointmentCheckoutQuery,
  partnerEmailOf,
  type AppointmentCheckoutState,
} from '@rozmova/contracts/payments';
import { SLOT_HOLD_MINUTES, serviceKindOf } from '@rozmova/contracts/constants';
import { formatPrice } from '@rozmova/contracts/format';
import type { MarketLocale } from '@rozmova/contracts/markets';
import { useRequest, useResetOnLeave, useSlice } from '@rozmova/web/store/use-slice';
import {
  checkoutPaymentSlice,
  checkoutPriceSlice,
  checkoutSlices,
  checkoutTherapistSlice,
  checkoutTokensSlice,
  type CheckoutPayment,
  type PaymentOutcome,
} from '../store/checkout-slices';
import { Button, errorText, Notice, PageHeader } from '@rozmova/web/ui';
import { RequireClient } from '../../../lib/require-client';
import { clientTimeZone, formatDayLong, formatTime, zoneLabel } from '@rozmova/web/client-time';
import styles from '../../../lib/payments.module.scss';
import { icu } from '@rozmova/web/i18n/icu';

interface Props {
  locale: MarketLocale;
  basePath: string;
}

/** Refusals that mean "this time cannot be booked": the client goes back to the calendar, never stuck here. */
const CHOOSE_AGAIN_CODES = new Set([
  'slot_taken',
  'slot_unavailable',
  'too_short_notice',
  'starts_in_past',
  'beyond_horizon',
]);

export function AppointmentCheckout({ locale, basePath }: Props): React.JSX.Element {
  const { t } = useTranslation('payments');
  const [search] = useSearchParams();
  const { state } = useLocation();
  const partnerEmail = partnerEmailOf(state);
  const payNow = (state as AppointmentCheckoutState | null)?.pay_now === true;
  const query = useMemo(() => {
    const parsed = parseAppointmentCheckoutQuery(search);
    return parsed && partnerEmail ? { ...parsed, partner_email: partnerEmail } : parsed;
  }, [search, partnerEmail]);
  if (!query) {
    return (
      <main className={styles.page}>
        <PageHeader title={t('checkout.title')} />
        <Notice>
          <p>{t('checkout.missing')}</p>
          <Link className={styles.primaryButton} to={`${basePath}/therapists`}>
            {t('checkout.choose_again')}
          </Link>
        </Notice>
      </main>
    );
  }
  return (
    <main className={styles.page}>
      <PageHeader title={t('checkout.title')} />
      <RequireClient locale={locale}>
        <CheckoutBody locale={locale} basePath={basePath} query={query} payNow={payNow} />
      </RequireClient>
    </main>
  );
}

type CheckoutQuery = NonNullable<ReturnType<typeof parseAppointmentCheckoutQuery>> & { partner_email?: string };

function CheckoutBody({ locale, basePath, query, payNow }: Props & { query: CheckoutQuery; payNow: boolean }) {
  const { t } = useTranslation(['payments', 'errors']);
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const clientZone = useMemo(() => clientTimeZone(locale), [locale]);
  const kind = serviceKindOf(query.service_id) ?? 'personal';
  const choice = { locale, worker_id: query.worker_id, service_id: query.service_id };
  // Server data: the sagas load it, the page asks and reads. A lookup that fails leaves its line out.
  const therapist = useRequest(checkoutTherapistSlice, { locale, worker_id: query.worker_id }).data ?? null;
  const tokenCount = useRequest(checkoutTokensSlice, choice);
  const toPay = useRequest(checkoutPriceSlice, { ...choice, promo_code: query.promo_code }).data ?? null;
  const payment = useSlice(checkoutPaymentSlice);
  useResetOnLeave(checkoutSlices);
  const tokens = tokenCount.data ?? 0;
  const tokensKnown = tokenCount.status === 'ready' || tokenCount.status === 'failed';

  const pay = (method: CheckoutPayment['method']) =>
    dispatch(checkoutPaymentSlice.request({ locale, method, purchase: query }));

  // Straight on from the widget when there is nothing to choose here (no token to use instead): the
  // review already said the amount and the hold. Only once: back from the provider shows this page.
  // Reads the current address and query when it runs, without making them reasons to run again.
  const payStraightOn = useEffectEvent(() => {
    navigate(`${location.pathname}${location.search}`, {
      replace: true,
      state: { ...(location.state as object), pay_now: false },
    });
    pay('card');
  });
  useEffect(() => {
    if (!payNow || !tokensKnown || tokens > 0) return;
    payStraightOn();
  }, [payNow, tokensKnown, tokens]);

  // Paid by card, the saga sends the browser to the provider; otherwise the result page says what happened.
  const outcome = payment.status === 'ready' ? payment.data : null;
  const showResult = useEffectEvent((paid: PaymentOutcome) => {
    if (paid.method === 'token')
      navigate(`${basePath}/payment/result?booking_id=${encodeURIComponent(paid.booking_id)}&status=paid`);
    // A promo code that makes the session free confirms it at once: straight to the result.
    else if (!paid.order.checkout_url)
      navigate(
        `${basePath}/payment/result?order_id=${encodeURIComponent(paid.order.order_id)}&status=${paid.order.status}`,
      );
  });
  useEffect(() => {
    if (outcome) showResult(outcome);
  }, [outcome]);

  // A payment under way, or done while the browser leaves, keeps both buttons off: one purchase per visit.
  const busy = payment.status === 'loading' || payment.status === 'ready' ? (payment.args?.method ?? null) : null;
  const failure =
    payment.status === 'failed' && payment.error
      ? {
          code: payment.error.error,
          text:
            payment.args?.method === 'token'
              ? `${errorText(t, payment.error, 'payments')} ${t('tokens.use_error')}`
              : errorText(t, payment.error, 'payments'),
        }
      : null;

  const price = therapist?.prices.find((p) => p.service_id === query.service_id);
  // The price the promo lookup gives; the therapist's list price only when no code changes it.
  const amount = toPay ?? (!query.promo_code && price ? price.price : null);
  const when = t('checkout.when', {
    day: formatDayLong(query.starts_at, clientZone, locale),
    time: formatTime(query.starts_at, clientZone, locale),
  });
  const chooseAgain = `${basePath}/therapists?psychologist_id=${encodeURIComponent(query.worker_id)}`;

  return (
    <section
      className={styles.card}
      data-testid="appointment-checkout"
      data-paying={busy === 'card' ? 'card' : undefined}
    >
      <dl className={styles.summary}>
        <dt>{t('result.therapist')}</dt>
        <dd>{therapist?.name ?? '…'}</dd>
        <dt>{t('result.service')}</dt>
        <dd>{t(`service.${kind}`)}</dd>
        <dt>{t('result.when')}</dt>
        <dd data-testid="checkout-when">
          {when} · {t('result.your_zone', { zone: zoneLabel(clientZone, locale) })}
        </dd>
        {query.promo_code && (
          <>
            <dt>{t('checkout.promo_code')}</dt>
            <dd>{query.promo_code}</dd>
          </>
        )}
        {amount !== null && (
          <>
            <dt>{t('checkout.to_pay')}</dt>
            <dd data-testid="checkout-amount">
              <strong>{formatPrice(amount, price?.currency, locale)}</strong>
            </dd>
          </>
        )}
      </dl>
      <p className={styles.muted} data-testid="checkout-hold">
        {t('checkout.hold_note', { minutes: SLOT_HOLD_MINUTES })}
      </p>
      <p className={styles.muted}>{t('common.secure_note')}</p>
      {failure && (
        <Notice role="alert">
          <p className={styles.error}>{failure.text}</p>
          {CHOOSE_AGAIN_CODES.has(failure.code) && (
            <Link className={styles.secondaryButton} to={chooseAgain}>
              {t('checkout.choose_again')}
            </Link>
          )}
        </Notice>
      )}
      <div className={styles.actions}>
        <Button variant="primary" onClick={() => pay('card')} disabled={busy !== null} data-testid="pay-by-card">
          {busy === 'card' ? t('common.redirecting') : t('checkout.pay')}
        </Button>
        {tokens > 0 && (
          <Button onClick={() => pay('token')} disabled={busy !== null} data-testid="pay-with-token">
            {icu(t, 'pay_with_token', { count: tokens })}
          </Button>
        )}
      </div>
    </section>
  );
}
