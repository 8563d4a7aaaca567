// The therapist's opt-in: a morning e-mail (7:00 in their time zone) listing the day's sessions. Saved on
// its own, the moment it is ticked, apart from the profile form.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MarketLocale } from '@rozmova/contracts/markets';
import { call } from '@rozmova/web/api-client';
import * as remindersEndpoints from '@rozmova/contracts/endpoints/reminders';
import { Check } from '@rozmova/web/ui';
import styles from '../../../lib/cabinet.module.scss';

type State = 'loading' | 'load_failed' | 'ready' | 'saving' | 'saved' | 'error';

export function DailyAgendaSetting({ locale }: { locale: MarketLocale }): React.JSX.Element {
  const { t } = useTranslation('workerCabinet');
  const [enabled, setEnabled] = useState(false);
  const [state, setState] = useState<State>('loading');

  useEffect(() => {
    let live = true;
    call(remindersEndpoints.dailyAgenda, {}, { configId: locale }).then(
      (r) => {
        if (!live) return;
        setEnabled(r.enabled);
        setState('ready');
      },
      () => live && setState('load_failed'),
    );
    return () => {
      live = false;
    };
  }, [locale]);

  const change = (next: boolean) => {
    setEnabled(next);
    setState('saving');
    call(remindersEndpoints.setDailyAgenda, { body: { enabled: next } }, { configId: locale }).then(
      (r) => {
        setEnabled(r.enabled);
        setState('saved');
      },
      () => {
        setEnabled(!next);
        setState('error');
      },
    );
  };

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
