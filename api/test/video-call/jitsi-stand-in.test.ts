// The local Jitsi stand-in: the token rules of a real deployment, who is in a room with which role, the lobby.
import type { AddressInfo } from 'node:net';
import { createJitsiStandIn } from '../../stand-ins/jitsi/server';
import { SILENCE_MS } from '../../stand-ins/jitsi/rooms';
import { signJitsiToken } from '../../src/plugins/app/video-call/jitsi-token';

const MINUTE = 60_000;

describe('the Jitsi stand-in', () => {
  let clock = Date.now();
  let base = '';
  const config = { appId: 'rozmova', appSecret: 'a-test-secret-of-enough-length', domain: '' };
  const standIn = createJitsiStandIn(config, () => clock);

  beforeAll(async () => {
    await new Promise<void>((resolve) => standIn.server.listen(0, '127.0.0.1', resolve));
    const { port } = standIn.server.address() as AddressInfo;
    config.domain = `localhost:${port}`;
    base = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => standIn.server.close(resolve));
  });

  const token = (
    user: { id: string; name: string; moderator: boolean },
    room = 'rozmova-room-a',
    startsAt = new Date(clock + 5 * MINUTE),
    cfg = config,
  ) =>
    signJitsiToken({
      config: cfg,
      room,
      user: { ...user, email: `${user.id}@example.com` },
      startsAt,
      endsAt: new Date(startsAt.getTime() + 50 * MINUTE),
    });
  const post = (path: string, body: unknown) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  // The stand-in's JSON as the tests read it.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const body = async (response: Promise<Response>): Promise<any> => (await response).json();
  const roomState = (room = 'rozmova-room-a') => body(fetch(`${base}/rooms/${room}`));

  it('serves the external API the react sdk loads', async () => {
    const res = await fetch(`${base}/external_api.js`);
    expect(res.headers.get('content-type')).toContain('javascript');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const source = await res.text();
    expect(source).toContain('window.JitsiMeetExternalAPI = JitsiMeetExternalAPI');
    for (const method of ['executeCommand', 'addListener', 'addEventListener', 'dispose', 'getIFrame'])
      expect(source).toContain(`prototype.${method}`);
  });

  it('opens the room page only for a token of that room, inside its window, signed with the shared secret', async () => {
    const therapist = { id: 'therapist-1', name: 'Anna', moderator: true };
    const good = await fetch(`${base}/rozmova-room-a?jwt=${await token(therapist)}`);
    expect(good.status).toBe(200);
    expect(await good.text()).toContain('"rozmova-room-a"');

    const refusal = async (jwt: string, room = 'rozmova-room-a') => {
      const res = await fetch(`${base}/${room}?jwt=${jwt}`);
      expect(res.status).toBe(403);
      return /data-reason="([a-z_]+)"/.exec(await res.text())?.[1];
    };
    expect(await refusal(await token(therapist), 'rozmova-room-b')).toBe('wrong_room');
    expect(await refusal(await token(therapist, 'rozmova-room-a', new Date(clock + 60 * MINUTE)))).toBe(
      'not_yet_valid',
    );
    expect(await refusal(await token(therapist, 'rozmova-room-a', new Date(clock - 120 * MINUTE)))).toBe('expired');
    expect(
      await refusal(
        await token(therapist, 'rozmova-room-a', undefined, {
          ...config,
          appSecret: 'another-secret-of-enough-length',
        }),
      ),
    ).toBe('bad_signature');
    expect(
      await refusal(await token(therapist, 'rozmova-room-a', undefined, { ...config, appId: 'someone-else' })),
    ).toBe('wrong_issuer');
    expect(
      await refusal(await token(therapist, 'rozmova-room-a', undefined, { ...config, domain: 'meet.example.com' })),
    ).toBe('wrong_domain');
    expect(await refusal('')).toBe('no_token');
  });

  it('lists who is in the room with their roles; with the lobby on, a client waits until the moderator lets them in', async () => {
    const therapistJwt = await token({ id: 'therapist-2', name: 'Anna Therapist', moderator: true }, 'rozmova-room-c');
    const clientJwt = await token({ id: 'client-2', name: 'Ola Client', moderator: false }, 'rozmova-room-c');
    const joined = await body(
      post('/rooms/rozmova-room-c/members', {
        jwt: therapistJwt,
        options: { lang: 'pl', 'config.prejoinPageEnabled': false },
      }),
    );
    expect(joined.member).toMatchObject({ id: 'therapist-2', role: 'moderator', status: 'in' });

    // Only a moderator turns the lobby on or lets people in.
    expect((await post('/rooms/rozmova-room-c/lobby', { jwt: clientJwt, enabled: true })).status).toBe(403);
    expect(await body(post('/rooms/rozmova-room-c/lobby', { jwt: therapistJwt, enabled: true }))).toEqual({
      lobby: true,
    });

    const knocked = await body(post('/rooms/rozmova-room-c/members', { jwt: clientJwt, options: {} }));
    expect(knocked.member.status).toBe('lobby');
    let state = await roomState('rozmova-room-c');
    expect(state.participants.map((p: { name: string; role: string }) => [p.name, p.role])).toEqual([
      ['Anna Therapist', 'moderator'],
    ]);
    expect(state.waiting.map((p: { name: string }) => p.name)).toEqual(['Ola Client']);
    expect(state.participants[0].options).toEqual({ lang: 'pl', 'config.prejoinPageEnabled': false });

    expect(await body(post('/rooms/rozmova-room-c/admit', { jwt: clientJwt, id: 'client-2' }))).toEqual({
      error: 'not_moderator',
    });
    expect(await body(post('/rooms/rozmova-room-c/admit', { jwt: therapistJwt, id: 'client-2' }))).toEqual({
      admitted: true,
    });
    state = await roomState('rozmova-room-c');
    expect(
      state.participants.map((p: { name: string; role: string; email: string }) => [p.name, p.role, p.email]),
    ).toEqual([
      ['Anna Therapist', 'moderator', 'therapist-2@example.com'],
      ['Ola Client', 'participant', 'client-2@example.com'],
    ]);
    expect(state.waiting).toEqual([]);

    // A page acts only for the person its token names; leaving empties the seat.
    expect((await post('/rooms/rozmova-room-c/members/therapist-2/leave', { jwt: clientJwt })).status).toBe(404);
    await post('/rooms/rozmova-room-c/members/client-2/leave', { jwt: clientJwt });
    expect((await roomState('rozmova-room-c')).participants.map((p: { id: string }) => p.id)).toEqual(['therapist-2']);
  });

  it('drops a participant whose page stopped checking in', async () => {
    const jwt = await token({ id: 'client-3', name: 'Quiet', moderator: false }, 'rozmova-room-d');
    await post('/rooms/rozmova-room-d/members', { jwt });
    clock += SILENCE_MS - 1000;
    expect((await body(post('/rooms/rozmova-room-d/members/client-3/heartbeat', { jwt }))).member).not.toBeNull();
    clock += SILENCE_MS - 1000;
    expect((await roomState('rozmova-room-d')).participants).toHaveLength(1);
    clock += 2000 + 1;
    expect((await roomState('rozmova-room-d')).participants).toHaveLength(0);
    expect((await body(post('/rooms/rozmova-room-d/members/client-3/heartbeat', { jwt }))).member).toBeNull();
  });
});
