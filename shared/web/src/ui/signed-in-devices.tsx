// "Your signed-in devices", the same in the client's and the therapist's cabinet: each session's browser in
// words, its coarse network address (no place look-up exists here, and the api keeps only "193.0.x.x"), when it
// was last active, which one is this browser; any other one can be signed out, or all of them at once.
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { MARKETS, type MarketLocale } from '@rozmova/contracts/markets';
import { apiErrorCode } from '@rozmova/web/api-client';
import { addLocaleBundles } from '@rozmova/web/i18n/i18n';
import { devicesApi, type DeviceSession, type DevicesApi } from '../account/devices-api';
import { DEVICES_TEXTS } from '../account/devices-texts';
import styles from './signed-in-devices.module.scss';

type Load = { status: 'loading' } | { status: 'error'; code: string } | { status: 'ready'; sessions: DeviceSession[] };

function deviceName(t: TFunction, s: DeviceSession): string {
  if (!s.browser && !s.os) return t('unknownBrowser');
  return t('browserOn', { browser: s.browser ?? t('unknownBrowser'), os: s.os ?? t('unknownSystem') });
}

export function SignedInDevices({
  locale,
  api = devicesApi,
  asPage = false,
}: {
  locale: MarketLocale;
  /** Tests pass a fake. */
  api?: DevicesApi;
  /** The list is the whole page (its title is the page's h1), not a section of a profile. */
  asPage?: boolean;
}): React.JSX.Element {
  const Heading = asPage ? 'h1' : 'h2';
  addLocaleBundles('devices', DEVICES_TEXTS);
  const { t } = useTranslation('devices');
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<{ kind: 'done' | 'error'; text: string } | null>(null);
  const when = (iso: string) =>
    new Intl.DateTimeFormat(MARKETS[locale].locales.booking_calendar_locale, {
      dateStyle: 'medium',
      timeStyle: 'short',
    }).format(new Date(iso));

  const refresh = useCallback(async () => {
    try {
      setLoad({ status: 'ready', sessions: await api.listDevices(locale) });
    } catch (error) {
      setLoad({ status: 'error', code: apiErrorCode(error) });
    }
  }, [api, locale]);
  useEffect(() => {
    void refresh();
  }, [refresh]);

  const act = async (call: () => Promise<unknown>, doneText: string) => {
    setBusy(true);
    setNote(null);
    try {
      await call();
      setNote({ kind: 'done', text: doneText });
    } catch (error) {
      const code = apiErrorCode(error);
      setNote({ kind: 'error', text: t(`errors:${code}`, { defaultValue: t('errors:default') }) });
    } finally {
      setBusy(false);
      await refresh();
    }
  };

  const others = load.status === 'ready' ? load.sessions.filter((s) => !s.current) : [];
  return (
    <section className={styles.devices} aria-labelledby="devices-title" data-testid="signed-in-devices">
      <Heading className={styles.title} id="devices-title">
        {t('title')}
      </Heading>
      <p className={styles.muted}>{t('lead')}</p>
      {load.status === 'loading' && (
        <p role="status" className={styles.muted}>
          {t('loading')}
        </p>
      )}
      {load.status === 'error' && (
        <div role="alert" className={styles.notice}>
          <p>{t('failed')}</p>
          <button type="button" className={styles.secondary} onClick={() => void refresh()}>
            {t('retry')}
          </button>
        </div>
      )}
      {load.status === 'ready' && (
        <ul className={styles.list}>
          {load.sessions.map((s) => (
            <li key={s.id} className={styles.item} data-testid="device" data-current={s.current}>
              <div>
                <p className={styles.name}>
                  {deviceName(t, s)}
                  {s.current && <span className={styles.badge}>{t('thisDevice')}</span>}
                </p>
                <p className={styles.muted}>{s.network ? t('network', { network: s.network }) : t('networkUnknown')}</p>
                <p className={styles.muted}>{t('lastSeen', { when: when(s.last_seen_at) })}</p>
              </div>
              {!s.current && (
                <button
                  type="button"
                  className={styles.secondary}
                  disabled={busy}
                  aria-label={t('endLabel', { device: deviceName(t, s) })}
                  onClick={() => void act(() => api.endDevice(locale, s.id), t('ended'))}
                  data-testid="device-end"
                >
                  {t('end')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {load.status === 'ready' && others.length === 0 && <p className={styles.muted}>{t('onlyThis')}</p>}
      {others.length > 0 && (
        <div>
          <button
            type="button"
            className={styles.secondary}
            disabled={busy}
            onClick={() => void act(() => api.endOtherDevices(locale), t('endedOthers'))}
            data-testid="devices-end-others"
          >
            {t('endOthers')}
          </button>
        </div>
      )}
      {note && (
        <p
          role={note.kind === 'error' ? 'alert' : 'status'}
          className={note.kind === 'error' ? styles.error : styles.success}
        >
          {note.text}
        </p>
      )}
      <p className={styles.small}>{t('networkNote')}</p>
    </section>
  );
}
