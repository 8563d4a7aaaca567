// One call page for every participant: the client and the invited partner (mf-client-cabinet) and the
// therapist (mf-worker-cabinet) render this same component on /{locale}/cabinet/video_call/{kind}/{id}.
// waiting -> joining -> in call -> ended, or refused / unreachable, each with what to do next.
import { Suspense, lazy, useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { apiErrorBody, apiErrorCode, isApiError } from '@rozmova/web/api-client';
import { addLocaleBundles } from '@rozmova/web/i18n/i18n';
import type { MarketLocale } from '@rozmova/contracts/markets';
import { videoCallApi, type VideoCallApi } from '@rozmova/web/video-call/api';
import { callReducer, initialCallState, refusalFor, serverNow } from '@rozmova/web/video-call/call-state';
import { EndedMessage, RefusedMessage, UnreachableMessage } from './call-messages';
import type { ChosenDevices } from './device-check';
import { loadExternalApi } from '@rozmova/web/video-call/external-api-loader';
import { LOW_BANDWIDTH_HEIGHT, NORMAL_VIDEO_HEIGHT, type JitsiApi } from './jitsi-room';
import { WaitingRoom } from './waiting-room';
import { CarePanel, type SlotSource } from '@rozmova/web/outages/care-panel';
import type { OutagesApi } from '@rozmova/web/outages/api';
import { en } from './locales/en';
import { pl } from './locales/pl';
import { ro } from './locales/ro';
import { ua } from './locales/ua';
import styles from './video-call.module.scss';

// The sdk is fetched only when a room opens: the waiting page and every other page pay nothing for it.
const JitsiRoom = lazy(() => import('./jitsi-room'));

/** A token is renewed this long before it expires, so a long session never meets an expired one. */
export const TOKEN_RENEW_BEFORE_MS = 60_000;
/** After "leave", the room has this long to say it closed before the page goes back anyway. */
const LEAVE_GRACE_MS = 3_000;

export interface VideoCallPageProps {
  locale: MarketLocale;
  kind: 'personal' | 'couple';
  appointmentId: string;
  /** Where "leave" and "back" go: the person's list of sessions in their cabinet. */
  leaveTo: string;
  api?: VideoCallApi;
  /**
   * The session's therapist and type, for a free move's times (care through outages). Without it the page
   * shows an alert's notice and the audio-only switch, and no move.
   */
  slotSource?: (appointmentId: string) => Promise<SlotSource>;
  outagesApi?: OutagesApi;
}

export default function VideoCallPage({
  locale,
  kind,
  appointmentId,
  leaveTo,
  api = videoCallApi,
  slotSource,
  outagesApi,
}: VideoCallPageProps): React.JSX.Element {
  // Before the first translation; a no-op once the texts are there.
  addLocaleBundles('videoCall', { ua, pl, ro, en });
  const { t } = useTranslation('videoCall');
  const navigate = useNavigate();
  const [state, dispatch] = useReducer(callReducer, initialCallState);
  const [attempt, setAttempt] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const external = useRef<JitsiApi | null>(null);
  const { view } = state;
  const phase = view.phase;
  const call = 'call' in view ? view.call : null;

  useEffect(() => {
    let live = true;
    api.appointmentCall(appointmentId, locale).then(
      (loaded) => live && dispatch({ type: 'video-call/call-loaded', call: loaded, deviceNow: Date.now() }),
      (error: unknown) =>
        live &&
        dispatch({
          type: 'video-call/call-refused',
          reason: isApiError(error) ? refusalFor(apiErrorCode(error), error.status) : 'failed',
        }),
    );
    return () => {
      live = false;
    };
  }, [api, appointmentId, locale, attempt]);

  // One clock for the countdown and for the window's edges (opening the room, ending the call).
  const timed = phase === 'waiting' || phase === 'joining' || phase === 'in_call' || phase === 'unreachable';
  useEffect(() => {
    if (!timed) return;
    const timer = setInterval(() => {
      setNow(Date.now());
      dispatch({ type: 'video-call/tick', deviceNow: Date.now() });
    }, 1000);
    return () => clearInterval(timer);
  }, [timed]);

  useEffect(() => {
    if (phase !== 'joining') return;
    let live = true;
    api.callTicket(appointmentId, locale).then(
      async (ticket) => {
        try {
          await loadExternalApi(ticket.external_api_url);
          if (live) dispatch({ type: 'video-call/ticket-received', ticket });
        } catch {
          if (live) dispatch({ type: 'video-call/server-unreachable' });
        }
      },
      (error: unknown) => {
        if (!live) return;
        if (apiErrorCode(error) === 'call_not_open_yet') {
          const opensAt = apiErrorBody(error)?.details?.find((d) => typeof d.opens_at === 'string')?.opens_at as
            string | undefined;
          return dispatch({ type: 'video-call/not-open-yet', opensAt: opensAt ?? null });
        }
        dispatch({
          type: 'video-call/call-refused',
          reason: isApiError(error) ? refusalFor(apiErrorCode(error), error.status) : 'failed',
          call,
        });
      },
    );
    return () => {
      live = false;
    };
    // `call` is read once per joining attempt; a new object for the same call must not fetch twice.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [phase, api, appointmentId, locale]);

  // Renew the token before it expires; the room keeps running, and a reconnection uses the new one.
  const expiresAt = view.phase === 'in_call' ? Date.parse(view.ticket.expires_at) : null;
  useEffect(() => {
    if (expiresAt === null) return;
    const wait = Math.max(0, expiresAt - TOKEN_RENEW_BEFORE_MS - serverNow(state, Date.now()));
    let live = true;
    const timer = setTimeout(() => {
      api.callTicket(appointmentId, locale).then(
        (ticket) =>
          live && Date.parse(ticket.expires_at) > expiresAt && dispatch({ type: 'video-call/ticket-renewed', ticket }),
        // A refusal here means the window closed; the clock ends the call at the same moment.
        () => undefined,
      );
    }, wait);
    return () => {
      live = false;
      clearTimeout(timer);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [expiresAt, api, appointmentId, locale]);

  const onDevicesChosen = useCallback(
    (devices: ChosenDevices) => dispatch({ type: 'video-call/devices-chosen', devices }),
    [],
  );
  const onApi = useCallback((api: JitsiApi) => {
    external.current = api;
  }, []);
  const onJoined = useCallback(() => dispatch({ type: 'video-call/conference-joined' }), []);
  const onClosed = useCallback(() => navigate(leaveTo), [navigate, leaveTo]);
  const onFatalError = useCallback(() => dispatch({ type: 'video-call/server-unreachable' }), []);
  const leaving = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const hungUp = useRef(false);
  const onConnection = useCallback((change: 'lost' | 'restored' | 'left') => {
    if (change === 'lost') dispatch({ type: 'video-call/connection-lost' });
    else if (change === 'restored') dispatch({ type: 'video-call/connection-restored' });
    // Left without "leave": the same link again, with the newest token.
    else if (!hungUp.current) dispatch({ type: 'video-call/rejoin' });
  }, []);
  // The browser knows first when the network goes: say so at once, and rejoin when it comes back.
  const inCall = phase === 'in_call';
  useEffect(() => {
    if (!inCall) return;
    const offline = () => dispatch({ type: 'video-call/connection-lost' });
    const online = () => dispatch({ type: 'video-call/rejoin' });
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    };
  }, [inCall]);
  const [lowBandwidth, setLowBandwidth] = useState(false);
  const [audioOnly, setAudioOnly] = useState(false);
  const toggleLowBandwidth = () => {
    const next = !lowBandwidth;
    external.current?.executeCommand('setVideoQuality', next ? LOW_BANDWIDTH_HEIGHT : NORMAL_VIDEO_HEIGHT);
    setLowBandwidth(next);
  };
  const toggleAudioOnly = useCallback((next: boolean) => {
    external.current?.executeCommand('setAudioOnly', next);
    setAudioOnly(next);
  }, []);
  // Moved free (an alert or a lost connection): the room of this time is left, the panel says where it went.
  const [movedTo, setMovedTo] = useState<string | null>(null);
  const onMoved = useCallback((startsAt: string) => {
    // The room unmounts (and is disposed) with the body below; its "left" is no reason to rejoin.
    hungUp.current = true;
    setMovedTo(startsAt);
  }, []);
  const careSlots = useCallback(
    () => (slotSource ? slotSource(appointmentId) : Promise.reject(new Error('no slot source'))),
    [slotSource, appointmentId],
  );
  const onCareAudioOnly = useCallback(() => toggleAudioOnly(true), [toggleAudioOnly]);
  useEffect(() => () => clearTimeout(leaving.current), []);
  const leave = () => {
    if (!external.current) return navigate(leaveTo);
    hungUp.current = true;
    external.current.executeCommand('hangup');
    leaving.current = setTimeout(() => navigate(leaveTo), LEAVE_GRACE_MS);
  };
  const retry = () => {
    if (phase === 'unreachable') dispatch({ type: 'video-call/retry' });
    else setAttempt((n) => n + 1);
  };

  let body: React.JSX.Element;
  switch (view.phase) {
    case 'loading':
      body = (
        <p role="status" className={styles.status}>
          {t('loading')}
        </p>
      );
      break;
    case 'waiting':
      body = (
        <WaitingRoom locale={locale} call={view.call} now={serverNow(state, now)} onDevicesChosen={onDevicesChosen} />
      );
      break;
    case 'joining':
      body = (
        <p role="status" className={styles.status}>
          {t('joining')}
        </p>
      );
      break;
    case 'in_call': {
      const ticket = view.ticket;
      body = (
        <section
          className={styles.call}
          aria-label={t('inCall.label')}
          data-testid="video-call-room"
          data-joined={view.joined}
          data-reconnecting={view.reconnecting}
        >
          {view.reconnecting && (
            <p role="status" className={styles.reconnecting} data-testid="video-call-reconnecting">
              {t('connection.reconnecting')}
            </p>
          )}
          <div className={styles.frame}>
            <Suspense
              fallback={
                <p role="status" className={styles.status}>
                  {t('joining')}
                </p>
              }
            >
              <JitsiRoomOnce
                key={view.rejoins}
                startAudioOnly={audioOnly}
                onConnection={onConnection}
                domain={ticket.domain}
                room={ticket.room}
                jwt={ticket.jwt}
                lang={ticket.language}
                moderator={ticket.moderator}
                audioInput={state.devices.audioInput}
                videoInput={state.devices.videoInput}
                title={t('inCall.label')}
                onApi={onApi}
                onJoined={onJoined}
                onClosed={onClosed}
                onFatalError={onFatalError}
              />
            </Suspense>
          </div>
          <div className={styles.controls}>
            <button type="button" className={styles.secondary} aria-pressed={lowBandwidth} onClick={toggleLowBandwidth}>
              {t('connection.lowBandwidth')}
            </button>
            <button
              type="button"
              className={styles.secondary}
              aria-pressed={audioOnly}
              onClick={() => toggleAudioOnly(!audioOnly)}
            >
              {t('connection.audioOnly')}
            </button>
            <button type="button" className={styles.leave} onClick={leave} data-testid="video-call-leave">
              {t('inCall.leave')}
            </button>
          </div>
        </section>
      );
      break;
    }
    case 'ended':
      body = <EndedMessage leaveTo={leaveTo} />;
      break;
    case 'refused':
      body = <RefusedMessage reason={view.reason} leaveTo={leaveTo} loginTo={`/${locale}/login`} onRetry={retry} />;
      break;
    case 'unreachable':
      body = <UnreachableMessage locale={locale} onRetry={retry} />;
      break;
  }
  if (movedTo)
    body = (
      <Link className={styles.button} to={leaveTo}>
        {t('actions.back')}
      </Link>
    );
  const caring =
    call?.status === 'confirmed' &&
    (phase === 'waiting' || phase === 'joining' || phase === 'in_call' || phase === 'unreachable');
  return (
    <main className={styles.page} data-testid="video-call-page" data-phase={phase} data-kind={call?.kind ?? kind}>
      {(caring || movedTo) && (
        <CarePanel
          locale={locale}
          bookingId={appointmentId}
          slotSource={slotSource ? careSlots : undefined}
          onAudioOnly={phase === 'in_call' ? onCareAudioOnly : undefined}
          onMoved={onMoved}
          api={outagesApi}
        />
      )}
      {body}
    </main>
  );
}

/**
 * A cabinet's route element for `cabinet/video_call/{personal,couple}/:id`: the same page in both cabinets.
 * Keyed by the id, so moving from one call to another starts afresh.
 */
export function VideoCallRoute(props: Omit<VideoCallPageProps, 'appointmentId'>): React.JSX.Element {
  const { id = '' } = useParams();
  return <VideoCallPage key={id} {...props} appointmentId={id} />;
}

/**
 * The room keeps the token it joined with: a renewed token must not rebuild a running conference (the sdk
 * would not anyway, but its props stay equal so nothing re-renders either).
 */
function JitsiRoomOnce(props: React.ComponentProps<typeof JitsiRoom>): React.JSX.Element {
  const [first] = useState(props);
  return <JitsiRoom {...first} />;
}
