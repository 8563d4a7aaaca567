// "Repeat every week / every 2 weeks" on the review step: the client picks how often and how many sessions, the
// api checks every week, and the client settles each taken week (move it to a free time of that week, or skip it).
import { useEffect, useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useTranslation } from 'react-i18next';
import type { MarketLocale } from '@rozmova/contracts/markets';
import { formatDayLong, formatTime } from '@rozmova/web/client-time';
import {
  SERIES_INTERVALS,
  SERIES_MAX_COUNT,
  SERIES_MIN_COUNT,
  clockChangeNote,
  type OccurrenceChoice,
  type PreviewOccurrence,
  type SeriesInterval,
} from '../lib/series-plan';
import { chooseOccurrence, previewKey, requestSeriesPreview, setRepeat } from '../store/series-actions';
import { selectBookingSeries, selectSeriesPlan, selectSeriesProblem } from '../store/series-selectors';
import type { SeriesStart } from '../store/series-types';
import styles from './booking-widget.module.scss';

interface Props {
  locale: MarketLocale;
  start: SeriesStart;
  clientZone: string;
}

const COUNTS = Array.from({ length: SERIES_MAX_COUNT - SERIES_MIN_COUNT + 1 }, (_, i) => SERIES_MIN_COUNT + i);

export function SeriesPlanner({ locale, start, clientZone }: Props): React.JSX.Element {
  const { t } = useTranslation('booking');
  const dispatch = useDispatch();
  const series = useSelector(selectBookingSeries);
  const plan = useSelector(selectSeriesPlan);
  const problem = useSelector(selectSeriesProblem);
  const interval = series.every_weeks;

  const input = useMemo(
    () =>
      interval === null ? null : { ...start, every_weeks: interval, count: series.count, client_time_zone: clientZone },
    [start, interval, series.count, clientZone],
  );
  const key = input ? previewKey(input) : null;
  const previewStatus = series.preview.status;
  // Asks again whenever the question changes; an answer already there for it is kept.
  useEffect(() => {
    if (input && series.preview.for !== key && previewStatus !== 'loading') dispatch(requestSeriesPreview(input));
  }, [dispatch, input, key, series.preview.for, previewStatus]);

  const when = (iso: string) =>
    t('calendar.slot_label', {
      day: formatDayLong(iso, clientZone, locale),
      time: formatTime(iso, clientZone, locale),
    });
  const items = series.preview.for === key ? series.preview.items : [];
  const first = items[0];

  return (
    <section className={styles.series} aria-labelledby="series-title" data-testid="series-planner">
      <h4 id="series-title" className={styles.legend}>
        {t('series.title')}
      </h4>
      <fieldset className={styles.serviceSwitch}>
        <legend className={styles.visuallyHidden}>{t('series.title')}</legend>
        {([null, ...SERIES_INTERVALS] as Array<SeriesInterval | null>).map((option) => (
          <label
            key={option ?? 'once'}
            className={option === interval ? `${styles.serviceOption} ${styles.selected}` : styles.serviceOption}
          >
            <input
              type="radio"
              name="series_interval"
              checked={option === interval}
              onChange={() => dispatch(setRepeat(option, series.count))}
              data-testid={`series-interval-${option ?? 'once'}`}
            />
            <span className={styles.serviceName}>{t(`series.interval_${option ?? 'once'}`)}</span>
          </label>
        ))}
      </fieldset>
      {interval !== null && (
        <label className={styles.field}>
          <span>{t('series.count_label')}</span>
          <select
            value={series.count}
            onChange={(e) => dispatch(setRepeat(interval, Number(e.target.value)))}
            data-testid="series-count"
          >
            {COUNTS.map((n) => (
              <option key={n} value={n}>
                {t('series.count_option', { count: n })}
              </option>
            ))}
          </select>
        </label>
      )}

      {interval !== null && previewStatus === 'loading' && (
        <p className={styles.muted} role="status">
          {t('series.checking')}
        </p>
      )}
      {interval !== null && previewStatus === 'error' && (
        <div className={styles.notice} role="alert">
          <p className={styles.error}>{t('series.preview_error')}</p>
          {input && (
            <button
              type="button"
              className={styles.secondaryButton}
              onClick={() => dispatch(requestSeriesPreview(input))}
            >
              {t('calendar.retry')}
            </button>
          )}
        </div>
      )}
      {interval !== null && items.length > 0 && first && (
        <>
          <ol className={styles.seriesList} data-testid="series-preview">
            {items.map((occurrence, i) => (
              <OccurrenceRow
                key={occurrence.index}
                position={i}
                occurrence={occurrence}
                choice={series.choices[i] ?? null}
                when={when}
                onChoose={(choice) => dispatch(chooseOccurrence(i, choice))}
              />
            ))}
          </ol>
          <p className={styles.muted} aria-live="polite" data-testid="series-summary">
            {t('series.summary', { count: plan.length })}
          </p>
          {problem === 'undecided' && <p className={styles.fieldError}>{t('series.undecided')}</p>}
          {problem === 'too_few' && (
            <p className={styles.fieldError}>{t('series.too_few', { count: SERIES_MIN_COUNT })}</p>
          )}
        </>
      )}
    </section>
  );
}

function OccurrenceRow({
  position,
  occurrence,
  choice,
  when,
  onChoose,
}: {
  position: number;
  occurrence: PreviewOccurrence;
  choice: OccurrenceChoice | null;
  when: (iso: string) => string;
  onChoose: (choice: OccurrenceChoice) => void;
}) {
  const { t } = useTranslation('booking');
  const name = `series-week-${position}`;
  const clockChange = clockChangeNote(occurrence, choice);
  const free = occurrence.status === 'free';
  const decided = choice?.action ?? 'undecided';
  return (
    <li
      className={styles.seriesItem}
      data-testid="series-occurrence"
      data-state={occurrence.status}
      data-choice={decided}
    >
      <p className={styles.serviceName}>
        {t('series.week', { number: position + 1 })}: {when(occurrence.starts_at)}
      </p>
      {clockChange && (
        <p className={styles.hint} data-testid="series-dst-note">
          {t('series.dst_note', clockChange)}
        </p>
      )}
      {!free && (
        <p className={styles.error} data-testid="series-conflict" data-conflict={occurrence.conflict ?? ''}>
          {t(`series.conflict.${occurrence.conflict ?? 'booked'}`)}{' '}
          {occurrence.alternatives.length > 0 ? t('series.alternatives') : t('series.no_alternative')}
        </p>
      )}
      <fieldset className={styles.choice}>
        <legend className={styles.visuallyHidden}>{t('series.week_choice', { number: position + 1 })}</legend>
        {free && (
          <label className={styles.checkbox}>
            <input
              type="radio"
              name={name}
              checked={choice?.action === 'keep'}
              onChange={() => onChoose({ action: 'keep' })}
              data-testid="series-keep"
            />
            <span>{t('series.keep')}</span>
          </label>
        )}
        {occurrence.alternatives.map((alt) => (
          <label key={alt.starts_at} className={styles.checkbox}>
            <input
              type="radio"
              name={name}
              checked={choice?.action === 'move' && choice.starts_at === alt.starts_at}
              onChange={() => onChoose({ action: 'move', starts_at: alt.starts_at })}
              data-testid="series-alternative"
              data-starts-at={alt.starts_at}
            />
            <span>{t('series.move_to', { when: when(alt.starts_at) })}</span>
          </label>
        ))}
        <label className={styles.checkbox}>
          <input
            type="radio"
            name={name}
            checked={choice?.action === 'drop'}
            onChange={() => onChoose({ action: 'drop' })}
            data-testid="series-drop"
          />
          <span>{t('series.drop')}</span>
        </label>
      </fieldset>
    </li>
  );
}
