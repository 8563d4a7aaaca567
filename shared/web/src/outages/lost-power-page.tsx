// The landing page of the reminder's "I lost power or connection" link (/{locale}/outage-report?token=): no
// sign-in; the session, the reporter's free moves left this month, and the therapist's free times to move to.
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { MarketLocale } from '@rozmova/contracts/markets';
import type { LostPowerLink } from '@rozmova/contracts/schemas/outages';
import { apiErrorCode } from '@rozmova/web/api-client';
import { addLocaleBundles } from '@rozmova/web/i18n/i18n';
import { formatDayMonth, formatTime } from '@rozmova/web/client-time';
import { en as callEn } from '@rozmova/web/video-call/locales/en';
import { pl as callPl } from '@rozmova/web/video-call/locales/pl';
import { ro as callRo } from '@rozmova/web/video-call/locales/ro';
import { ua as callUa } from '@rozmova/web/video-call/locales/ua';
import { outagesApi, type FreeTime, type OutagesApi } from './api';
import { addOutagesTexts } from './outage-profile';
import styles from './outages.module.scss';

type View =
  | { step: 'loading' }
  | { step: 'invalid' }
  | { step: 'ready'; link: LostPowerLink; times: FreeTime[] | null; moving: boolean; error: string | null }
  | { step: 'moved'; startsAt: string; zone: string };

export function LostPowerPage({
  locale,
  api = outagesApi,
}: {
  locale: MarketLocale;
  api?: OutagesApi;
}): React.JSX.Element {
  addOutagesTexts();
  addLocaleBundles('videoCall', { ua: callUa, pl: callPl, ro: callRo, en: callEn });
  const { t } = useTranslation(['outages', 'videoCall']);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [view, setView] = useState<View>({ step: 'loading' });

  useEffect(() => {
    let live = true;
    api.lostPowerLink(token, locale).then(
      (link) => {
        if (!live) return;
        setView({ step: 'ready', link, times: null, moving: false, error: null });
        if (link.outage_report_open && link.outage_moves_left > 0)
          api.freeTimes(link.worker_id, link.service_id, locale).then(
            (times) =>
              live &&
              setView((v) =>
                v.step === 'ready' ? { ...v, times: times.filter((s) => !s.planned_outage).slice(0, 8) } : v,
              ),
            () => live && setView((v) => (v.step === 'ready' ? { ...v, times: [] } : v)),
          );
      },
      () => live && setView({ step: 'invalid' }),
    );
    return () => {
      live = false;
    };
  }, [api, token, locale]);

  const when = (iso: string, zone: string) => ({
    date: formatDayMonth(iso, zone, locale),
    time: formatTime(iso, zone, locale),
  });
  const move = (link: LostPowerLink, startsAt: string) => {
    setView((v) => (v.step === 'ready' ? { ...v, moving: true, error: null } : v));
    api.lostPower({ token }, startsAt, locale).then(
      (result) => setView({ step: 'moved', startsAt: result.starts_at, zone: link.time_zone }),
      (error: unknown) =>
        setView((v) => (v.step === 'ready' ? { ...v, moving: false, error: apiErrorCode(error) } : v)),
    );
  };

  let body: React.ReactNode;
  if (view.step === 'loading') body = <p role="status">{t('outages:loading')}</p>;
  else if (view.step === 'invalid') body = <p role="alert">{t('outages:link_invalid')}</p>;
  else if (view.step === 'moved')
    body = (
      <p role="status" data-testid="care-moved">
        {t('outages:link_moved', when(view.startsAt, view.zone))}
      </p>
    );
  else {
    const { link } = view;
    if (!link.outage_report_open) body = <p>{t('outages:link_closed')}</p>;
    else if (link.outage_moves_left === 0)
      body = (
        <p data-testid="care-moves-left">{t('videoCall:care.limitReached', { limit: link.outage_moves_per_month })}</p>
      );
    else
      body = (
        <>
          <p>{t('outages:link_intro', when(link.starts_at, link.time_zone))}</p>
          <p data-testid="care-moves-left">
            {t('videoCall:care.movesLeft', { count: link.outage_moves_left, limit: link.outage_moves_per_month })}
          </p>
          {view.times === null ? (
            <p role="status">{t('videoCall:care.loadingSlots')}</p>
          ) : view.times.length === 0 ? (
            <p>{t('videoCall:care.noSlots')}</p>
          ) : (
            <fieldset disabled={view.moving}>
              <legend>{t('videoCall:care.chooseTime')}</legend>
              {view.times.map((slot) => (
                <button
                  key={slot.starts_at}
                  type="button"
                  className={styles.button}
                  data-testid="care-time"
                  onClick={() => move(link, slot.starts_at)}
                >
                  {t('videoCall:care.slot', when(slot.starts_at, link.time_zone))}
                </button>
              ))}
            </fieldset>
          )}
          {view.error && (
            <p role="alert" className={styles.error}>
              {view.error === 'outage_move_limit_reached'
                ? t('videoCall:care.limitReached', { limit: link.outage_moves_per_month })
                : t('videoCall:care.failed')}
            </p>
          )}
        </>
      );
  }
  return (
    <section className={styles.section} data-testid="lost-power-page" aria-labelledby="lost-power-title">
      <h1 id="lost-power-title">{t('outages:link_heading')}</h1>
      {body}
    </section>
  );
}
