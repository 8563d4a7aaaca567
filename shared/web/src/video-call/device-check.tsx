// Camera and microphone before the session: permission, a self-preview and the choice of devices, so the
// first minutes of the session are not spent on settings. The chosen devices go on to the call by label.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './video-call.module.scss';

export interface ChosenDevices {
  audioInput?: string;
  videoInput?: string;
}

type Status = 'idle' | 'asking' | 'ready' | 'denied' | 'missing' | 'failed' | 'unsupported';

function statusOf(error: unknown): Status {
  const name = (error as { name?: string } | null)?.name;
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'DevicesNotFoundError') return 'missing';
  return 'failed';
}

export function DeviceCheck({ onChosen }: { onChosen: (devices: ChosenDevices) => void }): React.JSX.Element {
  const { t } = useTranslation('videoCall');
  const [status, setStatus] = useState<Status>('idle');
  const [cameras, setCameras] = useState<MediaDeviceInfo[]>([]);
  const [microphones, setMicrophones] = useState<MediaDeviceInfo[]>([]);
  const [camera, setCamera] = useState('');
  const [microphone, setMicrophone] = useState('');
  const stream = useRef<MediaStream | null>(null);
  const preview = useRef<HTMLVideoElement | null>(null);

  const stop = () => {
    stream.current?.getTracks().forEach((track) => track.stop());
    stream.current = null;
  };
  useEffect(() => stop, []);

  const start = useCallback(
    async (choice: { camera?: string; microphone?: string } = {}) => {
      const media = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
      if (!media?.getUserMedia) return setStatus('unsupported');
      setStatus('asking');
      stop();
      try {
        const next = await media.getUserMedia({
          video: choice.camera ? { deviceId: { exact: choice.camera } } : true,
          audio: choice.microphone ? { deviceId: { exact: choice.microphone } } : true,
        });
        stream.current = next;
        if (preview.current) preview.current.srcObject = next;
        const devices = await media.enumerateDevices();
        const videoInputs = devices.filter((d) => d.kind === 'videoinput');
        const audioInputs = devices.filter((d) => d.kind === 'audioinput');
        setCameras(videoInputs);
        setMicrophones(audioInputs);
        const videoId = next.getVideoTracks()[0]?.getSettings().deviceId ?? choice.camera ?? '';
        const audioId = next.getAudioTracks()[0]?.getSettings().deviceId ?? choice.microphone ?? '';
        setCamera(videoId);
        setMicrophone(audioId);
        onChosen({
          videoInput: videoInputs.find((d) => d.deviceId === videoId)?.label || undefined,
          audioInput: audioInputs.find((d) => d.deviceId === audioId)?.label || undefined,
        });
        setStatus('ready');
      } catch (error) {
        setStatus(statusOf(error));
      }
    },
    [onChosen],
  );

  const message = status === 'idle' || status === 'asking' ? null : t(`devices.${status}`);
  return (
    <section className={styles.devices} aria-labelledby="video-call-devices">
      <h2 id="video-call-devices">{t('devices.heading')}</h2>
      <p>{t('devices.intro')}</p>
      <video
        ref={preview}
        className={styles.preview}
        hidden={status !== 'ready'}
        aria-label={t('devices.preview')}
        autoPlay
        muted
        playsInline
      />
      {status === 'ready' && (
        <div className={styles.deviceChoice}>
          <label>
            {t('devices.camera')}
            <select value={camera} onChange={(e) => void start({ camera: e.target.value, microphone })}>
              {cameras.map((d, i) => (
                <option key={d.deviceId || i} value={d.deviceId}>
                  {d.label || `${t('devices.camera')} ${i + 1}`}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t('devices.microphone')}
            <select value={microphone} onChange={(e) => void start({ camera, microphone: e.target.value })}>
              {microphones.map((d, i) => (
                <option key={d.deviceId || i} value={d.deviceId}>
                  {d.label || `${t('devices.microphone')} ${i + 1}`}
                </option>
              ))}
            </select>
          </label>
        </div>
      )}
      <p role="status" className={status === 'ready' ? styles.ok : styles.note}>
        {message}
      </p>
      {(status === 'idle' || status === 'asking') && (
        <button type="button" className={styles.button} onClick={() => void start()} disabled={status === 'asking'}>
          {t('devices.start')}
        </button>
      )}
      {(status === 'denied' || status === 'missing' || status === 'failed') && (
        <button type="button" className={styles.button} onClick={() => void start()}>
          {t('devices.retry')}
        </button>
      )}
    </section>
  );
}
