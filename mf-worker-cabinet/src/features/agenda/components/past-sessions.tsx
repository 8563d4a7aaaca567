// Past sessions one month at a time, a page of 20 at a time.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Pager } from '@rozmova/web/ui';
import { useDispatch } from 'react-redux';
import type { MarketLocale } from '@rozmova/contracts/markets';
import { StatusLine } from '../../../lib/status-line';
import { useSlice } from '@rozmova/web/store/use-slice';
import { dateIn, formatMonth } from '../../../lib/zoned-time';
import { pastSlice } from '../store/agenda-slices';
import { BookingCard } from './booking-card';
import styles from '../../../lib/cabinet.module.scss';

export const PAST_PER_PAGE = 20;

function shiftMonth(month: string, by: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + by, 1));
  return d.toISOString().slice(0, 7);
}

export function PastSessions({
  locale,
  zone,
  now,
}: {
  locale: MarketLocale;
  zone: string;
  now: Date;
}): React.JSX.Element {
  const { t } = useTranslation('workerCabinet');
  const dispatch = useDispatch();
  const state = useSlice(pastSlice);
  const thisMonth = dateIn(now, zone).slice(0, 7);
  const [month, setMonth] = useState(thisMonth);
  const [page, setPage] = useState(1);

  useEffect(() => {
    // A month's bounds taken a day wide either way; the list below keeps what falls in the month in the zone.
    const from = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1, 1) - 86_400_000);
    const end = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 1) + 86_400_000);
    const to = end < new Date() ? end : new Date();
    dispatch(
      pastSlice.request({
        from: from.toISOString(),
        to: to.toISOString(),
        status: 'all',
        page,
        per_page: PAST_PER_PAGE,
      }),
    );
  }, [dispatch, month, page]);

  const past = (state.data?.bookings ?? []).filter(
    (b) => new Date(b.ends_at) <= now && dateIn(b.starts_at, zone).startsWith(month),
  );
  const total = state.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAST_PER_PAGE));

  return (
    <section className={styles.page} aria-labelledby="past-title" data-testid="past-sessions">
      <div className={styles.spread}>
        <h2 id="past-title" className={styles.subHeading}>
          {t('agenda.past_title', { month: formatMonth(month, locale) })}
        </h2>
        <div className={styles.row}>
          <Button
            onClick={() => {
              setMonth(shiftMonth(month, -1));
              setPage(1);
            }}
          >
            {t('agenda.past_earlier')}
          </Button>
          <Button
            disabled={month >= thisMonth}
            onClick={() => {
              setMonth(shiftMonth(month, 1));
              setPage(1);
            }}
          >
            {t('agenda.past_later')}
          </Button>
        </div>
      </div>
      <StatusLine state={state} />
      {state.status === 'ready' && past.length === 0 ? <p className={styles.muted}>{t('agenda.past_none')}</p> : null}
      <ul className={styles.list}>
        {past.map((booking) => (
          <BookingCard key={booking.id} booking={booking} locale={locale} zone={zone} now={now} withDate />
        ))}
      </ul>
      <Pager
        label={t('agenda.past_pages')}
        page={page}
        pages={pages}
        onPage={setPage}
        previous={t('common.previous')}
        next={t('common.next')}
        position={t('common.page_of', { page, pages })}
      />
    </section>
  );
}
