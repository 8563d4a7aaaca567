// Care through outages on a session (the call page and the cabinets' session views): a calm notice while an
// air-raid alert covers the session, with a one-step free move and "keep in audio-only mode"; and "I lost
// power or connection", a free move counted against the month's limit. Nothing shows where the api says
// the feature is off (404 outages_off) or the session is outside the ua market.
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MarketLocale } from '@rozmova/contracts/markets';
import type { CareState } from '@rozmova/contracts/schemas/outages';
import { apiErrorCode } from '@rozmova/web/api-client';
import { addLocaleBundles } from '@rozmova/web/i18n/i18n';
import { clientTimeZone, formatDayMonth, formatTime } from '@rozmova/web/client-time';
import { en } from '@rozmova/web/video-call/locales/en';
import { pl } from '@rozmova/web/video-call/locales/pl';
import { ro } from '@rozmova/web/video-call/locales/ro';
import { ua } from '@rozmova/web/video-call/locales/ua';
import { outagesApi, type FreeTime, type OutagesApi } from './api';
import { otherRegionIn, regionIn } from './regions';
import styles from '../video-call/video-call.module.scss';

/** How often the page asks again whether an alert began or ended. */
export const CARE_POLL_MS = 60_000;
/** How many free times the one-step move offers. */
const TIMES_SHOWN = 8;

export type AlertNotice = { who: 'client' | 'therapist'; region: string } | null;

/** What the notice says, from the care state alone (exported for the rule tests). */
export function alertNotice(care: CareState, locale: MarketLocale): AlertNotice {
  if (!care.alerts_enabled || !care.in_alert_window) return null;
  if (care.viewer === 'client') {
    if (care.my_alert) return { who: 'client', region: regionIn(care.my_alert.oblast_id, locale) };
    if (care.other_alert) return { who: 'client', region: otherRegionIn(locale) };
    return null;
  }
  // The therapist: the client's oblast when an alert is there (the client was told), else their own.
  if (care.other_alert)
    return {
      who: 'therapist',
      region: care.other_alert.oblast_id ? regionIn(care.other_alert.oblast_id, locale) : otherRegionIn(locale),
    };
  if (care.my_alert) return { who: 'client', region: regionIn(care.my_alert.oblast_id, locale) };
  return null;
}

/** Where the free times come from: the session's therapist and session type. */
export interface SlotSource {
  workerId: string;
  serviceId: string;
}

export interface CarePanelProps {
  locale: MarketLocale;
  bookingId: string;
  /** Resolves the session's therapist and type when a move needs free times; without it no move is offered. */
  slotSource?: () => Promise<SlotSource>;
  /** Switches the running call to audio only; absent outside the call page. */
  onAudioOnly?: () => void;
  /** Called after the session moved (the call page leaves, a cabinet reloads its sessions). */
  onMoved?: (startsAt: string) => void;
  api?: OutagesApi;
}

type Mover =
  | { step: 'closed' }
  | { step: 'loading'; reason: 'alert' | 'outage' }
  | { step: 'choose'; reason: 'alert' | 'outage'; times: FreeTime[] }
  | { step: 'moving'; reason: 'alert' | 'outage'; times: FreeTime[] }
  | { step: 'moved'; startsAt: string }
  | { step: 'failed'; reason: 'alert' | 'outage'; code: string };

export function CarePanel({
  locale,
  bookingId,
  slotSource,
  onAudioOnly,
  onMoved,
  api = outagesApi,
}: CarePanelProps): React.JSX.Element | null {
  addLocaleBundles('videoCall', { ua, pl, ro, en });
  const { t } = useTranslation('videoCall');
  const [care, setCare] = useState<CareState | null>(null);
  const [mover, setMover] = useState<Mover>({ step: 'closed' });
  const [audioOnly, setAudioOnly] = useState(false);
  const zone = clientTimeZone(locale);

  const load = useCallback(
    () =>
      api.careState(bookingId, locale).then(setCare, (error: unknown) => {
        // Off, not this market, not this person's session: the panel stays away.
        if (['outages_off', 'outages_not_in_market', 'booking_not_found', 'not_found'].includes(apiErrorCode(error)))
          setCare(null);
      }),
    [api, bookingId, locale],
  );
  useEffect(() => {
    void load();
    const timer = setInterval(() => void load(), CARE_POLL_MS);
    return () => clearInterval(timer);
  }, [load]);

  const open = (reason: 'alert' | 'outage') => {
    if (!slotSource) return;
    setMover({ step: 'loading', reason });
    slotSource()
      .then((source) => api.freeTimes(source.workerId, source.serviceId, locale))
      .then(
        (times) =>
          setMover({ step: 'choose', reason, times: times.filter((s) => !s.planned_outage).slice(0, TIMES_SHOWN) }),
        (error: unknown) => setMover({ step: 'failed', reason, code: apiErrorCode(error) }),
      );
  };
  const move = (reason: 'alert' | 'outage', times: FreeTime[], startsAt: string) => {
    setMover({ step: 'moving', reason, times });
    const done =
      reason === 'alert'
        ? api.moveForAlert(bookingId, startsAt, locale)
        : api.lostPower({ booking_id: bookingId }, startsAt, locale);
    done.then(
      (result) => {
        setMover({ step: 'moved', startsAt: result.starts_at });
        setCare((c) => (c ? { ...c, outage_moves_left: result.outage_moves_left } : c));
        onMoved?.(result.starts_at);
      },
      (error: unknown) => setMover({ step: 'failed', reason, code: apiErrorCode(error) }),
    );
  };

  if (!care) return null;
  const notice = alertNotice(care, locale);
  const when = (iso: string) => ({ date: formatDayMonth(iso, zone, locale), time: formatTime(iso, zone, locale) });
  const limitReached = care.outage_moves_left === 0;

  const moverBody = (() => {
    switch (mover.step) {
      case 'closed':
        return null;
      case 'loading':
        return <p role="status">{t('care.loadingSlots')}</p>;
      case 'moved':
        return (
          <p role="status" data-testid="care-moved">
            {t('care.moved', when(mover.startsAt))}
          </p>
        );
      case 'failed':
        return (
          <p role="alert">
            {mover.code === 'outage_move_limit_reached'
              ? t('care.limitReached', { limit: care.outage_moves_per_month })
              : t('care.failed')}
          </p>
        );
      default:
        return (
          <fieldset className={styles.careTimes} disabled={mover.step === 'moving'}>
            <legend>{t('care.chooseTime')}</legend>
            {mover.times.length === 0 ? (
              <p>{t('care.noSlots')}</p>
            ) : (
              <ul>
                {mover.times.map((slot) => (
                  <li key={slot.starts_at}>
                    <button
                      type="button"
                      className={styles.secondary}
                      data-testid="care-time"
                      onClick={() => move(mover.reason, mover.times, slot.starts_at)}
                    >
                      {t('care.slot', when(slot.starts_at))}
                    </button>
                  </li>
                ))}
              </ul>
            )}
            <button type="button" className={styles.secondary} onClick={() => setMover({ step: 'closed' })}>
              {t('care.close')}
            </button>
          </fieldset>
        );
    }
  })();

  const showLost = Boolean(slotSource) && care.outage_report_open && mover.step !== 'moved';
  if (!notice && !showLost && mover.step === 'closed') return null;
  return (
    <section className={styles.care} data-testid="care-panel" aria-live="polite">
      {notice && mover.step !== 'moved' && (
        <div data-testid="care-alert" data-who={notice.who}>
          <h2>{t('care.alertHeading')}</h2>
          <p>{t(notice.who === 'therapist' ? 'care.alertTherapist' : 'care.alert', { region: notice.region })}</p>
          {care.fee_waived && slotSource && mover.step === 'closed' && (
            <button type="button" className={styles.button} onClick={() => open('alert')}>
              {t('care.moveFree')}
            </button>
          )}
          {onAudioOnly && !audioOnly && (
            <button
              type="button"
              className={styles.secondary}
              onClick={() => {
                setAudioOnly(true);
                onAudioOnly();
              }}
            >
              {t('care.keepAudioOnly')}
            </button>
          )}
        </div>
      )}
      {showLost && mover.step === 'closed' && (
        <button type="button" className={styles.secondary} data-testid="care-lost-power" onClick={() => open('outage')}>
          {t('care.lostPower')}
        </button>
      )}
      {mover.step !== 'closed' && mover.step !== 'moved' && 'reason' in mover && mover.reason === 'outage' && (
        <div>
          <h2>{t('care.lostHeading')}</h2>
          <p>{t('care.lostBody')}</p>
          <p data-testid="care-moves-left">
            {limitReached
              ? t('care.limitReached', { limit: care.outage_moves_per_month })
              : t('care.movesLeft', { count: care.outage_moves_left, limit: care.outage_moves_per_month })}
          </p>
        </div>
      )}
      {!(limitReached && 'reason' in mover && mover.reason === 'outage') && moverBody}
    </section>
  );
}
