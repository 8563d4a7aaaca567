// Path patterns each remote declares in its `./routes` (relative to `/{locale}`), collected as the
// remotes load; the canonical link uses them to tell static pages from dynamic ones.
import type { RemoteName } from '@rozmova/web/remote/contract';

const byRemote = new Map<RemoteName, readonly string[]>();
const listeners = new Set<() => void>();
let version = 0;

export function publishRemoteRoutes(remote: RemoteName, routes: readonly string[]): void {
  byRemote.set(remote, routes);
  version += 1;
  for (const listener of listeners) listener();
}

export function remoteRoutePatterns(): string[] {
  return [...byRemote.values()].flat();
}

export function subscribeRemoteRoutes(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function remoteRoutesVersion(): number {
  return version;
}
