// The display name and e-mail a call shows come from the token the api signed (context.user), so the
// name in the room is the one the api vouches for. Reading them needs no verification: the server checks it.
export interface TokenUser {
  name: string;
  email: string;
}

export function tokenUser(jwt: string): TokenUser {
  try {
    const part = jwt.split('.')[1] ?? '';
    const base64 = part
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(part.length / 4) * 4, '=');
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const payload = JSON.parse(new TextDecoder().decode(bytes)) as { context?: { user?: Partial<TokenUser> } };
    return { name: String(payload.context?.user?.name ?? ''), email: String(payload.context?.user?.email ?? '') };
  } catch {
    return { name: '', email: '' };
  }
}
