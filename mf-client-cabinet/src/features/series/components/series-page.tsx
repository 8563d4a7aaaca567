// /{locale}/cabinet/series: the client's recurring series, each session with its state, "pay now" for a session
// held unpaid (the reminder mail's link opens this page with ?pay=<booking_id>), and cancelling one session or it
// and all following.
import { useMemo, useState } from 'react';
import { useDispatch } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { MarketLocale } from '@rozmova/contracts/markets';
import { SERIES_PAY_QUERY_PARAM } from '@rozmova/contracts/schemas/series';
import { clientTimeZone, formatDate, formatDayLong, formatTime } from '@rozmova/web/client-time';
import { Button, Check, errorText, Notice, PageHeader } from '@rozmova/web/ui';
import type { Series, SeriesOccurrence, SeriesScope } from '../api/series-api';
import { canPayNow, isUpcoming, occurrenceTerms, thisAndFollowing } from '../lib/series-rules';
import { useRequest, useSlice } from '@rozmova/web/store/use-slice';
import { cancelOccurrenceSlice, payOccurrenceSlice, seriesListSlice } from '../store/series-slices';
import styles from '../../../lib/cabinet.module.scss';

export function SeriesPage({ locale }: { locale: MarketLocale }): React.JSX.Element {
  const { t } = useTranslation('cabinet');
  const state = useRequest(seriesListSlice, locale);
  const items = state.data ?? [];
  const zone = useMemo(() => clientTimeZone(locale), [locale]);
  const [search] = useSearchParams();
  const payFor = search.get(SERIES_PAY_QUERY_PARAM);
  const change = useSeriesChange();
  return (
    <>
      <PageHeader title={t('series.title')} />
      {change.status === 'error' && (
        <p role="alert" className={styles.error} data-testid="series-change-error">
          {errorText(t, change.error ?? 'generic', 'cabinet')}
        </p>
      )}
      {change.status === 'done' && change.kind === 'cancel' && (
        <p role="status" className={`${styles.notice} ${styles.success}`} data-testid="series-change-done">
          {change.late > 0
            ? t('series.cancelled_with_late', { count: change.cancelled, late: change.late })
            : t('series.cancelled', { count: change.cancelled })}
        </p>
      )}
      {state.status === 'loading' && items.length === 0 && (
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
      {state.status === 'ready' && items.length === 0 && (
        <p className={styles.notice} data-testid="no-series">
          {t('series.none')}
        </p>
      )}
      {items.map((series) => (
        <SeriesCard key={series.id} locale={locale} zone={zone} series={series} payFor={payFor} />
      ))}
    </>
  );
}

const CHANGE_STATUS = { idle: 'idle', loading: 'working', ready: 'done', failed: 'error' } as const;

/** The last cancel or payment: what happened, or the api's error code (the two never run side by side). */
function useSeriesChange() {
  const cancel = useSlice(cancelOccurrenceSlice);
  const pay = useSlice(payOccurrenceSlice);
  const last =
    pay.status !== 'idle' ? { kind: 'pay' as const, state: pay } : { kind: 'cancel' as const, state: cancel };
  const cancelled = cancel.status === 'ready' ? (cancel.data?.cancelled ?? []) : [];
  return {
    status: CHANGE_STATUS[last.state.status],
    kind: last.state.status === 'idle' ? null : last.kind,
    bookingId: last.state.args?.bookingId ?? null,
    error: last.state.error?.error ?? null,
    /** How many occurrences a cancel took, and how many of them late. */
    cancelled: cancelled.length,
    late: cancelled.filter((c) => c.late).length,
  };
}

function SeriesCard({
  locale,
  zone,
  series,
  payFor,
}: {
  locale: MarketLocale;
  zone: string;
  series: Series;
  payFor: string | null;
}) {
  const { t } = useTranslation('cabinet');
  const now = Date.now();
  const upcoming = series.occurrences.filter((o) => isUpcoming(o, now));
  const titleId = `series-${series.id}`;
  return (
    <section
      className={`${styles.card} ${styles.prominent}`}
      aria-labelledby={titleId}
      data-testid="series"
      data-id={series.id}
    >
      <h2 className={styles.subHeading} id={titleId}>
        {t(`series.every_${series.every_weeks}`, { name: series.worker_name })}
      </h2>
      <p className={styles.muted}>
        {t(`series.payment.${series.payment}`)} · {t('series.left', { count: upcoming.length })}
      </p>
      <ul className={styles.list}>
        {series.occurrences.map((o) => (
          <OccurrenceItem
            key={o.booking_id}
            locale={locale}
            zone={zone}
            series={series}
            occurrence={o}
            highlighted={o.booking_id === payFor}
          />
        ))}
      </ul>
    </section>
  );
}

function OccurrenceItem({
  locale,
  zone,
  series,
  occurrence,
  highlighted,
}: {
  locale: MarketLocale;
  zone: string;
  series: Series;
  occurrence: SeriesOccurrence;
  highlighted: boolean;
}) {
  const { t } = useTranslation('cabinet');
  const dispatch = useDispatch();
  const change = useSeriesChange();
  const [cancelling, setCancelling] = useState(false);
  const now = Date.now();
  const upcoming = isUpcoming(occurrence, now);
  const payable = canPayNow(occurrence, now);
  const working = change.status === 'working' && change.bookingId === occurrence.booking_id;
  const state =
    !upcoming && (occurrence.status === 'held' || occurrence.status === 'confirmed')
      ? 'done'
      : occurrence.status === 'held'
        ? 'to_pay'
        : occurrence.status;

  return (
    <li
      className={highlighted ? `${styles.card} ${styles.prominent}` : styles.card}
      data-testid="series-occurrence"
      data-booking-id={occurrence.booking_id}
      data-status={occurrence.status}
    >
      <h3 className={styles.subHeading}>
        {formatDayLong(occurrence.starts_at, zone, locale)}, {formatTime(occurrence.starts_at, zone, locale)}
      </h3>
      <p className={styles.muted} data-testid="series-occurrence-state">
        {t(`series.state.${state}`, { defaultValue: t('series.state.cancelled') })}
        {payable && occurrence.pay_by && (
          <>
            {' '}
            {t('series.pay_by', {
              day: formatDate(occurrence.pay_by, zone, locale),
              time: formatTime(occurrence.pay_by, zone, locale),
            })}
          </>
        )}
      </p>
      {upcoming && (
        <div className={styles.actions}>
          {payable && (
            <Button
              variant="primary"
              disabled={working}
              autoFocus={highlighted}
              onClick={() => {
                // One change at a time: what the page says is this payment's.
                dispatch(cancelOccurrenceSlice.reset());
                dispatch(payOccurrenceSlice.request({ locale, bookingId: occurrence.booking_id }));
              }}
              data-testid="series-pay-now"
            >
              {working && change.kind === 'pay' ? t('series.opening_payment') : t('series.pay_now')}
            </Button>
          )}
          {!cancelling && (
            <Button onClick={() => setCancelling(true)} data-testid="series-open-cancel">
              {t('series.cancel_open')}
            </Button>
          )}
        </div>
      )}
      {upcoming && cancelling && (
        <CancelOccurrence
          locale={locale}
          zone={zone}
          series={series}
          occurrence={occurrence}
          working={working}
          onClose={() => setCancelling(false)}
        />
      )}
    </li>
  );
}

function CancelOccurrence({
  locale,
  zone,
  series,
  occurrence,
  working,
  onClose,
}: {
  locale: MarketLocale;
  zone: string;
  series: Series;
  occurrence: SeriesOccurrence;
  working: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('cabinet');
  const dispatch = useDispatch();
  const [scope, setScope] = useState<SeriesScope>('this');
  const now = Date.now();
  const following = thisAndFollowing(series, occurrence, now);
  const chosen = scope === 'this' ? [occurrence] : following;
  const late = chosen.filter((o) => occurrenceTerms(o, now).kind === 'late').length;
  const terms = occurrenceTerms(occurrence, now);
  const name = `series-scope-${occurrence.booking_id}`;
  return (
    <div className={styles.form} data-testid="series-cancel-panel">
      <fieldset className={styles.choice}>
        <legend>{t('series.cancel_question')}</legend>
        <Check
          label={t('series.scope_this')}
          labelClassName={styles.checkbox}
          type="radio"
          name={name}
          checked={scope === 'this'}
          onChange={() => setScope('this')}
          data-testid="series-scope-this"
        />
        {following.length > 1 && (
          <Check
            label={t('series.scope_following', { count: following.length })}
            labelClassName={styles.checkbox}
            type="radio"
            name={name}
            checked={scope === 'this_and_following'}
            onChange={() => setScope('this_and_following')}
            data-testid="series-scope-following"
          />
        )}
      </fieldset>
      <p data-testid="series-cancel-consequence">
        {scope === 'this'
          ? terms.kind === 'unpaid'
            ? t('series.cancel_unpaid')
            : terms.kind === 'free_until'
              ? t('cancel.free', {
                  day: formatDate(terms.deadline.toISOString(), zone, locale),
                  time: formatTime(terms.deadline.toISOString(), zone, locale),
                })
              : t('cancel.late')
          : late > 0
            ? t('series.following_late', { count: late })
            : t('series.following_free')}
      </p>
      <div className={styles.actions}>
        <Button
          variant="danger"
          disabled={working}
          onClick={() => {
            dispatch(payOccurrenceSlice.reset());
            dispatch(cancelOccurrenceSlice.request({ locale, bookingId: occurrence.booking_id, scope }));
          }}
          data-testid="series-cancel-confirm"
        >
          {working ? t('cancel.working') : t('series.cancel_confirm', { count: chosen.length })}
        </Button>
        <Button onClick={onClose}>{t('cancel.keep')}</Button>
      </div>
    </div>
  );
}
