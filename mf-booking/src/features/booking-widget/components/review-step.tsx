// The last look before paying: who, when, what it costs, and the promo code field.
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { formatPrice } from '@rozmova/contracts/format';
import { DEFAULT_SESSION_MINUTES, SLOT_HOLD_MINUTES, serviceKindOf } from '@rozmova/contracts/constants';
import { marketCurrency, type MarketLocale } from '@rozmova/contracts/markets';
import { validateForm } from '@rozmova/web/forms';
import { appointmentCheckoutPath, type AppointmentCheckoutState } from '@rozmova/contracts/payments';
import { formatDate, formatDayLong, formatTime } from '@rozmova/web/client-time';
import { cancellationTerms } from '@rozmova/contracts/booking-terms';
import { FREE_CANCELLATION_HOURS } from '@rozmova/contracts/schemas/bookings';
import { describedBy, Field } from '@rozmova/web/ui';
import type { TherapistCard } from '../../../lib/get-therapists';
import { requestApplyPromo, requestDefaultPromo, resetPromo, setWidgetStep } from '../store/actions';
import { selectAppliedPromo, selectDefaultPromo } from '../store/selectors';
import type { SelectedSlot } from '../store/types';
import { selectBookingSeries } from '../store/series-selectors';
import { SeriesConfirm } from './series-confirm';
import { SeriesPlanner } from './series-planner';
import styles from './booking-widget.module.scss';
import { icu } from '@rozmova/web/i18n/icu';

interface Props {
  locale: MarketLocale;
  basePath: string;
  serviceId: string;
  slot: SelectedSlot & { worker_id: string };
  therapist: TherapistCard | null;
  clientZone: string;
}

const partnerEmailSchema = {
  type: 'object',
  properties: { partner_email: { type: 'string', format: 'email', maxLength: 254 } },
} as const;

/**
 * Why a code was refused, from the HTTP status the store keeps (`applied_promo.error`): 404 unknown, 410 expired
 * or switched off, 422 not for this session, 409 used up, 0 no answer at all.
 */
export function promoErrorKey(status: number | null): '404' | '410' | '422' | '409' | '0' | 'other' {
  return status === 404 || status === 410 || status === 422 || status === 409 || status === 0
    ? (String(status) as '404' | '410' | '422' | '409' | '0')
    : 'other';
}

export function ReviewStep({ locale, basePath, serviceId, slot, therapist, clientZone }: Props): React.JSX.Element {
  const { t } = useTranslation(['booking', 'forms']);
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const defaultPromo = useSelector(selectDefaultPromo);
  const appliedPromo = useSelector(selectAppliedPromo);
  const [code, setCode] = useState(appliedPromo.promo_code ?? '');
  const [partnerEmail, setPartnerEmail] = useState('');
  const [partnerError, setPartnerError] = useState<string | null>(null);
  const kind = serviceKindOf(serviceId) ?? 'personal';
  const price = therapist?.prices.find((p) => p.service_id === serviceId);
  const currency = price?.currency ?? marketCurrency(locale);
  const minutes = price?.duration_minutes ?? DEFAULT_SESSION_MINUTES[kind];
  // The plain price depends only on therapist and session type.
  const lookup = useMemo(
    () => ({ config_id: locale, worker_id: slot.worker_id, service_id: serviceId }),
    [locale, slot.worker_id, serviceId],
  );

  useEffect(() => {
    dispatch(requestDefaultPromo(lookup));
  }, [dispatch, lookup]);

  function applyCode(event: FormEvent) {
    event.preventDefault();
    const entered = code.trim();
    if (!entered) return;
    dispatch(requestApplyPromo({ ...lookup, promo_code: entered }));
  }

  function removeCode() {
    setCode('');
    dispatch(resetPromo());
    dispatch(requestDefaultPromo(lookup));
  }

  const series = useSelector(selectBookingSeries);
  const repeating = series.every_weeks !== null;
  const seriesStart = useMemo(
    () => ({ config_id: locale, worker_id: slot.worker_id, service_id: serviceId, starts_at: slot.starts_at }),
    [locale, slot.worker_id, serviceId, slot.starts_at],
  );

  /** The partner's e-mail as entered (null when empty), or false after saying why it cannot be used. */
  function checkedPartnerEmail(): string | null | false {
    const email = partnerEmail.trim();
    if (!email) {
      setPartnerError(null);
      return null;
    }
    const errors = validateForm(partnerEmailSchema, { partner_email: email });
    if (errors.partner_email) {
      setPartnerError(t(`forms:${errors.partner_email.key}`, errors.partner_email.values ?? {}));
      setTimeout(() => document.getElementById('widget-partner-email')?.focus(), 0);
      return false;
    }
    setPartnerError(null);
    return email;
  }

  function pay() {
    const checked = checkedPartnerEmail();
    if (checked === false) return;
    const email = checked ?? '';
    dispatch(setWidgetStep('payment'));
    const state: AppointmentCheckoutState = {
      pay_now: true,
      ...(kind === 'couple' && email ? { partner_email: email } : {}),
    };
    navigate(
      appointmentCheckoutPath(basePath, {
        worker_id: slot.worker_id,
        service_id: serviceId,
        starts_at: slot.starts_at,
        ...(appliedPromo.status === 'success' && appliedPromo.promo_code
          ? { promo_code: appliedPromo.promo_code }
          : {}),
      }),
      { state },
    );
  }

  const promoApplied = appliedPromo.status === 'success' && appliedPromo.price_for_user !== null;
  const toPay = promoApplied ? appliedPromo.price_for_user : defaultPromo.price_for_user;
  const priceReady = defaultPromo.status === 'success' || promoApplied;
  // The one rule (contracts' booking-terms): a session less than 24 h ahead is never promised a free cancellation.
  const terms = cancellationTerms(slot.starts_at, Date.now());

  return (
    <section aria-labelledby="booking-review-title">
      <h3 id="booking-review-title" className={styles.subTitle}>
        {t('review.title')}
      </h3>
      <dl className={styles.summary}>
        {therapist && (
          <>
            <dt>{t('review.therapist')}</dt>
            <dd data-testid="review-therapist">{therapist.name}</dd>
          </>
        )}
        <dt>{t('review.service')}</dt>
        <dd>
          {t(`service.${kind}`)} · {t('review.duration', { minutes })}
        </dd>
        <dt>{t('review.when')}</dt>
        <dd data-testid="review-when">
          {t('calendar.slot_label', {
            day: formatDayLong(slot.starts_at, clientZone, locale),
            time: formatTime(slot.starts_at, clientZone, locale),
          })}
        </dd>
        <dt>{repeating ? t('series.price_each') : t('review.price')}</dt>
        <dd data-testid="review-price">
          {defaultPromo.status === 'loading' && !promoApplied && (
            <span className={styles.muted}>{t('review.price_loading')}</span>
          )}
          {defaultPromo.status === 'error' && !promoApplied && (
            <span className={styles.error}>{t('review.price_error')}</span>
          )}
          {promoApplied && defaultPromo.price_for_user !== null && (
            <span className={styles.oldPrice} aria-label={t('review.old_price')}>
              {formatPrice(defaultPromo.price_for_user, currency, locale)}
            </span>
          )}
          {toPay !== null && <strong data-testid="price-to-pay">{formatPrice(toPay, currency, locale)}</strong>}
        </dd>
      </dl>

      <SeriesPlanner locale={locale} start={seriesStart} clientZone={clientZone} />

      {/* A series is booked at the plain price: a code applies to one session's checkout. */}
      {!repeating && (
        <form className={styles.promoForm} onSubmit={applyCode}>
          <label className={styles.field}>
            <span>{t('review.promo_label')}</span>
            <input
              name="promo_code"
              value={code}
              autoComplete="off"
              onChange={(e) => setCode(e.target.value)}
              // A refused code says why, in words (issue 23, point 8): colour alone fails people who cannot see it.
              aria-invalid={appliedPromo.status === 'error'}
              aria-describedby={appliedPromo.status === 'error' ? 'promo-error' : undefined}
              className={appliedPromo.status === 'error' ? styles.invalid : undefined}
              data-testid="promo-input"
            />
          </label>
          {promoApplied ? (
            <button type="button" className={styles.secondaryButton} onClick={removeCode}>
              {t('review.promo_remove')}
            </button>
          ) : (
            <button
              type="submit"
              className={styles.secondaryButton}
              disabled={appliedPromo.status === 'loading' || !code.trim()}
              data-testid="promo-apply"
            >
              {t('review.promo_apply')}
            </button>
          )}
        </form>
      )}
      {!repeating && appliedPromo.status === 'error' && (
        <p className={styles.fieldError} id="promo-error" role="alert" data-testid="promo-error">
          {t(`review.promo_error.${promoErrorKey(appliedPromo.error)}`)}
        </p>
      )}
      {!repeating && promoApplied && (
        <p className={styles.success} role="status" data-testid="promo-applied">
          {t('review.promo_applied', { code: appliedPromo.promo_code })}
        </p>
      )}

      {kind === 'couple' && (
        <Field
          id="widget-partner-email"
          label={t('review.partner_email')}
          className={styles.field}
          hint={t('review.partner_email_hint')}
          error={partnerError}
        >
          <input
            id="widget-partner-email"
            name="partner_email"
            type="email"
            autoComplete="off"
            value={partnerEmail}
            onChange={(e) => setPartnerEmail(e.target.value)}
            aria-invalid={Boolean(partnerError)}
            aria-describedby={describedBy('widget-partner-email', { hint: true, error: Boolean(partnerError) })}
          />
        </Field>
      )}

      {repeating ? (
        <>
          <p className={styles.muted} data-testid="cancellation-terms" data-kind="series">
            {t('series.cancellation_terms', { hours: FREE_CANCELLATION_HOURS })}
          </p>
          <SeriesConfirm locale={locale} basePath={basePath} start={seriesStart} partnerEmail={checkedPartnerEmail} />
        </>
      ) : (
        <>
          <p className={styles.muted} data-testid="hold-note">
            {t('review.hold_note', { minutes: SLOT_HOLD_MINUTES })}
          </p>
          <p className={styles.muted} data-testid="cancellation-terms" data-kind={terms.kind}>
            {terms.kind === 'free_until'
              ? icu(t, 'free_cancellation', {
                  date: formatDate(terms.deadline.toISOString(), clientZone, locale),
                  time: formatTime(terms.deadline.toISOString(), clientZone, locale),
                })
              : t('review.cancellation_late')}
          </p>
          <button
            type="button"
            className={styles.primaryButton}
            onClick={pay}
            disabled={!priceReady}
            data-testid="go-to-payment"
          >
            {t('review.pay')}
          </button>
        </>
      )}
    </section>
  );
}
