// A Jitsi JWT in the format of lib-jitsi-meet's doc/tokens.md (Prosody's token plugin): HS256 over
// aud, iss (the app id), sub (the domain), room (the bare room name, not the MUC address), nbf/exp,
// and context.user with string-only fields (the plugin throws on null or numbers in `user`).
import { SignJWT, errors, jwtVerify } from 'jose';
import { randomBytes } from 'node:crypto';

export const CALL_OPENS_MINUTES_BEFORE = 10;
export const CALL_CLOSES_MINUTES_AFTER = 15;

export interface JitsiConfig {
  appId: string;
  appSecret: string;
  domain: string;
}

export interface JitsiParticipant {
  id: string;
  name: string;
  email: string;
  avatar?: string;
  moderator: boolean;
}

export interface JitsiTokenInput {
  config: JitsiConfig;
  room: string;
  user: JitsiParticipant;
  startsAt: Date;
  endsAt: Date;
}

export interface JitsiCallWindow {
  notBefore: Date;
  expiresAt: Date;
}

export function callWindow(startsAt: Date, endsAt: Date): JitsiCallWindow {
  return {
    notBefore: new Date(startsAt.getTime() - CALL_OPENS_MINUTES_BEFORE * 60_000),
    expiresAt: new Date(endsAt.getTime() + CALL_CLOSES_MINUTES_AFTER * 60_000),
  };
}

/** Unguessable room names: the room is the only thing tying a call to its appointment. */
export function newRoomName(): string {
  return `rozmova-${randomBytes(16).toString('hex')}`;
}

export async function signJitsiToken(input: JitsiTokenInput): Promise<string> {
  const window = callWindow(input.startsAt, input.endsAt);
  const user: Record<string, string> = {
    id: input.user.id,
    name: input.user.name,
    email: input.user.email,
    // Both spellings are read by deployments in the wild: `moderator` by token_moderation / JaaS,
    // `affiliation` by the token_affiliation module.
    moderator: input.user.moderator ? 'true' : 'false',
    affiliation: input.user.moderator ? 'owner' : 'member',
  };
  if (input.user.avatar) user.avatar = input.user.avatar;
  return new SignJWT({
    room: input.room,
    context: { user },
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setAudience('jitsi')
    .setIssuer(input.config.appId)
    .setSubject(input.config.domain)
    .setIssuedAt()
    .setNotBefore(Math.floor(window.notBefore.getTime() / 1000))
    .setExpirationTime(Math.floor(window.expiresAt.getTime() / 1000))
    .sign(new TextEncoder().encode(input.config.appSecret));
}

export type JitsiRejection =
  | 'bad_signature'
  | 'wrong_issuer'
  | 'wrong_audience'
  | 'wrong_domain'
  | 'wrong_room'
  | 'not_yet_valid'
  | 'expired'
  | 'malformed';

/**
 * What Prosody's token plugin (mod_auth_token + token_verification) decides for a token presented to join
 * `room` on `config.domain` at `now`: the local stand-in for a Jitsi deployment, used by tests and dev tools.
 */
export async function verifyJitsiToken(
  config: JitsiConfig,
  jwt: string,
  room: string,
  now: Date,
): Promise<{ ok: true; moderator: boolean; userId: string } | { ok: false; reason: JitsiRejection }> {
  try {
    const { payload } = await jwtVerify(jwt, new TextEncoder().encode(config.appSecret), {
      algorithms: ['HS256'],
      currentDate: now,
      clockTolerance: 0,
    });
    if (payload.iss !== config.appId) return { ok: false, reason: 'wrong_issuer' };
    if (payload.aud !== 'jitsi' && !(Array.isArray(payload.aud) && payload.aud.includes('jitsi')))
      return { ok: false, reason: 'wrong_audience' };
    if (payload.sub !== '*' && String(payload.sub).toLowerCase() !== config.domain)
      return { ok: false, reason: 'wrong_domain' };
    if (payload.room !== '*' && payload.room !== room) return { ok: false, reason: 'wrong_room' };
    const user = (payload.context as { user?: Record<string, unknown> } | undefined)?.user;
    if (!user || Object.values(user).some((value) => typeof value !== 'string'))
      return { ok: false, reason: 'malformed' };
    return { ok: true, moderator: user.moderator === 'true', userId: String(user.id) };
  } catch (err) {
    if (err instanceof errors.JWTExpired) return { ok: false, reason: 'expired' };
    if (err instanceof errors.JWTClaimValidationFailed && err.claim === 'nbf')
      return { ok: false, reason: 'not_yet_valid' };
    if (err instanceof errors.JWSSignatureVerificationFailed) return { ok: false, reason: 'bad_signature' };
    return { ok: false, reason: 'malformed' };
  }
}
