// The cabinet's landing page: the next session first and large, then the other upcoming ones, then the past.
import { useMemo } from 'react';
import { useDispatch } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { MarketLocale } from '@rozmova/contracts/markets';
import { clientTimeZone } from '@rozmova/web/client-time';
import { Button, errorText, Notice, PageHeader, Pager } from '@rozmova/web/ui';
import { useSeriesByBooking } from '../../../lib/series-list';
import { sessionPath } from '../../../routes';
import { PATHS } from '@rozmova/contracts/routes/paths';
import type { Appointment } from '../api/sessions-api';
import { canCancel, nextSession } from '../lib/session-rules';
import { useRequest } from '@rozmova/web/store/use-slice';
import { PAST_PER_PAGE, pastSlice, upcomingSlice } from '../store/sessions-slices';
import { AddToCalendar } from './add-to-calendar';
import { JoinCall } from './join-call';
import { SessionSummary } from './session-summary';
import styles from '../../../lib/cabinet.module.scss';

export function SessionsPage({ locale }: { locale: MarketLocale }): React.JSX.Element {
  const { t } = useTranslation('cabinet');
  const dispatch = useDispatch();
  const upcoming = useRequest(upcomingSlice, { locale, page: 1 });
  const past = useRequest(pastSlice, { locale, page: 1 });
  const zone = useMemo(() => clientTimeZone(locale), [locale]);
  const inSeries = useSeriesByBooking(locale);

  const upcomingItems = upcoming.data?.appointments ?? [];
  const pastItems = past.data?.appointments ?? [];
  const pastPage = past.args?.page ?? 1;
  const next = nextSession(upcomingItems, Date.now());
  const others = upcomingItems.filter((a) => a !== next);
  const pastPages = Math.max(1, Math.ceil((past.data?.total ?? 0) / PAST_PER_PAGE));

  return (
    <>
      <PageHeader title={t('sessions.title')} />
      {upcoming.status === 'loading' && upcomingItems.length === 0 && (
        <p role="status" className={styles.muted}>
          {t('common.loading')}
        </p>
      )}
      {upcoming.status === 'failed' && (
        <Notice role="alert">
          <p>{errorText(t, upcoming.error?.error ?? 'generic', 'cabinet')}</p>
          <Button onClick={upcoming.reload}>{t('common.retry')}</Button>
        </Notice>
      )}
      {upcoming.status === 'ready' && !next && (
        <Notice data-testid="no-upcoming">
          <p>{t('sessions.none_upcoming')}</p>
          <Link className={styles.primaryButton} to={`/${locale}/therapists`}>
            {t('sessions.find_therapist')}
          </Link>
        </Notice>
      )}
      {next && (
        <section
          className={`${styles.card} ${styles.prominent}`}
          aria-labelledby="next-session-title"
          data-testid="next-session"
          data-id={next.id}
        >
          <p className={styles.muted} id="next-session-title">
            {t('sessions.next_title')}
          </p>
          <SessionSummary locale={locale} appointment={next} clientZone={zone} headingLevel={2} />
          <SeriesMarker locale={locale} everyWeeks={inSeries.get(next.id)?.every_weeks} />
          <JoinCall locale={locale} appointment={next} />
          <div className={styles.actions}>
            <AddToCalendar locale={locale} appointment={next} clientZone={zone} />
            <Link
              className={styles.secondaryButton}
              to={`/${locale}/${sessionPath(next.id)}`}
              data-testid="session-details"
            >
              {t('sessions.details_link')}
            </Link>
          </div>
        </section>
      )}
      {others.length > 0 && (
        <section aria-labelledby="upcoming-title">
          <h2 className={styles.subHeading} id="upcoming-title">
            {t('sessions.upcoming_title')}
          </h2>
          <SessionList locale={locale} items={others} zone={zone} withCalendar inSeries={inSeries} />
        </section>
      )}
      <section aria-labelledby="past-title" className={styles.form}>
        <h2 className={styles.subHeading} id="past-title">
          {t('sessions.past_title')}
        </h2>
        {past.status === 'ready' && pastItems.length === 0 && <p className={styles.muted}>{t('sessions.none_past')}</p>}
        {past.status === 'failed' && (
          <p className={styles.error}>{errorText(t, past.error?.error ?? 'generic', 'cabinet')}</p>
        )}
        {pastItems.length > 0 && (
          <SessionList locale={locale} items={pastItems} zone={zone} withCalendar={false} inSeries={inSeries} />
        )}
        {pastPages > 1 && (
          <Pager
            label={t('sessions.past_pages')}
            page={pastPage}
            pages={pastPages}
            onPage={(page) => dispatch(pastSlice.request({ locale, page }))}
            previous={t('sessions.previous')}
            next={t('sessions.next')}
            position={t('sessions.page', { page: pastPage, pages: pastPages })}
            busy={past.status === 'loading'}
          />
        )}
      </section>
    </>
  );
}

function SessionList({
  locale,
  items,
  zone,
  withCalendar,
  inSeries,
}: {
  locale: MarketLocale;
  items: Appointment[];
  zone: string;
  withCalendar: boolean;
  inSeries: Map<string, { every_weeks: number }>;
}) {
  const { t } = useTranslation('cabinet');
  return (
    <ul className={styles.list}>
      {items.map((a) => (
        <li key={a.id} className={styles.card} data-testid="session-item" data-id={a.id}>
          <SessionSummary locale={locale} appointment={a} clientZone={zone} headingLevel={3} />
          <SeriesMarker locale={locale} everyWeeks={inSeries.get(a.id)?.every_weeks} />
          <div className={styles.actions}>
            {withCalendar && a.status === 'confirmed' && (
              <AddToCalendar locale={locale} appointment={a} clientZone={zone} />
            )}
            <Link className={styles.secondaryButton} to={`/${locale}/${sessionPath(a.id)}`}>
              {/* Only a session still to come can be moved or cancelled: a cancelled or past one has details only. */}
              {canCancel(a, Date.now()) ? t('sessions.details_link') : t('sessions.details_only_link')}
            </Link>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** "Part of a weekly series", linking to the series page where its other sessions are managed. */
function SeriesMarker({ locale, everyWeeks }: { locale: MarketLocale; everyWeeks: number | undefined }) {
  const { t } = useTranslation('cabinet');
  if (everyWeeks === undefined) return null;
  return (
    <p className={styles.muted} data-testid="series-marker">
      <Link className={styles.link} to={`/${locale}/${PATHS.clientCabinet.series}`}>
        {t(`series.marker_${everyWeeks === 2 ? 2 : 1}`)}
      </Link>
    </p>
  );
}
