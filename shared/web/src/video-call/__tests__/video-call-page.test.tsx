/** @jest-environment jsdom */
// The call page's states as a person sees them, against the api at the HTTP level and the Jitsi sdk faked
// at its boundary (JitsiMeeting constructing an external API object whose events the test fires).
import { act } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import { i18n, initI18n } from '@rozmova/web/i18n/i18n';
import type { MarketLocale } from '@rozmova/contracts/markets';
import { installFakeApi, type SeenRequest } from '@rozmova/web/testing/fake-api';
import VideoCallPage from '../video-call-page';
import { clientTimeZone, formatDayMonth, formatTime } from '../../client-time';

class MockExternalApi {
  listeners = new Map<string, Array<(payload: unknown) => void>>();
  commands: unknown[][] = [];
  disposed = false;
  addListener(event: string, listener: (payload: unknown) => void) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
  }
  on(event: string, listener: (payload: unknown) => void) {
    this.addListener(event, listener);
  }
  executeCommand(...args: unknown[]) {
    this.commands.push(args);
  }
  dispose() {
    this.disposed = true;
  }
  emit(event: string, payload: unknown = {}) {
    for (const listener of this.listeners.get(event) ?? []) listener(payload);
  }
}

// The props the page hands JitsiMeeting: the two callbacks it calls, the rest as the test reads them.
interface MockJitsiProps {
  onApiReady: (api: MockExternalApi) => void;
  onReadyToClose: () => void;
  configOverwrite: { toolbarButtons?: string[]; [option: string]: unknown };
  [prop: string]: unknown;
}

const mockSdk: { mounts: number; renders: number; props: MockJitsiProps | null; api: MockExternalApi | null } = {
  mounts: 0,
  renders: 0,
  props: null,
  api: null,
};

// What JitsiMeeting does with its props (lib/components/JitsiMeeting.js): builds the external API once,
// hands it to onApiReady and forwards readyToClose.
jest.mock('@jitsi/react-sdk', () => {
  const React = jest.requireActual('react');
  return {
    JitsiMeeting: (props: MockJitsiProps) => {
      mockSdk.renders += 1;
      mockSdk.props = props;
      // Like the sdk, the API is built once with the props of that moment; later renders do not rebuild it.
      const atMount = React.useRef(props);
      React.useEffect(() => {
        mockSdk.mounts += 1;
        const api = new MockExternalApi();
        mockSdk.api = api;
        atMount.current.onApiReady(api);
        api.on('readyToClose', () => atMount.current.onReadyToClose());
      }, []);
      return React.createElement('div', { 'data-testid': 'jitsi-meeting' });
    },
  };
});

const MINUTE = 60_000;
const T0 = Date.parse('2026-12-01T15:00:00Z');
const ID = '6f0c2a4e-8b1d-4c3a-9e57-2d4b6a8c0e13';
const iso = (ms: number) => new Date(ms).toISOString();
const EXTERNAL_API_URL = 'http://localhost:4607/external_api.js';

function jwtFor(name: string, email: string): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ room: 'rozmova-abc', context: { user: { name, email, moderator: 'false' } } })}.sig`;
}

function appointmentCall(overrides: Record<string, unknown> = {}) {
  return {
    appointment_id: ID,
    kind: 'personal',
    role: 'client',
    status: 'confirmed',
    starts_at: iso(T0 + 30 * MINUTE),
    ends_at: iso(T0 + 80 * MINUTE),
    call_opens_at: iso(T0 + 20 * MINUTE),
    call_closes_at: iso(T0 + 95 * MINUTE),
    therapist: {
      name: 'Anna Nowak',
      photo_url: 'http://localhost:8080/api/psychologist_photo?id=t1',
      time_zone: 'Europe/Warsaw',
    },
    server_time: iso(T0),
    jitsi: { domain: 'localhost:4607', origin: 'http://localhost:4607', external_api_url: EXTERNAL_API_URL },
    ...overrides,
  };
}

function ticket(overrides: Record<string, unknown> = {}) {
  return {
    jwt: jwtFor('Ola Klient', 'ola@example.com'),
    domain: 'localhost:4607',
    origin: 'http://localhost:4607',
    external_api_url: EXTERNAL_API_URL,
    room: 'rozmova-abc',
    url: 'http://localhost:4607/rozmova-abc?jwt=x',
    moderator: false,
    not_before: iso(T0 + 20 * MINUTE),
    expires_at: iso(T0 + 95 * MINUTE),
    language: 'pl',
    ...overrides,
  };
}

type Answer = { status: number; body?: unknown };
let answers: { call: Answer; tickets: Answer[] };
let seen: SeenRequest[];
const ticketRequests = () => seen.filter((r) => r.path === '/v4/video_call/personal_appointment_jwt');

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

beforeEach(() => {
  jest.useFakeTimers({ now: T0 });
  mockSdk.mounts = 0;
  mockSdk.renders = 0;
  mockSdk.props = null;
  mockSdk.api = null;
  (window as { JitsiMeetExternalAPI?: unknown }).JitsiMeetExternalAPI = function JitsiMeetExternalAPI() {};
  answers = { call: { status: 200, body: appointmentCall() }, tickets: [{ status: 200, body: ticket() }] };
  ({ seen } = installFakeApi((req) => {
    if (req.path === '/v4/video_call/appointment_call') return answers.call;
    if (req.path === '/v4/video_call/personal_appointment_jwt')
      return answers.tickets.length > 1 ? answers.tickets.shift() : answers.tickets[0];
    return undefined;
  }));
});

afterEach(() => {
  jest.useRealTimers();
  delete (window as { JitsiMeetExternalAPI?: unknown }).JitsiMeetExternalAPI;
  document.head.querySelectorAll('script').forEach((s) => s.remove());
});

async function flush() {
  for (let i = 0; i < 5; i += 1) await act(async () => undefined);
}

async function advance(ms: number) {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
  await flush();
}

async function open(locale: MarketLocale = 'pl', kind: 'personal' | 'couple' = 'personal') {
  await initI18n(locale);
  await i18n.changeLanguage(locale);
  const view = render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[`/${locale}/cabinet/video_call/${kind}/${ID}`]}>
        <Routes>
          <Route
            path="/:locale/cabinet/video_call/:kind/:id"
            element={
              <VideoCallPage
                locale={locale}
                kind={kind}
                appointmentId={ID}
                leaveTo={`/${locale}/cabinet/appointments`}
              />
            }
          />
          <Route path="/:locale/cabinet/appointments" element={<p>my sessions</p>} />
        </Routes>
      </MemoryRouter>
    </I18nextProvider>,
  );
  await flush();
  return view;
}

const phase = () => screen.getByTestId('video-call-page').getAttribute('data-phase');

describe('the video call page', () => {
  it('waits before the window with the therapist, the start time and a countdown, then turns into the room', async () => {
    await open('pl');
    expect(phase()).toBe('waiting');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Twoja sesja: Anna Nowak');
    expect(screen.getByRole('img', { name: 'Zdjęcie: Anna Nowak' })).toBeTruthy();
    expect(
      screen
        .getByText(/według twojego czasu/)
        .closest('time')
        ?.getAttribute('dateTime'),
    ).toBe(iso(T0 + 30 * MINUTE));
    expect(screen.getByRole('timer').textContent).toBe('20:00');
    expect(screen.getByRole('button', { name: 'Sprawdź kamerę i mikrofon' })).toBeTruthy();
    expect(ticketRequests()).toHaveLength(0);

    await advance(19 * MINUTE + 30_000);
    expect(screen.getByRole('timer').textContent).toBe('00:30');
    await advance(31_000);
    expect(ticketRequests()).toHaveLength(1);
    expect(phase()).toBe('in_call');
    expect(screen.getByTestId('jitsi-meeting')).toBeTruthy();
  });

  it('says "in 3 days, on 4 December at …" for a session days away, and counts down only in the last hour (issue 23, point 16)', async () => {
    const starts = T0 + 3 * 24 * 60 * MINUTE + 3 * 60 * MINUTE;
    answers.call = {
      status: 200,
      body: appointmentCall({
        starts_at: iso(starts),
        ends_at: iso(starts + 50 * MINUTE),
        call_opens_at: iso(starts - 10 * MINUTE),
        call_closes_at: iso(starts + 65 * MINUTE),
        therapist: { name: 'Anna Nowak', photo_url: '', time_zone: 'Europe/Warsaw' },
      }),
    };
    await open('ua');
    const zone = clientTimeZone('ua');
    const day = formatDayMonth(iso(starts), zone, 'ua');
    const time = formatTime(iso(starts), zone, 'ua');
    expect(screen.getByTestId('video-call-starts-in').textContent).toBe(`через 3 дні — ${day} о ${time}`);
    expect(screen.queryByRole('timer')).toBeNull();
    // No photo: a calm placeholder with the initials, never a broken image.
    expect(screen.getByTestId('photo-placeholder').textContent).toBe('AN');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('turns the words into a countdown once the room opens within the hour', async () => {
    const starts = T0 + 80 * MINUTE;
    answers.call = {
      status: 200,
      body: appointmentCall({ starts_at: iso(starts), call_opens_at: iso(starts - 10 * MINUTE) }),
    };
    await open('en');
    const time = formatTime(iso(starts), clientTimeZone('en'), 'en');
    expect(screen.getByTestId('video-call-starts-in').textContent).toBe(`today at ${time}`);
    expect(screen.queryByRole('timer')).toBeNull();
    await advance(11 * MINUTE);
    expect(screen.getByRole('timer').textContent).toBe('59:00');
  });

  it('says "za 5 dni" and "jutro" in Polish plural and words', async () => {
    const inFive = T0 + 5 * 24 * 60 * MINUTE + 2 * 60 * MINUTE;
    answers.call = {
      status: 200,
      body: appointmentCall({ starts_at: iso(inFive), call_opens_at: iso(inFive - 10 * MINUTE) }),
    };
    await open('pl');
    expect(screen.getByTestId('video-call-starts-in').textContent).toMatch(/^za 5 dni — \d+ grudnia o \d\d:\d\d$/);
  });

  it('counts down on the api clock, not on a device clock that is off', async () => {
    // The device is 5 minutes ahead of the api: the room must not open early.
    answers.call = { status: 200, body: appointmentCall({ server_time: iso(T0 - 5 * MINUTE) }) };
    await open('en');
    expect(screen.getByRole('timer').textContent).toBe('25:00');
  });

  it('joins with the token the api issued: room, name and e-mail from the token, the market language, no prejoin and no third parties', async () => {
    answers.call = {
      status: 200,
      body: appointmentCall({ server_time: iso(T0 + 25 * MINUTE), kind: 'couple', role: 'partner' }),
    };
    await open('pl', 'couple');
    expect(phase()).toBe('in_call');
    expect(screen.getByTestId('video-call-page').getAttribute('data-kind')).toBe('couple');
    const props = mockSdk.props!;
    expect(props).toMatchObject({
      domain: 'localhost:4607',
      roomName: 'rozmova-abc',
      jwt: ticket().jwt,
      lang: 'pl',
      userInfo: { displayName: 'Ola Klient', email: 'ola@example.com' },
    });
    expect(props.configOverwrite).toMatchObject({
      prejoinPageEnabled: false,
      disableThirdPartyRequests: true,
      gravatar: { disabled: true },
      enableCalendarIntegration: false,
      analytics: { disabled: true },
      fileRecordingsEnabled: false,
      liveStreamingEnabled: false,
    });
    expect(props.configOverwrite.toolbarButtons).not.toEqual(expect.arrayContaining(['recording']));
    expect(props.configOverwrite.toolbarButtons).not.toEqual(expect.arrayContaining(['livestreaming']));
    expect(ticketRequests()[0]!.body).toEqual({ appointment_id: ID });

    // A client waits in the lobby: only the moderator turns it on.
    await act(async () => mockSdk.api!.emit('videoConferenceJoined', { id: 'p1' }));
    expect(screen.getByTestId('video-call-room').getAttribute('data-joined')).toBe('true');
    expect(mockSdk.api!.commands).toEqual([]);
  });

  it('the therapist joins as moderator and turns the lobby on', async () => {
    answers.call = { status: 200, body: appointmentCall({ server_time: iso(T0 + 25 * MINUTE), role: 'therapist' }) };
    answers.tickets = [
      { status: 200, body: ticket({ moderator: true, jwt: jwtFor('Anna Nowak', 'anna@example.com') }) },
    ];
    await open('ua');
    expect(mockSdk.props!.userInfo).toEqual({ displayName: 'Anna Nowak', email: 'anna@example.com' });
    await act(async () => mockSdk.api!.emit('videoConferenceJoined', { id: 't1' }));
    expect(mockSdk.api!.commands).toEqual([['toggleLobby', true]]);
  });

  it('keeps one conference through re-renders and a renewed token', async () => {
    answers.call = {
      status: 200,
      body: appointmentCall({ server_time: iso(T0 + 25 * MINUTE), call_closes_at: iso(T0 + 30 * MINUTE) }),
    };
    answers.tickets = [
      { status: 200, body: ticket({ expires_at: iso(T0 + 28 * MINUTE) }) },
      {
        status: 200,
        body: ticket({ expires_at: iso(T0 + 30 * MINUTE), jwt: jwtFor('Ola Klient', 'ola@example.com') + 'x' }),
      },
    ];
    await open('en');
    expect(ticketRequests()).toHaveLength(1);
    fireEvent(window, new Event('resize'));
    // One minute before the token expires (3 min from now), the page asks for a new one.
    await advance(2 * MINUTE - 1000);
    expect(ticketRequests()).toHaveLength(1);
    await advance(2000);
    expect(ticketRequests()).toHaveLength(2);
    expect(mockSdk.mounts).toBe(1);
    expect(mockSdk.props!.jwt).toBe(ticket().jwt);
    expect(phase()).toBe('in_call');
  });

  it('says the session has ended after its window, and closes the conference', async () => {
    answers.call = { status: 200, body: appointmentCall({ server_time: iso(T0 + 94 * MINUTE) }) };
    await open('ro');
    const api = mockSdk.api!;
    expect(phase()).toBe('in_call');
    await advance(61_000);
    expect(phase()).toBe('ended');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Această ședință s-a încheiat');
    expect(api.disposed).toBe(true);
    expect(screen.getByRole('link', { name: 'Înapoi la ședințele mele' }).getAttribute('href')).toBe(
      '/ro/cabinet/appointments',
    );
  });

  it('goes back to the cabinet when the room closes, and "leave" hangs up first', async () => {
    answers.call = { status: 200, body: appointmentCall({ server_time: iso(T0 + 25 * MINUTE) }) };
    await open('en');
    fireEvent.click(screen.getByRole('button', { name: 'Leave the call' }));
    expect(mockSdk.api!.commands).toEqual([['hangup']]);
    await act(async () => mockSdk.api!.emit('readyToClose'));
    expect(screen.getByText('my sessions')).toBeTruthy();
  });

  it('goes back even when the room never answers the hang-up', async () => {
    answers.call = { status: 200, body: appointmentCall({ server_time: iso(T0 + 25 * MINUTE) }) };
    await open('en');
    fireEvent.click(screen.getByRole('button', { name: 'Leave the call' }));
    await advance(2_000);
    expect(screen.queryByText('my sessions')).toBeNull();
    await advance(1_000);
    expect(screen.getByText('my sessions')).toBeTruthy();
  });

  it.each([
    ['appointment_not_found', 404, 'not_participant', 'This call is not linked to your account'],
    ['not_authenticated', 401, 'sign_in', 'Please sign in'],
  ])('refuses calmly when the api answers %s', async (error, status, reason, heading) => {
    answers.call = { status, body: { error, message: 'x' } };
    await open('en');
    expect(phase()).toBe('refused');
    expect(screen.getByTestId(`video-call-refused-${reason}`)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(heading);
    expect(screen.queryByTestId('jitsi-meeting')).toBeNull();
  });

  it('a cancelled session shows that it was cancelled and the way back, never the room', async () => {
    answers.call = { status: 200, body: appointmentCall({ status: 'cancelled', server_time: iso(T0 + 25 * MINUTE) }) };
    await open('ua');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Цю сесію скасовано');
    expect(screen.getByRole('link', { name: 'До моїх сесій' })).toBeTruthy();
    expect(ticketRequests()).toHaveLength(0);
  });

  it('follows the token refusals: closed means ended, not open yet means waiting for the opening the api names', async () => {
    answers.call = { status: 200, body: appointmentCall({ server_time: iso(T0 + 25 * MINUTE) }) };
    answers.tickets = [
      {
        status: 409,
        body: {
          error: 'call_not_open_yet',
          message: 'x',
          details: [{ field: 'appointment_id', rule: 'call_opens_at', opens_at: iso(T0 + 27 * MINUTE) }],
        },
      },
    ];
    await open('en');
    expect(phase()).toBe('waiting');
    expect(screen.getByRole('timer').textContent).toBe('02:00');

    answers.tickets = [{ status: 409, body: { error: 'call_closed', message: 'x' } }];
    await advance(2 * MINUTE);
    expect(phase()).toBe('ended');
  });

  it('a session cancelled while the page waited is refused as cancelled when the room would open', async () => {
    answers.call = { status: 200, body: appointmentCall({ server_time: iso(T0 + 19 * MINUTE) }) };
    answers.tickets = [{ status: 409, body: { error: 'appointment_cancelled', message: 'x' } }];
    await open('en');
    await advance(MINUTE);
    expect(screen.getByTestId('video-call-refused-cancelled')).toBeTruthy();
    expect(screen.queryByTestId('jitsi-meeting')).toBeNull();
  });

  describe('the device check', () => {
    const track = (deviceId: string) => ({ stop: jest.fn(), getSettings: () => ({ deviceId }) });
    let getUserMedia: jest.Mock;
    beforeEach(() => {
      getUserMedia = jest.fn(async (constraints: { video: unknown }) => {
        const video = track(typeof constraints.video === 'object' ? 'cam-2' : 'cam-1');
        const audio = track('mic-1');
        return { getVideoTracks: () => [video], getAudioTracks: () => [audio], getTracks: () => [video, audio] };
      });
      Object.defineProperty(navigator, 'mediaDevices', {
        configurable: true,
        value: {
          getUserMedia,
          enumerateDevices: async () => [
            { kind: 'videoinput', deviceId: 'cam-1', label: 'Built-in camera' },
            { kind: 'videoinput', deviceId: 'cam-2', label: 'USB camera' },
            { kind: 'audioinput', deviceId: 'mic-1', label: 'Headset microphone' },
          ],
        },
      });
    });

    it('asks for the camera and microphone, shows a preview, lets the person choose, and the room uses the choice', async () => {
      await open('en');
      fireEvent.click(screen.getByRole('button', { name: 'Check camera and microphone' }));
      await flush();
      expect(getUserMedia).toHaveBeenCalledWith({ video: true, audio: true });
      expect(screen.getByRole('status').textContent).toBe('Your camera and microphone work. You are ready.');
      expect(screen.getByLabelText('Your camera preview')).toBeTruthy();
      const camera = screen.getByRole('combobox', { name: 'Camera' }) as HTMLSelectElement;
      expect([...camera.options].map((o) => o.textContent)).toEqual(['Built-in camera', 'USB camera']);
      fireEvent.change(camera, { target: { value: 'cam-2' } });
      await flush();
      expect(getUserMedia).toHaveBeenLastCalledWith({
        video: { deviceId: { exact: 'cam-2' } },
        audio: { deviceId: { exact: 'mic-1' } },
      });
      expect((screen.getByRole('combobox', { name: 'Camera' }) as HTMLSelectElement).value).toBe('cam-2');

      await advance(20 * MINUTE);
      expect(mockSdk.props!.devices).toEqual({
        audioInput: 'Headset microphone',
        audioOutput: '',
        videoInput: 'USB camera',
      });
    });

    it('says how to allow the devices when the browser refused them', async () => {
      getUserMedia.mockRejectedValue(Object.assign(new Error('denied'), { name: 'NotAllowedError' }));
      await open('pl');
      fireEvent.click(screen.getByRole('button', { name: 'Sprawdź kamerę i mikrofon' }));
      await flush();
      expect(screen.getByRole('status').textContent).toMatch(/^Przeglądarka nie zezwoliła/);
      expect(screen.getByRole('button', { name: 'Spróbuj ponownie' })).toBeTruthy();
    });
  });

  it('a Jitsi server that cannot be reached shows the market support contacts and a retry, not a blank frame', async () => {
    delete (window as { JitsiMeetExternalAPI?: unknown }).JitsiMeetExternalAPI;
    answers.call = { status: 200, body: appointmentCall({ server_time: iso(T0 + 25 * MINUTE) }) };
    await open('pl');
    const script = document.head.querySelector(`script[src="${EXTERNAL_API_URL}"]`)!;
    expect(script).toBeTruthy();
    await act(async () => {
      script.dispatchEvent(new Event('error'));
    });
    await flush();
    expect(phase()).toBe('unreachable');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Nie możemy połączyć się z usługą wideo');
    expect(screen.getByRole('link', { name: 'E-mail' }).getAttribute('href')).toMatch(/^mailto:.+@/);
    expect(screen.getByRole('link', { name: 'Facebook' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Telegram' })).toBeNull();

    (window as { JitsiMeetExternalAPI?: unknown }).JitsiMeetExternalAPI = function JitsiMeetExternalAPI() {};
    fireEvent.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    await flush();
    expect(phase()).toBe('in_call');
    expect(ticketRequests()).toHaveLength(2);
  });

  it('a fatal error inside the room (the server refused the connection) shows the same help', async () => {
    answers.call = { status: 200, body: appointmentCall({ server_time: iso(T0 + 25 * MINUTE) }) };
    await open('ua');
    await act(async () =>
      mockSdk.api!.emit('errorOccurred', { error: { name: 'conference.connectionError.notAllowed', isFatal: true } }),
    );
    expect(phase()).toBe('unreachable');
    expect(screen.getByRole('link', { name: 'Telegram' })).toBeTruthy();
  });

  describe('through a dropped connection (issue 27)', () => {
    async function inCall() {
      answers.call = { status: 200, body: appointmentCall({ call_opens_at: iso(T0 - MINUTE) }) };
      await open('en');
      expect(phase()).toBe('in_call');
      await act(async () => mockSdk.api!.emit('videoConferenceJoined'));
      return screen.getByTestId('video-call-room');
    }

    it('says "reconnecting" while Jitsi reports the connection lost, and clears it when media flows again', async () => {
      const room = await inCall();
      expect(screen.queryByTestId('video-call-reconnecting')).toBeNull();
      await act(async () => mockSdk.api!.emit('suspendDetected'));
      expect(room.getAttribute('data-reconnecting')).toBe('true');
      expect(screen.getByTestId('video-call-reconnecting').textContent).toBe(
        'The connection dropped. Reconnecting you to the same room…',
      );
      await act(async () => mockSdk.api!.emit('p2pStatusChanged', { isP2p: false }));
      expect(screen.queryByTestId('video-call-reconnecting')).toBeNull();
    });

    it('rejoins the same room with the current token when the conference was left without "leave"', async () => {
      await inCall();
      expect(mockSdk.mounts).toBe(1);
      await act(async () => mockSdk.api!.emit('videoConferenceLeft', { roomName: 'rozmova-abc' }));
      await flush();
      expect(mockSdk.mounts).toBe(2);
      expect(mockSdk.props!.roomName).toBe('rozmova-abc');
      expect(screen.getByTestId('video-call-reconnecting')).toBeTruthy();
      await act(async () => mockSdk.api!.emit('videoConferenceJoined'));
      expect(screen.queryByTestId('video-call-reconnecting')).toBeNull();
    });

    it('switches to low bandwidth and to audio only through the external API', async () => {
      await inCall();
      const low = screen.getByRole('button', { name: 'Low bandwidth' });
      fireEvent.click(low);
      expect(low.getAttribute('aria-pressed')).toBe('true');
      fireEvent.click(screen.getByRole('button', { name: 'Audio only' }));
      expect(mockSdk.api!.commands).toEqual(
        expect.arrayContaining([
          ['setVideoQuality', 180],
          ['setAudioOnly', true],
        ]),
      );
      fireEvent.click(low);
      expect(mockSdk.api!.commands).toContainEqual(['setVideoQuality', 720]);
    });
  });
});
