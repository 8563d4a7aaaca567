// Who is in which room of the stand-in, in memory. A participant whose page stops checking in (closed tab,
// lost network) is dropped, the way a Jitsi conference drops a silent endpoint.
export type RoomRole = 'moderator' | 'participant';

export interface RoomMember {
  id: string;
  name: string;
  email: string;
  role: RoomRole;
  /** `in` the conference, or waiting in the lobby until a moderator lets them in. */
  status: 'in' | 'lobby';
  /** What the embedding page asked for (interface language, prejoin, features switched off...). */
  options: Record<string, unknown>;
  joinedAt: string;
  seenAt: number;
}

export interface RoomState {
  room: string;
  lobby: boolean;
  participants: Omit<RoomMember, 'seenAt' | 'status'>[];
  waiting: Omit<RoomMember, 'seenAt' | 'status'>[];
}

export const SILENCE_MS = 15_000;

export class Rooms {
  private readonly rooms = new Map<string, { lobby: boolean; members: Map<string, RoomMember> }>();

  constructor(private readonly clock: () => number = Date.now) {}

  private room(name: string) {
    let room = this.rooms.get(name);
    if (!room) {
      room = { lobby: false, members: new Map() };
      this.rooms.set(name, room);
    }
    return room;
  }

  private sweep(name: string): void {
    const room = this.rooms.get(name);
    if (!room) return;
    for (const [id, member] of room.members) if (this.clock() - member.seenAt > SILENCE_MS) room.members.delete(id);
  }

  /** Moderators always enter; others wait in the lobby while it is on. Rejoining replaces the old entry. */
  join(name: string, member: Omit<RoomMember, 'status' | 'seenAt' | 'joinedAt'>): RoomMember {
    this.sweep(name);
    const room = this.room(name);
    const previous = room.members.get(member.id);
    const status = member.role === 'moderator' || !room.lobby || previous?.status === 'in' ? 'in' : 'lobby';
    const entry: RoomMember = {
      ...member,
      status,
      joinedAt: new Date(this.clock()).toISOString(),
      seenAt: this.clock(),
    };
    room.members.set(member.id, entry);
    return entry;
  }

  /** A page checking in; returns its entry (null once it was dropped or left). */
  touch(name: string, id: string): RoomMember | null {
    const member = this.rooms.get(name)?.members.get(id);
    if (!member) return null;
    member.seenAt = this.clock();
    return member;
  }

  leave(name: string, id: string): void {
    this.rooms.get(name)?.members.delete(id);
  }

  setLobby(name: string, enabled: boolean): void {
    this.room(name).lobby = enabled;
  }

  admit(name: string, id: string): boolean {
    const member = this.rooms.get(name)?.members.get(id);
    if (!member || member.status !== 'lobby') return false;
    member.status = 'in';
    return true;
  }

  state(name: string): RoomState {
    this.sweep(name);
    const room = this.rooms.get(name);
    const members = [...(room?.members.values() ?? [])];
    const view = ({ seenAt: _seen, status: _status, ...rest }: RoomMember) => rest;
    return {
      room: name,
      lobby: room?.lobby ?? false,
      participants: members.filter((m) => m.status === 'in').map(view),
      waiting: members.filter((m) => m.status === 'lobby').map(view),
    };
  }
}
