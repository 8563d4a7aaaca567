// A Jitsi JWT in the format of lib-jitsi-meet's doc/tokens.md (Prosody's token plugin): HS256 over
// aud, iss (the app id), sub (the domain), room (the bare room name, not the MUC address), nbf/exp,
// and context.user with string-only fields (the plugin throws on null or numbers in `user`).
import { SignJWT } from 'jose';
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
