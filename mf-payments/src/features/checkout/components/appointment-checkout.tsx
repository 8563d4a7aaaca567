// /{locale}/checkout/appointment: what mf-booking hands over (therapist, session type, time, promo code).
// The client pays through the provider's page, or books with a session token they already have.
import { useEffect, useEffectEvent, useMemo, useState } from 'react';
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
import { getPriceForUser } from '../api/price-for-user';
import { initiateAppointmentPurchase } from '../../../lib/appointment-purchase';
import { getTherapists, type TherapistSummary } from '../../../lib/therapists-api';
import { getTokenBalance, useToken as bookWithToken } from '../../../lib/tokens-api';
import { apiErrorCode } from '@rozmova/web/api-client';
import { Button, errorText, Notice, PageHeader } from '@rozmova/web/ui';
import { redirect } from '../../../lib/redirect';
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
  const navigate = useNavigate();
  const location = useLocation();
  const [toPay, setToPay] = useState<number | null>(null);
  const [tokensKnown, setTokensKnown] = useState(false);
  const clientZone = useMemo(() => clientTimeZone(locale), [locale]);
  const [therapist, setTherapist] = useState<TherapistSummary | null>(null);
  const [tokens, setTokens] = useState(0);
  const [busy, setBusy] = useState<'card' | 'token' | null>(null);
  const [failure, setFailure] = useState<{ code: string; text: string } | null>(null);
  const kind = serviceKindOf(query.service_id) ?? 'personal';

  useEffect(() => {
    const controller = new AbortController();
    getTherapists(locale, controller.signal)
      .then((list) => setTherapist(list.find((th) => th.id === query.worker_id) ?? null))
      .catch(() => undefined);
    getTokenBalance(locale, controller.signal)
      .then((balance) =>
        setTokens(
          balance.balances
            .filter(
              (b) => b.service_id === query.service_id && (b.worker_id === null || b.worker_id === query.worker_id),
            )
            .reduce((sum, b) => sum + b.balance, 0),
        ),
      )
      .catch(() => undefined)
      .finally(() => !controller.signal.aborted && setTokensKnown(true));
    getPriceForUser(
      locale,
      { worker_id: query.worker_id, service_id: query.service_id, promo_code: query.promo_code },
      controller.signal,
    ).then(
      (price) => !controller.signal.aborted && setToPay(price),
      () => undefined,
    );
    return () => controller.abort();
  }, [locale, query.worker_id, query.service_id, query.promo_code]);

  // Straight on from the widget when there is nothing to choose here (no token to use instead): the
  // review already said the amount and the hold. Only once: back from the provider shows this page.
  // Reads the current address and query when it runs, without making them reasons to run again.
  const payStraightOn = useEffectEvent(() => {
    navigate(`${location.pathname}${location.search}`, {
      replace: true,
      state: { ...(location.state as object), pay_now: false },
    });
    void payByCard();
  });
  useEffect(() => {
    if (!payNow || !tokensKnown || tokens > 0) return;
    payStraightOn();
  }, [payNow, tokensKnown, tokens]);

  async function payByCard() {
    setBusy('card');
    setFailure(null);
    try {
      const order = await initiateAppointmentPurchase(locale, query);
      if (order.checkout_url) redirect.to(order.checkout_url);
      // A promo code that makes the session free confirms it at once: straight to the result.
      else navigate(`${basePath}/payment/result?order_id=${encodeURIComponent(order.order_id)}&status=${order.status}`);
    } catch (error) {
      setFailure({ code: apiErrorCode(error), text: errorText(t, error, 'payments') });
      setBusy(null);
    }
  }

  async function payWithToken() {
    setBusy('token');
    setFailure(null);
    try {
      const booked = await bookWithToken(locale, {
        worker_id: query.worker_id,
        service_id: query.service_id,
        starts_at: query.starts_at,
        ...(query.partner_email ? { partner_email: query.partner_email } : {}),
      });
      navigate(`${basePath}/payment/result?booking_id=${encodeURIComponent(booked.booking_id)}&status=paid`);
    } catch (error) {
      setFailure({ code: apiErrorCode(error), text: `${errorText(t, error, 'payments')} ${t('tokens.use_error')}` });
      setBusy(null);
    }
  }

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
        <Button variant="primary" onClick={payByCard} disabled={busy !== null} data-testid="pay-by-card">
          {busy === 'card' ? t('common.redirecting') : t('checkout.pay')}
        </Button>
        {tokens > 0 && (
          <Button onClick={payWithToken} disabled={busy !== null} data-testid="pay-with-token">
            {icu(t, 'pay_with_token', { count: tokens })}
          </Button>
        )}
      </div>
    </section>
  );
}
