// The room: @jitsi/react-sdk's JitsiMeeting, loaded only when a call opens (this module is imported lazily).
// JitsiMeeting builds its iframe once and re-renders on every parent render (window resizes included), so
// every prop is stable: configuration is constant, callbacks go through refs, and the component is memoised.
import { memo, useCallback, useEffect, useMemo, useRef } from 'react';
import { JitsiMeeting } from '@jitsi/react-sdk';
import { tokenUser } from '@rozmova/web/video-call/token-claims';

/** What a Jitsi external API object offers that the page uses. */
export interface JitsiApi {
  addListener(event: string, listener: (payload: unknown) => void): unknown;
  executeCommand(command: string, ...args: unknown[]): void;
  dispose(): void;
}

export interface JitsiRoomProps {
  domain: string;
  room: string;
  jwt: string;
  /** The market's jitsi_call_default_language (uk, pl, ro, en-US). */
  lang: string;
  moderator: boolean;
  audioInput?: string;
  videoInput?: string;
  title: string;
  /** Receives a way to hang up, once the external API exists. */
  onApi: (api: JitsiApi) => void;
  onJoined: () => void;
  onClosed: () => void;
  onFatalError: () => void;
  /**
   * The connection dropped (`lost`: the device slept, a peer connection failed, a non-fatal connection error),
   * came back (`restored`), or the conference was left without the page asking (`left`: the page rejoins).
   */
  onConnection?: (change: 'lost' | 'restored' | 'left') => void;
  /** Starts the room in audio-only mode (Jitsi's `startAudioOnly`). */
  startAudioOnly?: boolean;
}

/** Jitsi's error names that mean the network went away rather than the room refusing the person. */
export function isConnectionError(payload: unknown): boolean {
  const error = (payload as { error?: { name?: unknown; type?: unknown; isFatal?: boolean } } | null)?.error;
  const name = `${String(error?.type ?? '')} ${String(error?.name ?? '')}`.toLowerCase();
  return !error?.isFatal && /connection|network|ice|xmpp|bosh|websocket/.test(name);
}

// No third-party requests (gravatar, calendars, analytics), no recording or streaming, and no prejoin page:
// the waiting room already checked the devices.
export const CONFIG_OVERWRITE = Object.freeze({
  prejoinPageEnabled: false,
  prejoinConfig: { enabled: false },
  disableThirdPartyRequests: true,
  gravatar: { disabled: true },
  enableCalendarIntegration: false,
  analytics: { disabled: true },
  disableInviteFunctions: true,
  fileRecordingsEnabled: false,
  liveStreamingEnabled: false,
  recordingService: { enabled: false },
  localRecording: { disable: true },
  transcription: { enabled: false },
  enableWelcomePage: false,
  readOnlyName: true,
  toolbarButtons: [
    'camera',
    'chat',
    'desktop',
    'fullscreen',
    'hangup',
    'microphone',
    'participants-pane',
    'raisehand',
    'select-background',
    'settings',
    'tileview',
    'toggle-camera',
  ],
});

/** Low bandwidth: the height Jitsi sends and receives at most (`setVideoQuality`), against the normal one. */
export const LOW_BANDWIDTH_HEIGHT = 180;
export const NORMAL_VIDEO_HEIGHT = 720;

export const INTERFACE_CONFIG_OVERWRITE = Object.freeze({
  SHOW_JITSI_WATERMARK: false,
  SHOW_WATERMARK_FOR_GUESTS: false,
  SHOW_BRAND_WATERMARK: false,
  SHOW_PROMOTIONAL_CLOSE_PAGE: false,
  DISABLE_JOIN_LEAVE_NOTIFICATIONS: false,
});

function JitsiRoomInner(props: JitsiRoomProps): React.JSX.Element {
  const { domain, room, jwt, lang, moderator, audioInput, videoInput, title, startAudioOnly = false } = props;
  const configOverwrite = useMemo(
    () => (startAudioOnly ? { ...CONFIG_OVERWRITE, startAudioOnly: true } : CONFIG_OVERWRITE),
    [startAudioOnly],
  );
  const handlers = useRef(props);
  handlers.current = props;
  const api = useRef<JitsiApi | null>(null);

  const user = useMemo(() => tokenUser(jwt), [jwt]);
  const userInfo = useMemo(() => ({ displayName: user.name, email: user.email }), [user]);
  const devices = useMemo(
    () =>
      audioInput || videoInput
        ? { audioInput: audioInput ?? '', audioOutput: '', videoInput: videoInput ?? '' }
        : undefined,
    [audioInput, videoInput],
  );

  const onApiReady = useCallback(
    (external: JitsiApi) => {
      api.current = external;
      handlers.current.onApi(external);
      external.addListener('videoConferenceJoined', () => {
        // Clients wait in the lobby until the therapist lets them in.
        if (moderator) external.executeCommand('toggleLobby', true);
        handlers.current.onJoined();
      });
      external.addListener('errorOccurred', (payload) => {
        if ((payload as { error?: { isFatal?: boolean } } | null)?.error?.isFatal) handlers.current.onFatalError();
        else if (isConnectionError(payload)) handlers.current.onConnection?.('lost');
      });
      external.addListener('suspendDetected', () => handlers.current.onConnection?.('lost'));
      external.addListener('peerConnectionFailure', () => handlers.current.onConnection?.('lost'));
      // Media flows again (directly or through the bridge): the connection is back.
      external.addListener('p2pStatusChanged', () => handlers.current.onConnection?.('restored'));
      external.addListener('videoConferenceLeft', () => handlers.current.onConnection?.('left'));
    },
    [moderator],
  );
  const onReadyToClose = useCallback(() => handlers.current.onClosed(), []);
  const getIFrameRef = useCallback(
    (node: HTMLDivElement) => {
      node.style.height = '100%';
      node.querySelector('iframe')?.setAttribute('title', title);
    },
    [title],
  );

  // The sdk leaves its iframe and listeners behind on unmount; a call that ends must really end.
  useEffect(
    () => () => {
      api.current?.dispose();
      api.current = null;
    },
    [],
  );

  return (
    <JitsiMeeting
      domain={domain}
      roomName={room}
      jwt={jwt}
      lang={lang}
      userInfo={userInfo}
      devices={devices}
      configOverwrite={configOverwrite}
      interfaceConfigOverwrite={INTERFACE_CONFIG_OVERWRITE}
      onApiReady={onApiReady as never}
      onReadyToClose={onReadyToClose}
      getIFrameRef={getIFrameRef}
    />
  );
}

const JitsiRoom = memo(JitsiRoomInner);
export default JitsiRoom;
