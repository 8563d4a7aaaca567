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

export const INTERFACE_CONFIG_OVERWRITE = Object.freeze({
  SHOW_JITSI_WATERMARK: false,
  SHOW_WATERMARK_FOR_GUESTS: false,
  SHOW_BRAND_WATERMARK: false,
  SHOW_PROMOTIONAL_CLOSE_PAGE: false,
  DISABLE_JOIN_LEAVE_NOTIFICATIONS: false,
});

function JitsiRoomInner(props: JitsiRoomProps): React.JSX.Element {
  const { domain, room, jwt, lang, moderator, audioInput, videoInput, title } = props;
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
      });
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
      configOverwrite={CONFIG_OVERWRITE}
      interfaceConfigOverwrite={INTERFACE_CONFIG_OVERWRITE}
      onApiReady={onApiReady as never}
      onReadyToClose={onReadyToClose}
      getIFrameRef={getIFrameRef}
    />
  );
}

const JitsiRoom = memo(JitsiRoomInner);
export default JitsiRoom;
