// The profile's optional oblast and planned power-cut group (clients and therapists of the ua market), with
// why they are asked. Shown only where the api has a feed for them: 404 outages_off or 409
// outages_not_in_market keep the card away.
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { MarketLocale } from '@rozmova/contracts/markets';
import {
  OBLAST_IDS,
  OUTAGE_GROUPS,
  OUTAGES_MARKET,
  UA_OBLASTS,
  type OblastId,
  type OutageGroup,
  type OutageProfile as Profile,
} from '@rozmova/contracts/schemas/outages';
import { addLocaleBundles } from '@rozmova/web/i18n/i18n';
import { outagesApi, type OutagesApi } from './api';
import { en } from './locales/en';
import { pl } from './locales/pl';
import { ro } from './locales/ro';
import { ua } from './locales/ua';
import styles from './outages.module.scss';

export function addOutagesTexts(): void {
  addLocaleBundles('outages', { ua, pl, ro, en });
}

export function OutageProfile({
  locale,
  api = outagesApi,
}: {
  locale: MarketLocale;
  api?: OutagesApi;
}): React.JSX.Element | null {
  addOutagesTexts();
  const { t } = useTranslation('outages');
  const id = useId();
  const [profile, setProfile] = useState<Profile | null>(null);
  const [oblast, setOblast] = useState<OblastId | ''>('');
  const [group, setGroup] = useState<OutageGroup | ''>('');
  const [status, setStatus] = useState<'idle' | 'saving' | 'saved' | 'failed'>('idle');

  useEffect(() => {
    if (locale !== OUTAGES_MARKET) return;
    let live = true;
    api.profile(locale).then(
      (loaded) => {
        if (!live) return;
        setProfile(loaded);
        setOblast(loaded.oblast_id ?? '');
        setGroup(loaded.outage_group ?? '');
      },
      // Off or not this market: nothing to ask.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [api, locale]);

  if (!profile || (!profile.alerts_enabled && !profile.planned_outages_enabled)) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setStatus('saving');
    api.setProfile({ oblast_id: oblast || null, outage_group: group || null }, locale).then(
      (saved) => {
        setProfile(saved);
        setStatus('saved');
      },
      () => setStatus('failed'),
    );
  };

  return (
    <section className={styles.section} aria-labelledby={`${id}-title`} data-testid="outage-profile">
      <h2 id={`${id}-title`}>{t('heading')}</h2>
      <p className={styles.muted} id={`${id}-why`}>
        {t('why')}
      </p>
      <form onSubmit={submit} aria-describedby={`${id}-why`}>
        {profile.alerts_enabled && (
          <label>
            {t('oblast')}
            <select
              name="oblast_id"
              value={oblast}
              onChange={(e) => {
                setOblast(e.target.value as OblastId | '');
                setStatus('idle');
              }}
            >
              <option value="">{t('none')}</option>
              {OBLAST_IDS.map((oblastId) => (
                <option key={oblastId} value={oblastId}>
                  {UA_OBLASTS[oblastId][locale]}
                </option>
              ))}
            </select>
          </label>
        )}
        {profile.planned_outages_enabled && (
          <label>
            {t('group')}
            <select
              name="outage_group"
              value={group}
              onChange={(e) => {
                setGroup(e.target.value as OutageGroup | '');
                setStatus('idle');
              }}
            >
              <option value="">{t('none')}</option>
              {OUTAGE_GROUPS.map((g) => (
                <option key={g} value={g}>
                  {t('group_option', { group: g })}
                </option>
              ))}
            </select>
          </label>
        )}
        <button type="submit" className={styles.button} disabled={status === 'saving'}>
          {t('save')}
        </button>
      </form>
      {status === 'saved' && (
        <p role="status" className={styles.success}>
          {t('saved')}
        </p>
      )}
      {status === 'failed' && (
        <p role="alert" className={styles.error}>
          {t('failed')}
        </p>
      )}
    </section>
  );
}
