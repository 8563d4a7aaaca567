// The calendar-feed card, one for both cabinets: a secret address that Google, Apple or Outlook subscribe to,
// made, renewed and turned off here. The address exists in full only in the answer that made it (the api keeps a
// hash), so it is shown once with a copy button; afterwards the card says since when one is live.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MarketLocale } from '@rozmova/contracts/markets';
import type { CalendarFeedStatus } from '@rozmova/contracts/schemas/calendar-feed';
import { calendarFeedStatus, renewCalendarFeed, revokeCalendarFeed } from '@rozmova/contracts/endpoints/calendar-feed';
import { call } from '@rozmova/web/api-client';
import { clientTimeZone, formatDate } from '@rozmova/web/client-time';
import { addLocaleBundles } from '@rozmova/web/i18n/i18n';
import { CALENDAR_FEED_TEXTS } from './calendar-feed-texts';
import styles from './calendar-feed.module.scss';

export const CALENDAR_FEED_NAMESPACE = 'calendarFeed';

type Phase = 'loading' | 'load_failed' | 'ready' | 'working' | 'failed';

export interface CalendarFeedCardProps {
  locale: MarketLocale;
  /** Whose sessions: says what the address reveals. */
  role: 'client' | 'therapist';
}

export function CalendarFeedCard({ locale, role }: CalendarFeedCardProps): React.JSX.Element {
  addLocaleBundles(CALENDAR_FEED_NAMESPACE, CALENDAR_FEED_TEXTS);
  const { t } = useTranslation(CALENDAR_FEED_NAMESPACE);
  const [status, setStatus] = useState<CalendarFeedStatus | null>(null);
  const [phase, setPhase] = useState<Phase>('loading');
  const [revoked, setRevoked] = useState(false);
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    let live = true;
    call(calendarFeedStatus, {}, { configId: locale }).then(
      (answer) => {
        if (!live) return;
        setStatus(answer);
        setPhase('ready');
      },
      () => live && setPhase('load_failed'),
    );
    return () => {
      live = false;
    };
  }, [locale]);

  const change = (action: 'renew' | 'revoke') => {
    setPhase('working');
    setCopied(false);
    call(action === 'renew' ? renewCalendarFeed : revokeCalendarFeed, { body: {} }, { configId: locale }).then(
      (answer) => {
        setStatus(answer);
        setRevoked(action === 'revoke');
        setPhase('ready');
      },
      () => setPhase('failed'),
    );
  };

  const copy = (url: string) => {
    void navigator.clipboard?.writeText(url).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };

  const busy = phase === 'working';
  const url = status?.url ?? null;

  return (
    // The cabinets' own forms announce their saves with role="status"; this card uses plain live text, so a page
    // never has two status regions at once.
    <section
      className={styles.card}
      aria-labelledby="calendar-feed-title"
      aria-busy={phase === 'loading' || busy}
      data-testid="calendar-feed"
    >
      <h2 id="calendar-feed-title" className={styles.title}>
        {t('title')}
      </h2>
      <p>{t('intro')}</p>
      {phase === 'loading' && <p className={styles.muted}>{t('loading')}</p>}
      {phase === 'load_failed' && <p role="alert">{t('load_failed')}</p>}
      {status && url && (
        <div className={styles.notice}>
          <label htmlFor="calendar-feed-url">{t('your_address')}</label>
          <div className={styles.address}>
            <input id="calendar-feed-url" type="text" readOnly value={url} onFocus={(e) => e.target.select()} />
            <button type="button" className={styles.button} onClick={() => copy(url)}>
              {t('copy')}
            </button>
          </div>
          <p aria-live="polite" className={styles.muted}>
            {copied ? t('copied') : t('shown_once')}
          </p>
        </div>
      )}
      {status && !status.active && <p>{revoked ? t('revoked') : t('none')}</p>}
      {status?.active && !url && status.created_at && (
        <p>{t('active_since', { date: formatDate(status.created_at, clientTimeZone(locale), locale) })}</p>
      )}
      {status && (
        <div className={styles.actions}>
          {status.active ? (
            <>
              <button type="button" className={styles.button} disabled={busy} onClick={() => change('renew')}>
                {t('renew')}
              </button>
              <button type="button" className={styles.button} disabled={busy} onClick={() => change('revoke')}>
                {t('revoke')}
              </button>
            </>
          ) : (
            <button
              type="button"
              className={`${styles.button} ${styles.primary}`}
              disabled={busy}
              onClick={() => change('renew')}
            >
              {t('create')}
            </button>
          )}
        </div>
      )}
      {phase === 'working' && (
        <p aria-live="polite" className={styles.muted}>
          {t('working')}
        </p>
      )}
      {phase === 'failed' && <p role="alert">{t('failed')}</p>}
      {status?.active && <p className={styles.muted}>{t('renew_hint')}</p>}
      <p className={styles.muted}>{t(role === 'therapist' ? 'secret_therapist' : 'secret_client')}</p>
      <h3 className={styles.title}>{t('how_title')}</h3>
      <ul className={styles.steps}>
        <li>{t('google')}</li>
        <li>{t('apple')}</li>
        <li>{t('outlook')}</li>
      </ul>
      <p className={styles.muted}>{t('refresh')}</p>
    </section>
  );
}
