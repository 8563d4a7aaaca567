// "No free time in the next 14 days": the client may wait for this therapist with the days and hours that suit
// them (on their own clock); a freed time inside them is e-mailed to the first in line (api/docs/waitlist.md).
import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import type { MarketLocale } from '@rozmova/contracts/markets';
import { useResetOnLeave, useSlice } from '@rozmova/web/store/use-slice';
import { waitlistJoinSlice } from '../store/waitlist-slices';
import { DEFAULT_CHOICE, HOUR_CHOICES, WEEKDAYS, toggleWeekday, windowsOf, type WindowChoice } from '../lib/waitlist';
import styles from './booking-widget.module.scss';

const LEAVING = [waitlistJoinSlice];

interface Props {
  locale: MarketLocale;
  workerId: string;
  serviceId: string;
  clientZone: string;
  registered: boolean;
}

type State = { kind: 'idle' } | { kind: 'sending' } | { kind: 'joined' } | { kind: 'error'; code: string };

export function WaitlistJoin({ locale, workerId, serviceId, clientZone, registered }: Props): React.JSX.Element {
  const { t } = useTranslation('booking');
  const location = useLocation();
  const [choice, setChoice] = useState<WindowChoice>(DEFAULT_CHOICE);
  const dispatch = useDispatch();
  const sent = useSlice(waitlistJoinSlice);
  // Each visit starts with the form: what was sent before (or for another therapist) is forgotten on leaving.
  useResetOnLeave(LEAVING);
  const forThis = sent.args?.body.worker_id === workerId && sent.args.body.service_id === serviceId;
  const state: State = !forThis
    ? { kind: 'idle' }
    : sent.status === 'loading'
      ? { kind: 'sending' }
      : sent.status === 'ready'
        ? { kind: 'joined' }
        : sent.status === 'failed'
          ? { kind: 'error', code: sent.error?.error ?? 'network_error' }
          : { kind: 'idle' };
  const checked = windowsOf(choice);
  const problem = 'problem' in checked ? checked.problem : null;

  function join() {
    if ('problem' in checked) return;
    dispatch(
      waitlistJoinSlice.request({
        locale,
        body: { worker_id: workerId, service_id: serviceId, time_zone: clientZone, windows: checked.windows },
      }),
    );
  }

  if (state.kind === 'joined') {
    return (
      <section className={styles.notice} data-testid="waitlist-joined" role="status">
        <p className={styles.success}>{t('waitlist.joined')}</p>
        <Link to={`/${locale}/cabinet/waitlist`}>{t('waitlist.see_in_cabinet')}</Link>
      </section>
    );
  }

  const next = encodeURIComponent(`${location.pathname}${location.search}`);
  return (
    <section className={styles.notice} aria-labelledby="waitlist-title" data-testid="waitlist-join">
      <h3 id="waitlist-title" className={styles.subTitle}>
        {t('waitlist.title')}
      </h3>
      <p className={styles.hint}>{t('waitlist.explain')}</p>
      {!registered ? (
        <Link className={styles.primaryButton} to={`/${locale}/login?next=${next}`} data-testid="waitlist-sign-in">
          {t('waitlist.sign_in')}
        </Link>
      ) : (
        <form
          className={styles.form}
          onSubmit={(e) => {
            e.preventDefault();
            join();
          }}
        >
          <fieldset className={styles.field}>
            <legend>{t('waitlist.days')}</legend>
            {WEEKDAYS.map((day) => (
              <label key={day} className={styles.checkbox}>
                <input
                  type="checkbox"
                  checked={choice.weekdays.includes(day)}
                  onChange={() => setChoice((c) => toggleWeekday(c, day))}
                  data-testid={`waitlist-day-${day}`}
                />
                {t(`waitlist.weekday_${day}`)}
              </label>
            ))}
          </fieldset>
          <div className={styles.field}>
            <label htmlFor="waitlist-from">{t('waitlist.from')}</label>
            <select
              id="waitlist-from"
              value={choice.from}
              onChange={(e) => setChoice((c) => ({ ...c, from: e.target.value }))}
            >
              {HOUR_CHOICES.slice(0, -1).map((h) => (
                <option key={h} value={h}>
                  {h}
                </option>
              ))}
            </select>
            <label htmlFor="waitlist-to">{t('waitlist.to')}</label>
            <select
              id="waitlist-to"
              value={choice.to}
              onChange={(e) => setChoice((c) => ({ ...c, to: e.target.value }))}
            >
              {HOUR_CHOICES.slice(1).map((h) => (
                <option key={h} value={h}>
                  {h}
                </option>
              ))}
            </select>
          </div>
          <p className={styles.hint}>{t('waitlist.zone', { zone: clientZone })}</p>
          {problem && (
            <p className={styles.fieldError} role="alert">
              {t(`waitlist.problem_${problem}`)}
            </p>
          )}
          {state.kind === 'error' && (
            <p className={styles.error} role="alert" data-testid="waitlist-error">
              {t(`waitlist.error_${state.code}`, { defaultValue: t('waitlist.error_generic') })}
            </p>
          )}
          <button
            type="submit"
            className={styles.primaryButton}
            disabled={problem !== null || state.kind === 'sending'}
            data-testid="waitlist-submit"
          >
            {t('waitlist.join')}
          </button>
        </form>
      )}
    </section>
  );
}
