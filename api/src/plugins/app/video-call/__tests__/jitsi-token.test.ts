import { newRoomName, signJitsiToken, verifyJitsiToken } from '../jitsi-token';

const config = { appId: 'rozmova', appSecret: 'a-test-secret-of-enough-length', domain: 'meet.example.org' };
const start = new Date('2026-12-01T10:00:00Z');
const end = new Date('2026-12-01T10:50:00Z');
const user = { id: 'u1', name: 'Olena', email: 'olena@example.org', moderator: true };

describe('Jitsi tokens against the rules Prosody applies', () => {
  it('accepts the token in its window for its room, with the moderator flag', async () => {
    const room = newRoomName();
    const jwt = await signJitsiToken({ config, room, user, startsAt: start, endsAt: end });
    expect(await verifyJitsiToken(config, jwt, room, new Date('2026-12-01T09:50:00Z'))).toEqual({
      ok: true,
      moderator: true,
      userId: 'u1',
    });
    expect(await verifyJitsiToken(config, jwt, room, new Date('2026-12-01T11:04:59Z'))).toMatchObject({ ok: true });
  });

  it('refuses it too early, too late, for another room, another domain or another secret', async () => {
    const room = newRoomName();
    const jwt = await signJitsiToken({
      config,
      room,
      user: { ...user, moderator: false },
      startsAt: start,
      endsAt: end,
    });
    expect(await verifyJitsiToken(config, jwt, room, new Date('2026-12-01T09:49:00Z'))).toEqual({
      ok: false,
      reason: 'not_yet_valid',
    });
    expect(await verifyJitsiToken(config, jwt, room, new Date('2026-12-01T11:05:01Z'))).toEqual({
      ok: false,
      reason: 'expired',
    });
    expect(await verifyJitsiToken(config, jwt, newRoomName(), new Date('2026-12-01T10:10:00Z'))).toEqual({
      ok: false,
      reason: 'wrong_room',
    });
    expect(
      await verifyJitsiToken({ ...config, domain: 'other.example.org' }, jwt, room, new Date('2026-12-01T10:10:00Z')),
    ).toEqual({ ok: false, reason: 'wrong_domain' });
    expect(
      await verifyJitsiToken(
        { ...config, appSecret: 'another-secret-of-enough-length' },
        jwt,
        room,
        new Date('2026-12-01T10:10:00Z'),
      ),
    ).toEqual({ ok: false, reason: 'bad_signature' });
  });

  it('rooms are unguessable and distinct', () => {
    const rooms = new Set(Array.from({ length: 1000 }, newRoomName));
    expect(rooms.size).toBe(1000);
    for (const room of rooms) expect(room).toMatch(/^rozmova-[0-9a-f]{32}$/);
  });
});
