// /{locale}/subscriptions: regular sessions with one therapist, renewed monthly, cancellable.
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SERVICE_IDS, type ServiceKind } from '@rozmova/contracts/constants';
import { formatPrice } from '@rozmova/contracts/format';
import type { MarketLocale } from '@rozmova/contracts/markets';
import { SUBSCRIPTION_DISCOUNT_PERCENT, SUBSCRIPTION_SESSION_CHOICES } from '@rozmova/contracts/schemas/purchases';

type SessionsPerMonth = (typeof SUBSCRIPTION_SESSION_CHOICES)[number];
import { useDispatch } from 'react-redux';
import { useRequest, useResetOnLeave, useSlice } from '@rozmova/web/store/use-slice';
import { cancelSubscriptionSlice, subscribeSlice, subscriptionsSlice } from '../store/subscriptions-slices';
import { Button, errorText, PageHeader } from '@rozmova/web/ui';
import { RequireClient } from '../../../lib/require-client';
import { clientTimeZone, formatDate } from '@rozmova/web/client-time';
import styles from '../../../lib/payments.module.scss';
import { icu } from '@rozmova/web/i18n/icu';

const LEAVING = [subscribeSlice, cancelSubscriptionSlice];

interface Props {
  locale: MarketLocale;
  basePath: string;
}

export function SubscriptionsPage({ locale, basePath }: Props): React.JSX.Element {
  const { t } = useTranslation('payments');
  return (
    <main className={styles.page}>
      <PageHeader title={t('subscriptions.title')} />
      <p className={styles.muted}>{t('subscriptions.intro')}</p>
      <RequireClient locale={locale}>
        <SubscriptionsBody locale={locale} basePath={basePath} />
      </RequireClient>
    </main>
  );
}

function SubscriptionsBody({ locale }: Props) {
  const { t } = useTranslation(['payments', 'errors']);
  const zone = useMemo(() => clientTimeZone(locale), [locale]);
  // The subscriptions and the therapists are server data: the saga loads them, the page asks and reads.
  const loaded = useRequest(subscriptionsSlice, locale);
  const subscriptions = loaded.data?.subscriptions ?? null;
  const therapists = loaded.data?.therapists ?? [];
  const [workerId, setWorkerId] = useState('');
  const [kind, setKind] = useState<ServiceKind>('personal');
  const [sessions, setSessions] = useState<SessionsPerMonth>(4);
  const dispatch = useDispatch();
  const purchase = useSlice(subscribeSlice);
  const cancelling = useSlice(cancelSubscriptionSlice);
  useResetOnLeave(LEAVING);
  // While the order is made, and while the browser leaves for the provider, the button stays off.
  const busy = purchase.status === 'loading' || (purchase.status === 'ready' && Boolean(purchase.data?.checkout_url));
  const actionFailure =
    purchase.status === 'failed'
      ? errorText(t, purchase.error, 'payments')
      : cancelling.status === 'failed'
        ? errorText(t, cancelling.error, 'payments')
        : null;
  const failure = actionFailure ?? (loaded.status === 'failed' ? errorText(t, loaded.error, 'payments') : null);

  const therapist = therapists.find((th) => th.id === workerId);
  const price = therapist?.prices.find((p) => p.service_kind === kind);
  const monthly = price ? Math.round(price.price * sessions * (100 - SUBSCRIPTION_DISCOUNT_PERCENT)) / 100 : null;

  function subscribe(event: FormEvent) {
    event.preventDefault();
    if (!workerId) return;
    dispatch(cancelSubscriptionSlice.reset());
    dispatch(
      subscribeSlice.request({
        locale,
        subscription: { worker_id: workerId, service_id: SERVICE_IDS[kind], sessions_per_month: sessions },
      }),
    );
  }

  // Stopping renewals is asked once more before it happens (issue 23, point 10): one click is too easy.
  const [confirming, setConfirming] = useState<string | null>(null);
  function cancel(id: string) {
    setConfirming(null);
    dispatch(subscribeSlice.reset());
    dispatch(cancelSubscriptionSlice.request({ locale, id }));
  }

  const nameOf = (id: string) => therapists.find((th) => th.id === id)?.name ?? '';
  return (
    <>
      {failure && (
        <p role="alert" className={styles.error}>
          {failure}
        </p>
      )}
      {subscriptions && subscriptions.length === 0 && <p className={styles.muted}>{t('subscriptions.none')}</p>}
      <ul className={styles.list}>
        {subscriptions?.map((s) => (
          <li key={s.id} className={styles.card} data-testid="subscription">
            <strong>
              {nameOf(s.worker_id)} · {icu(t, 'sessions_per_month', { count: s.sessions_per_period ?? 0 })}
            </strong>
            {s.cancel_at_period_end || s.status === 'cancelled' ? (
              <p className={styles.muted}>
                {icu(t, 'subscription_cancelled', { date: formatDate(s.current_period_end, zone, locale) })}
              </p>
            ) : (
              <>
                <p className={styles.muted}>
                  {icu(t, 'subscription_active', { date: formatDate(s.current_period_end, zone, locale) })}
                </p>
                {confirming === s.id ? (
                  <div role="group" aria-label={t('subscriptions.cancel')} data-testid="subscription-confirm">
                    <p>
                      {icu(t, 'subscription_cancel_confirm', { date: formatDate(s.current_period_end, zone, locale) })}
                    </p>
                    <div className={styles.actions}>
                      <Button onClick={() => cancel(s.id)}>{t('subscriptions.cancel_confirm_yes')}</Button>
                      <Button variant="primary" onClick={() => setConfirming(null)}>
                        {t('subscriptions.cancel_keep')}
                      </Button>
                    </div>
                  </div>
                ) : (
                  <Button onClick={() => setConfirming(s.id)}>{t('subscriptions.cancel')}</Button>
                )}
              </>
            )}
          </li>
        ))}
      </ul>
      <form className={`${styles.card} ${styles.form}`} onSubmit={subscribe}>
        <label className={styles.field}>
          <span>{t('subscriptions.therapist')}</span>
          <select name="worker_id" value={workerId} onChange={(e) => setWorkerId(e.target.value)} required>
            <option value="">{t('subscriptions.choose_therapist')}</option>
            {therapists.map((th) => (
              <option key={th.id} value={th.id}>
                {th.name}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          <span>{t('tokens.service')}</span>
          <select name="service" value={kind} onChange={(e) => setKind(e.target.value as ServiceKind)}>
            <option value="personal">{t('service.personal')}</option>
            <option value="couple">{t('service.couple')}</option>
          </select>
        </label>
        <label className={styles.field}>
          <span>{t('subscriptions.sessions_per_month')}</span>
          <select
            name="sessions"
            value={sessions}
            onChange={(e) => setSessions(Number(e.target.value) as SessionsPerMonth)}
          >
            {SUBSCRIPTION_SESSION_CHOICES.map((n) => (
              <option key={n} value={n}>
                {icu(t, 'sessions_per_month', { count: n })}
              </option>
            ))}
          </select>
        </label>
        <Button variant="primary" type="submit" disabled={busy || !workerId || !price}>
          {busy
            ? t('common.redirecting')
            : monthly !== null
              ? t('subscriptions.buy', { price: formatPrice(monthly, price?.currency, locale) })
              : t('subscriptions.choose_therapist')}
        </Button>
      </form>
      <p className={styles.muted}>{t('common.secure_note')}</p>
    </>
  );
}
