// The therapist's opt-in: a morning e-mail (7:00 in their time zone) listing the day's sessions. Saved on
// its own, the moment it is ticked, apart from the profile form.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import type { MarketLocale } from '@rozmova/contracts/markets';
import { useRequest, useSlice } from '@rozmova/web/store/use-slice';
import { Check } from '@rozmova/web/ui';
import styles from '../../../lib/cabinet.module.scss';
import { dailyAgendaSlice, saveDailyAgendaSlice } from '../store/profile-slices';

export function DailyAgendaSetting({ locale }: { locale: MarketLocale }): React.JSX.Element {
  const { t } = useTranslation('workerCabinet');
  const dispatch = useDispatch();
  const loaded = useRequest(dailyAgendaSlice, locale);
  const save = useSlice(saveDailyAgendaSlice);
  // A "Saved." from an earlier visit is not news on this one.
  useEffect(() => {
    dispatch(saveDailyAgendaSlice.reset());
  }, [dispatch]);

  const saving = save.status === 'loading';
  // While a save runs the box shows what was asked; a failed save leaves the saved choice, so the tick goes back.
  const enabled = saving && save.args ? save.args.enabled : (loaded.data?.enabled ?? false);
  const state =
    loaded.status === 'failed'
      ? 'load_failed'
      : loaded.data === null
        ? 'loading'
        : saving
          ? 'saving'
          : save.status === 'ready'
            ? 'saved'
            : save.status === 'failed'
              ? 'error'
              : 'ready';
  const change = (next: boolean) => dispatch(saveDailyAgendaSlice.request({ locale, enabled: next }));

  return (
    <fieldset className={styles.card} data-testid="daily-agenda">
      <legend>{t('daily_agenda.title')}</legend>
      <Check
        label={t('daily_agenda.label')}
        checked={enabled}
        disabled={state === 'loading' || state === 'load_failed' || state === 'saving'}
        onChange={(e) => change(e.target.checked)}
      />
      <p className={styles.muted}>{t('daily_agenda.hint')}</p>
      <p role="status" className={styles.muted}>
        {state === 'saved'
          ? t('daily_agenda.saved')
          : state === 'error'
            ? t('daily_agenda.failed')
            : state === 'load_failed'
              ? t('daily_agenda.load_failed')
              : ''}
      </p>
    </fieldset>
  );
}
