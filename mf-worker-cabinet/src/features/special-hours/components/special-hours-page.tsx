// Special hours: other hours or a day off for one date or a range (a holiday), and the dates already set,
// each of which can go back to the weekly hours.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { Link } from 'react-router-dom';
import { PATHS } from '@rozmova/contracts/routes/paths';
import type { MarketLocale } from '@rozmova/contracts/markets';
import { Button, Check, errorText, Field, FormFooter, PageHeader } from '@rozmova/web/ui';
import { StatusLine } from '../../../lib/status-line';
import { useSlice } from '@rozmova/web/store/use-slice';
import { ZoneNote } from '../../../lib/zone-note';
import { formatDate, formatDay, formatTime } from '../../../lib/zoned-time';
import type { SavedSpecialWorkTime } from '../api/set-special-work-time';
import { END_TIMES, START_TIMES } from '../../../lib/clock-times';
import { saveSpecialSlice, specialSlice } from '../store/special-hours-slices';
import { specialDays, specialFormProblems, type SpecialForm } from '../store/special-form';
import styles from '../../../lib/cabinet.module.scss';

const EMPTY: SpecialForm = { from: '', to: '', dayOff: true, intervals: [{ start: '10:00', end: '14:00' }], note: '' };

export function SpecialHoursPage({ locale }: { locale: MarketLocale }): React.JSX.Element {
  const { t } = useTranslation('workerCabinet');
  const dispatch = useDispatch();
  const list = useSlice(specialSlice);
  const save = useSlice(saveSpecialSlice);
  const [form, setForm] = useState<SpecialForm>(EMPTY);
  const [shown, setShown] = useState<string[]>([]);

  useEffect(() => {
    dispatch(saveSpecialSlice.reset());
    dispatch(specialSlice.request(undefined));
  }, [dispatch]);
  useEffect(() => {
    if (save.status === 'ready' && save.args?.days) setForm(EMPTY);
  }, [save.status, save.args]);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const problems = specialFormProblems(form);
    setShown(problems);
    if (problems.length === 0) dispatch(saveSpecialSlice.request({ days: specialDays(form) }));
  };
  const problemText = shown.map((p) => t(`special.problem.${p}`)).join(' ');

  return (
    <section className={styles.page} data-testid="special-hours">
      <PageHeader title={t('special.title')} />
      {list.data ? <ZoneNote zone={list.data.time_zone} locale={locale} /> : null}
      <form className={styles.card} onSubmit={submit} noValidate aria-labelledby="special-form-title">
        <h2 id="special-form-title" className={styles.subHeading}>
          {t('special.form_title')}
        </h2>
        <div className={styles.row}>
          <Field id="special-from" label={t('special.from')}>
            <input
              id="special-from"
              name="from"
              type="date"
              value={form.from}
              aria-describedby={shown.length ? 'special-problems' : undefined}
              onChange={(e) => setForm({ ...form, from: e.target.value })}
            />
          </Field>
          <Field id="special-to" label={t('special.to')}>
            <input
              id="special-to"
              name="to"
              type="date"
              value={form.to}
              min={form.from || undefined}
              onChange={(e) => setForm({ ...form, to: e.target.value })}
            />
          </Field>
        </div>
        <fieldset className={styles.row}>
          <legend>{t('special.what')}</legend>
          <Check
            label={t('special.day_off')}
            type="radio"
            name="kind"
            value="off"
            checked={form.dayOff}
            onChange={() => setForm({ ...form, dayOff: true })}
          />
          <Check
            label={t('special.other_hours')}
            type="radio"
            name="kind"
            value="hours"
            checked={!form.dayOff}
            onChange={() => setForm({ ...form, dayOff: false })}
          />
        </fieldset>
        {!form.dayOff
          ? form.intervals.map((interval, index) => (
              <div
                key={index}
                className={styles.interval}
                role="group"
                aria-label={t('special.interval_label', { n: index + 1 })}
              >
                <div className={styles.field}>
                  <label htmlFor={`special-start-${index}`}>{t('common.from')}</label>
                  <select
                    id={`special-start-${index}`}
                    value={interval.start}
                    onChange={(e) =>
                      setForm({
                        ...form,
                        intervals: form.intervals.map((i, n) => (n === index ? { ...i, start: e.target.value } : i)),
                      })
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
                  <label htmlFor={`special-end-${index}`}>{t('common.to')}</label>
                  <select
                    id={`special-end-${index}`}
                    value={interval.end}
                    onChange={(e) =>
                      setForm({
                        ...form,
                        intervals: form.intervals.map((i, n) => (n === index ? { ...i, end: e.target.value } : i)),
                      })
                    }
                  >
                    {END_TIMES.map((time) => (
                      <option key={time} value={time}>
                        {time}
                      </option>
                    ))}
                  </select>
                </div>
                <Button onClick={() => setForm({ ...form, intervals: form.intervals.filter((_, n) => n !== index) })}>
                  {t('common.remove')}
                </Button>
              </div>
            ))
          : null}
        {!form.dayOff ? (
          <div>
            <Button
              onClick={() => setForm({ ...form, intervals: [...form.intervals, { start: '15:00', end: '18:00' }] })}
            >
              {t('special.add_interval')}
            </Button>
          </div>
        ) : null}
        <Field id="special-note" label={t('special.note')}>
          <input
            id="special-note"
            name="note"
            maxLength={500}
            value={form.note}
            onChange={(e) => setForm({ ...form, note: e.target.value })}
          />
        </Field>
        {shown.length ? (
          <p id="special-problems" role="alert" className={styles.fieldError}>
            {problemText}
          </p>
        ) : null}
        {save.status === 'failed' ? (
          <p role="alert" className={styles.fieldError} data-testid="special-error">
            {save.error?.details?.[0]
              ? t(`rule.${save.error.details[0].rule}`, { defaultValue: errorText(t, save.error, 'workerCabinet') })
              : errorText(t, save.error, 'workerCabinet')}
          </p>
        ) : null}
        {save.status === 'ready' ? (
          <p className={styles.successBox} data-testid="special-saved">
            {t('special.saved')}
          </p>
        ) : null}
        {save.status === 'ready' && save.data && save.data.collisions.length > 0 ? (
          <Collisions locale={locale} zone={save.data.time_zone} collisions={save.data.collisions} />
        ) : null}
        <FormFooter submit={t('special.save')} testId="special-save" busy={save.status === 'loading'} />
      </form>
      <section className={styles.page} aria-labelledby="special-list-title">
        <h2 id="special-list-title" className={styles.subHeading}>
          {t('special.list_title')}
        </h2>
        <StatusLine state={list} onRetry={() => dispatch(specialSlice.request(undefined))} />
        {list.data && list.data.days.length === 0 ? <p className={styles.muted}>{t('special.none')}</p> : null}
        <ul className={styles.list}>
          {(list.data?.days ?? []).map((day) => (
            <li key={day.date} className={styles.card} data-testid="special-day" data-date={day.date}>
              <div className={styles.spread}>
                <strong>{formatDate(day.date, locale)}</strong>
                <Button
                  aria-label={t('special.remove_label', { date: formatDate(day.date, locale) })}
                  onClick={() => dispatch(saveSpecialSlice.request({ clear_dates: [day.date] }))}
                >
                  {t('special.remove')}
                </Button>
              </div>
              <p>
                {day.intervals.length === 0
                  ? t('special.day_off')
                  : day.intervals.map((i) => `${i.start}–${i.end}`).join(', ')}
              </p>
              {day.note ? <p className={styles.muted}>{day.note}</p> : null}
            </li>
          ))}
        </ul>
      </section>
    </section>
  );
}

/**
 * Booked sessions the new hours no longer cover. They stay booked (a client is never dropped silently): the
 * therapist is asked to move or cancel each one from the agenda, where the client is told.
 */
function Collisions({
  locale,
  zone,
  collisions,
}: {
  locale: MarketLocale;
  zone: string;
  collisions: SavedSpecialWorkTime['collisions'];
}) {
  const { t } = useTranslation('workerCabinet');
  return (
    <div role="alert" className={styles.card} data-testid="special-collisions">
      <p>{t('special.collisions', { count: collisions.length })}</p>
      <ul>
        {collisions.map((c) => (
          <li key={c.booking_id} data-testid="special-collision" data-booking-id={c.booking_id}>
            {formatDay(c.starts_at, locale, zone)}, {formatTime(c.starts_at, locale, zone)}
            {c.series_id ? ` · ${t('agenda.series.marker')}` : ''}
          </li>
        ))}
      </ul>
      <Link className={styles.secondaryButton} to={`/${locale}/${PATHS.workerCabinet.appointmentsList}`}>
        {t('special.collisions_to_agenda')}
      </Link>
    </div>
  );
}
