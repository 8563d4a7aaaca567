// Before the window opens: who the session is with, when it starts in the person's own zone, a countdown to
// the opening of the room, and the device check.
import { useTranslation } from 'react-i18next';
import { clientTimeZone, formatDayLong, formatTime } from '@rozmova/web/client-time';
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
  return (
    <div className={styles.waiting}>
      <header className={styles.therapist}>
        {call.therapist.photo_url && (
          <img
            src={call.therapist.photo_url}
            alt={t('waiting.photo', { name: call.therapist.name })}
            width={96}
            height={96}
            className={styles.photo}
          />
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
      <section className={styles.countdown} aria-labelledby="video-call-opens-in">
        <h2 id="video-call-opens-in">{t('waiting.opensIn')}</h2>
        {/* Not a live region: a screen reader would read it every second. */}
        <p role="timer" className={styles.timer} data-testid="video-call-countdown">
          {formatCountdown(left)}
        </p>
        <p className={styles.note}>{t('waiting.note')}</p>
      </section>
      <DeviceCheck onChosen={onDevicesChosen} />
    </div>
  );
}
