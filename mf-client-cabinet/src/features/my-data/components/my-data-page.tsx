// My data: download everything the platform holds about me, or delete the account. Before deleting, the
// page says plainly what is erased, what is kept for accounting and for how long, and that future
// sessions are cancelled; afterwards the person is signed out on the home page (the account's saga leaves
// for it). src/app composes the page with the account's store: it passes how far the deletion got and what
// starts it.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MarketLocale } from '@rozmova/contracts/markets';
import { Button, Check, errorText, Notice, PageHeader } from '@rozmova/web/ui';
import { formatCurrencyPrice, formatMinorPrice, fromMinorUnits } from '@rozmova/contracts/format';
import { serviceKindOf } from '@rozmova/contracts/constants';
import { clientTimeZone, formatDayShort, formatTime } from '@rozmova/web/client-time';
import { useRequest } from '@rozmova/web/store/use-slice';
import { exportUrl } from '../lib/downloads';
import { deletionPreviewSlice } from '../store/my-data-slices';
import styles from '../../../lib/cabinet.module.scss';
import { icu } from '@rozmova/web/i18n/icu';

/** How far deleting the account got: `error` is the api's error code when it failed. */
export interface DeletionProgress {
  status: 'idle' | 'saving' | 'saved' | 'error';
  error: string | null;
}

interface Props {
  locale: MarketLocale;
  deletion: DeletionProgress;
  /** Delete the account (the person confirmed). */
  onDelete: () => void;
}

export function MyDataPage({ locale, deletion, onDelete }: Props): React.JSX.Element {
  const { t } = useTranslation('cabinet');
  const [confirming, setConfirming] = useState(false);
  const [understood, setUnderstood] = useState(false);

  const erased = t('delete.erased_list', { returnObjects: true }) as string[];
  const kept = t('delete.kept_list', { returnObjects: true }) as string[];

  return (
    <>
      <PageHeader title={t('my_data.title')} />
      <section className={styles.card} aria-labelledby="export-title">
        <h2 className={styles.subHeading} id="export-title">
          {t('my_data.export_title')}
        </h2>
        <p>{t('my_data.export_text')}</p>
        <div className={styles.actions}>
          <a className={styles.primaryButton} href={exportUrl()} data-testid="export-my-data">
            {t('my_data.export_button')}
          </a>
        </div>
      </section>

      <section className={styles.card} aria-labelledby="delete-title" data-testid="delete-account">
        <h2 className={styles.subHeading} id="delete-title">
          {t('delete.title')}
        </h2>
        <p>{t('delete.intro')}</p>
        {!confirming ? (
          <div className={styles.actions}>
            <Button onClick={() => setConfirming(true)} data-testid="delete-start">
              {t('delete.start')}
            </Button>
          </div>
        ) : (
          <Notice data-testid="delete-confirmation">
            <h3 className={styles.subHeading}>{t('delete.erased_title')}</h3>
            <ul>
              {erased.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            <h3 className={styles.subHeading}>{t('delete.kept_title')}</h3>
            <ul>
              {kept.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            <DeletionLosses locale={locale} />
            <p>{t('delete.sessions')}</p>
            <p>{t('delete.final')}</p>
            <Check
              label={t('delete.understood')}
              labelClassName={styles.checkbox}
              checked={understood}
              onChange={(e) => setUnderstood(e.target.checked)}
              data-testid="delete-understood"
            />
            {deletion.status === 'saving' && (
              <p role="status" className={styles.muted}>
                {t('delete.working')}
              </p>
            )}
            {deletion.status === 'error' && (
              <p role="alert" className={styles.error}>
                {errorText(t, deletion.error ?? 'generic', 'cabinet')}
              </p>
            )}
            <div className={styles.actions}>
              <Button
                variant="danger"
                disabled={!understood || deletion.status === 'saving'}
                onClick={onDelete}
                data-testid="delete-confirm"
              >
                {t('delete.confirm')}
              </Button>
              <Button onClick={() => setConfirming(false)} disabled={deletion.status === 'saving'}>
                {t('delete.keep')}
              </Button>
            </div>
          </Notice>
        )}
      </section>
    </>
  );
}

/**
 * Everything deletion would lose, from the api's own records (issue 23, point 4): unused tokens and subscription
 * sessions with what was paid for them in their market's currency, and the future sessions it cancels.
 */
function DeletionLosses({ locale }: { locale: MarketLocale }): React.JSX.Element {
  const { t } = useTranslation('cabinet');
  const request = useRequest(deletionPreviewSlice, locale);
  // Read anew each time the confirmation opens: until it answers, what it would lose is being read.
  const preview = request.status === 'ready' ? request.data : request.status === 'failed' ? 'error' : 'loading';
  if (preview === 'loading' || preview === null)
    return (
      <p role="status" className={styles.muted}>
        {t('delete.losses_loading')}
      </p>
    );
  if (preview === 'error') return <p className={styles.error}>{t('delete.losses_error')}</p>;
  const zone = clientTimeZone(locale);
  const kind = (serviceId: string) =>
    serviceKindOf(serviceId) === 'couple' ? t('sessions.kind_couple') : t('sessions.kind_personal');
  const lines = [
    ...preview.prepaid.map((p) =>
      icu(t, p.subscription ? 'subscription_left_line' : 'unused_line', {
        kind: kind(p.service_id),
        market: t(`purchases.market.${p.market}`),
        count: p.sessions,
        amount: formatMinorPrice(p.value_minor, p.currency, p.market),
      }),
    ),
    ...(preview.active_subscriptions > 0
      ? [t('delete.subscriptions_stop', { count: preview.active_subscriptions })]
      : []),
    ...preview.future_sessions.card_paid.map((b) =>
      t('delete.card_paid_line', {
        day: formatDayShort(b.starts_at, zone, locale),
        time: formatTime(b.starts_at, zone, locale),
        amount: formatCurrencyPrice(fromMinorUnits(b.amount_minor), b.currency),
      }),
    ),
    ...(preview.future_sessions.prepaid > 0
      ? [t('delete.prepaid_sessions', { count: preview.future_sessions.prepaid })]
      : []),
  ];
  return (
    <>
      <h3 className={styles.subHeading}>{t('delete.losses_title')}</h3>
      {lines.length === 0 ? (
        <p data-testid="deletion-losses-none">{t('delete.losses_none')}</p>
      ) : (
        <ul data-testid="deletion-losses">
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
    </>
  );
}
