// Booking a settled series: how it is paid (session tokens or a subscription when the client has them, else
// session by session with the first paid now), then one call that books every week or none.
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { MarketLocale } from '@rozmova/contracts/markets';
import { PATHS } from '@rozmova/contracts/routes/paths';
import { SERIES_PAY_DEADLINE_HOURS } from '@rozmova/contracts/schemas/series';
import { redirect } from '../../../lib/redirect';
import { useRequest } from '@rozmova/web/store/use-slice';
import type { SeriesPaymentOptions } from '../api/series-payment-options';
import { seriesPaymentOptionsSlice } from '../store/series-slices';
import { requestCreateSeries, setSeriesPayment } from '../store/series-actions';
import { selectBookingSeries, selectSeriesPlan, selectSeriesProblem } from '../store/series-selectors';
import type { SeriesPayment, SeriesStart } from '../store/series-types';
import { resetWidget } from '../store/actions';
import styles from './booking-widget.module.scss';

interface Props {
  locale: MarketLocale;
  basePath: string;
  start: SeriesStart;
  partnerEmail: () => string | null | false;
}

const NO_OPTIONS: SeriesPaymentOptions = { tokens: 0, subscription: false };

export function SeriesConfirm({ locale, basePath, start, partnerEmail }: Props): React.JSX.Element {
  const { t } = useTranslation('booking');
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const series = useSelector(selectBookingSeries);
  const plan = useSelector(selectSeriesPlan);
  const problem = useSelector(selectSeriesProblem);
  const query = { locale, worker_id: start.worker_id, service_id: start.service_id };
  const key = JSON.stringify(query);
  const asked = useRequest(seriesPaymentOptionsSlice, query, key);
  const answered = JSON.stringify(asked.args) === key;
  // Without an answer the client can still pay session by session.
  const options: SeriesPaymentOptions | null = !answered
    ? null
    : asked.status === 'ready'
      ? asked.data
      : asked.status === 'failed'
        ? NO_OPTIONS
        : null;

  const offered: SeriesPayment[] = [
    ...(options?.subscription ? (['subscription'] as const) : []),
    ...(options && options.tokens >= plan.length && plan.length > 0 ? (['token'] as const) : []),
    'pay_per_occurrence',
  ];
  const payment = offered.includes(series.payment) ? series.payment : 'pay_per_occurrence';

  // Booked: the first session is paid on the provider's page, or (covered, or nothing to pay) the series is shown.
  // The widget starts over, so coming back to this page never offers to book the same series twice.
  const result = series.creation.result;
  useEffect(() => {
    if (series.creation.status !== 'success' || !result) return;
    dispatch(resetWidget());
    if (result.purchase?.checkout_url) redirect.to(result.purchase.checkout_url);
    else navigate(`${basePath}/${PATHS.clientCabinet.series}`);
  }, [series.creation.status, result, dispatch, navigate, basePath]);

  const ready = series.preview.status === 'success' && problem === null && options !== null;
  const working = series.creation.status === 'loading' || series.creation.status === 'success';

  function book() {
    const email = partnerEmail();
    if (email === false) return;
    dispatch(
      requestCreateSeries({
        config_id: start.config_id,
        worker_id: start.worker_id,
        service_id: start.service_id,
        every_weeks: series.every_weeks ?? 1,
        occurrences: plan.map((s) => ({ starts_at: s.starts_at })),
        payment,
        ...(email ? { partner_email: email } : {}),
      }),
    );
  }

  return (
    <>
      {series.preview.status === 'success' && (
        <fieldset className={styles.choice} data-testid="series-payment">
          <legend className={styles.legend}>{t('series.payment_title')}</legend>
          {offered.map((option) => (
            <label key={option} className={styles.checkbox}>
              <input
                type="radio"
                name="series_payment"
                checked={payment === option}
                onChange={() => dispatch(setSeriesPayment(option))}
                data-testid={`series-payment-${option}`}
              />
              <span>
                {option === 'token'
                  ? t('series.payment_token', { count: options?.tokens ?? 0 })
                  : option === 'subscription'
                    ? t('series.payment_subscription')
                    : t('series.payment_per_occurrence', { hours: SERIES_PAY_DEADLINE_HOURS })}
              </span>
            </label>
          ))}
        </fieldset>
      )}
      {series.creation.status === 'error' && (
        <p className={styles.fieldError} role="alert" data-testid="series-create-error">
          {t(`series.create_error.${series.creation.error ?? 'other'}`, {
            defaultValue: t('series.create_error.other'),
          })}
        </p>
      )}
      <button
        type="button"
        className={styles.primaryButton}
        onClick={book}
        disabled={!ready || working}
        data-testid="series-confirm"
      >
        {working
          ? t('series.booking')
          : payment === 'pay_per_occurrence'
            ? t('series.confirm_and_pay', { count: plan.length })
            : t('series.confirm', { count: plan.length })}
      </button>
    </>
  );
}
