// Before the window opens: who the session is with, when it starts in the person's own zone, and the device
// check. In the last hour a countdown to the opening of the room; before that, a calm "in 3 days, on
// 30 November at 18:00" (a countdown of "82:14:59" means nothing to anyone).
import { useTranslation } from 'react-i18next';
import { clientTimeZone, dayKey, formatDayLong, formatDayMonth, formatTime } from '@rozmova/web/client-time';
import { TherapistPhoto } from '@rozmova/web/ui/therapist-photo';
import type { MarketLocale } from '@rozmova/contracts/markets';
import type { AppointmentCall } from '@rozmova/web/video-call/api';
import { DeviceCheck, type ChosenDevices } from './device-check';
import styles from './video-call.module.scss';

/** "4:05:09" / "19:58": hours only when there are any. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${pad(minutes)}:${pad(seconds)}`;
}

/** The countdown shows only in the last hour before the room opens. */
export const COUNTDOWN_FROM_MS = 60 * 60_000;

/** Calendar days from `now` to `at` on the clock of `zone` (0 = today, 1 = tomorrow). */
export function daysUntil(nowIso: string, atIso: string, zone: string): number {
  const day = (iso: string) => Date.parse(`${dayKey(iso, zone)}T00:00:00Z`);
  return Math.round((day(atIso) - day(nowIso)) / 86_400_000);
}

export function WaitingRoom(props: {
  locale: MarketLocale;
  call: AppointmentCall;
  now: number;
  onDevicesChosen: (devices: ChosenDevices) => void;
}): React.JSX.Element {
  const { locale, call, now, onDevicesChosen } = props;
  const { t } = useTranslation('videoCall');
  const zone = clientTimeZone(locale);
  const left = Date.parse(call.call_opens_at) - now;
  const farText = () => {
    const when = {
      date: formatDayMonth(call.starts_at, zone, locale),
      time: formatTime(call.starts_at, zone, locale),
    };
    const days = daysUntil(new Date(now).toISOString(), call.starts_at, zone);
    if (days <= 0) return t('waiting.far.today', when);
    if (days === 1) return t('waiting.far.tomorrow', when);
    return t('waiting.far.inDays', { ...when, count: days });
  };
  return (
    <div className={styles.waiting}>
      <header className={styles.therapist}>
        {call.therapist.photo_url ? (
          <img
            src={call.therapist.photo_url}
            alt={t('waiting.photo', { name: call.therapist.name })}
            width={96}
            height={96}
            className={styles.photo}
          />
        ) : (
          <TherapistPhoto name={call.therapist.name} url="" size={96} className={styles.photo} />
        )}
        <div>
          <p className={styles.kind}>{t(`title.${call.kind}`)}</p>
          <h1>{t('waiting.heading', { name: call.therapist.name })}</h1>
          <p>
            <time dateTime={call.starts_at}>
              {t('waiting.startsAt', {
                date: formatDayLong(call.starts_at, zone, locale),
                time: formatTime(call.starts_at, zone, locale),
              })}
            </time>
          </p>
        </div>
      </header>
      {left > COUNTDOWN_FROM_MS ? (
        <section className={styles.countdown} aria-labelledby="video-call-starts">
          <h2 id="video-call-starts">{t('waiting.startsHeading')}</h2>
          <p className={styles.when} data-testid="video-call-starts-in">
            {farText()}
          </p>
          <p className={styles.note}>{t('waiting.note')}</p>
        </section>
      ) : (
        <section className={styles.countdown} aria-labelledby="video-call-opens-in">
          <h2 id="video-call-opens-in">{t('waiting.opensIn')}</h2>
          {/* Not a live region: a screen reader would read it every second. */}
          <p role="timer" className={styles.timer} data-testid="video-call-countdown">
            {formatCountdown(left)}
          </p>
          <p className={styles.note}>{t('waiting.note')}</p>
        </section>
      )}
      <DeviceCheck onChosen={onDevicesChosen} />
    </div>
  );
}
