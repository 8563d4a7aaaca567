// Weekly hours: per weekday a list of intervals to add, change or remove, Monday copied to the other
// workdays in one press; the api's refusals are shown beside the interval they name.
import { useEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import type { MarketLocale } from '@rozmova/contracts/markets';
import { Button, errorText, FormFooter, PageHeader } from '@rozmova/web/ui';
import { StatusLine } from '../../../lib/status-line';
import { useSlice } from '@rozmova/web/store/use-slice';
import { ZoneNote } from '../../../lib/zone-note';
import { weekdayName } from '../../../lib/zoned-time';
import { saveWeeklySlice, weeklySlice, previewSlice } from '../store/weekly-hours-slices';
import { END_TIMES, START_TIMES } from '../../../lib/clock-times';
import { WEEKDAYS, draftBody, problemsByKey, weekDraftReducer, type DraftInterval } from '../store/week-draft';
import { NextWeekPreview } from './next-week-preview';
import styles from '../../../lib/cabinet.module.scss';

export function WeeklyHoursPage({ locale }: { locale: MarketLocale }): React.JSX.Element {
  const { t } = useTranslation('workerCabinet');
  const dispatch = useDispatch();
  const loaded = useSlice(weeklySlice);
  const save = useSlice(saveWeeklySlice);
  const [draft, edit] = useReducer(weekDraftReducer, []);
  const [sent, setSent] = useState<DraftInterval[]>([]);
  const summary = useRef<HTMLDivElement>(null);
  // Keyboard users stay where they were working: on the new interval after adding, on the day's add button
  // after removing one.
  const [focusAfterEdit, setFocusAfterEdit] = useState<{ weekday: number; on: 'new' | 'add' } | null>(null);

  useEffect(() => {
    dispatch(saveWeeklySlice.reset());
    dispatch(weeklySlice.request(undefined));
    dispatch(previewSlice.request(undefined));
  }, [dispatch]);
  useEffect(() => {
    if (loaded.data) edit({ type: 'reset', intervals: loaded.data.intervals });
  }, [loaded.data]);
  useEffect(() => {
    if (save.status === 'failed' || save.status === 'ready') summary.current?.focus();
  }, [save.status]);
  useEffect(() => {
    if (!focusAfterEdit) return;
    const ofDay = draft.filter((i) => i.weekday === focusAfterEdit.weekday);
    const last = ofDay[ofDay.length - 1];
    const id = focusAfterEdit.on === 'new' && last ? `${last.key}-start` : `add-${focusAfterEdit.weekday}`;
    document.getElementById(id)?.focus();
    setFocusAfterEdit(null);
  }, [draft, focusAfterEdit]);

  const problems = save.status === 'failed' ? problemsByKey(sent, save.error) : {};
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setSent(draft);
    dispatch(saveWeeklySlice.request(draftBody(draft)));
  };

  return (
    <section className={styles.page} data-testid="weekly-hours">
      <PageHeader title={t('weekly.title')} />
      {loaded.data ? <ZoneNote zone={loaded.data.time_zone} locale={locale} /> : null}
      <p className={styles.muted}>{t('weekly.intro')}</p>
      <StatusLine state={loaded} onRetry={() => dispatch(weeklySlice.request(undefined))} />
      {loaded.data ? (
        <form onSubmit={submit} className={styles.page} noValidate>
          <div tabIndex={-1} ref={summary} aria-live="polite">
            {save.status === 'failed' ? (
              <p role="alert" className={styles.errorBox} data-testid="weekly-error">
                {Object.keys(problems).length > 0 ? t('weekly.fix_marked') : errorText(t, save.error, 'workerCabinet')}
              </p>
            ) : null}
            {save.status === 'ready' ? (
              <p className={styles.successBox} data-testid="weekly-saved">
                {t('weekly.saved')}
              </p>
            ) : null}
          </div>
          <div className={styles.row}>
            <Button data-testid="copy-monday" onClick={() => edit({ type: 'copy_monday' })}>
              {t('weekly.copy_monday')}
            </Button>
          </div>
          {WEEKDAYS.map((weekday) => {
            const dayName = weekdayName(weekday, locale);
            const ofDay = draft.filter((i) => i.weekday === weekday);
            return (
              <fieldset key={weekday} className={styles.dayGrid} data-testid={`weekday-${weekday}`}>
                <legend className={styles.subHeading}>{dayName}</legend>
                <div className={styles.page}>
                  {ofDay.length === 0 ? <p className={styles.muted}>{t('weekly.day_off')}</p> : null}
                  {ofDay.map((interval, position) => {
                    const own = problems[interval.key] ?? [];
                    const errorId = `${interval.key}-error`;
                    const label = t('weekly.interval_label', { day: dayName, n: position + 1 });
                    return (
                      <div
                        key={interval.key}
                        className={styles.interval}
                        role="group"
                        aria-label={label}
                        data-testid="interval"
                      >
                        <div className={styles.field}>
                          <label htmlFor={`${interval.key}-start`}>{t('common.from')}</label>
                          <select
                            id={`${interval.key}-start`}
                            name="start"
                            value={interval.start}
                            aria-invalid={own.some((p) => p.part !== 'end') || undefined}
                            aria-describedby={own.length ? errorId : undefined}
                            onChange={(e) =>
                              edit({ type: 'change', key: interval.key, field: 'start', value: e.target.value })
                            }
                          >
                            {START_TIMES.map((time) => (
                              <option key={time} value={time}>
                                {time}
                              </option>
                            ))}
                          </select>
                        </div>
                        <div className={styles.field}>
                          <label htmlFor={`${interval.key}-end`}>{t('common.to')}</label>
                          <select
                            id={`${interval.key}-end`}
                            name="end"
                            value={interval.end}
                            aria-invalid={own.some((p) => p.part !== 'start') || undefined}
                            aria-describedby={own.length ? errorId : undefined}
                            onChange={(e) =>
                              edit({ type: 'change', key: interval.key, field: 'end', value: e.target.value })
                            }
                          >
                            {END_TIMES.map((time) => (
                              <option key={time} value={time}>
                                {time}
                              </option>
                            ))}
                          </select>
                        </div>
                        <Button
                          aria-label={t('weekly.remove_label', { interval: label })}
                          onClick={() => {
                            edit({ type: 'remove', key: interval.key });
                            setFocusAfterEdit({ weekday, on: 'add' });
                          }}
                        >
                          {t('common.remove')}
                        </Button>
                        {own.length ? (
                          <p id={errorId} className={styles.fieldError} data-testid="interval-error">
                            {own.map((p) => t(`rule.${p.rule}`, { defaultValue: t('rule.other') })).join(' ')}
                          </p>
                        ) : null}
                      </div>
                    );
                  })}
                  <div>
                    <Button
                      id={`add-${weekday}`}
                      data-testid={`add-interval-${weekday}`}
                      onClick={() => {
                        edit({ type: 'add', weekday });
                        setFocusAfterEdit({ weekday, on: 'new' });
                      }}
                    >
                      {t('weekly.add', { day: dayName })}
                    </Button>
                  </div>
                </div>
              </fieldset>
            );
          })}
          <FormFooter
            submit={save.status === 'loading' ? t('common.saving') : t('weekly.save')}
            testId="weekly-save"
            busy={save.status === 'loading'}
          />
        </form>
      ) : null}
      <NextWeekPreview locale={locale} />
    </section>
  );
}
