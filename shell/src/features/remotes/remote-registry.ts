// Remotes are found at run time: the shell fetches /remotes.json (remote name -> mf-manifest.json URL)
// and registers each with the federation runtime, so a remote moves or is redeployed without
// rebuilding the shell. First failure layer: every load is retried before the region gives up.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { isRemoteName, type RemoteName, type RemotesManifest } from '@rozmova/web/remote/contract';
import { fallbackModule, isFallbackModule, type FallbackModule } from './fallback-plugin';

const registered = new Map<RemoteName, string>();

export const REMOTE_LOAD_TIMEOUT_MS = 10_000;
export const REMOTE_RETRIES = 1;
const RETRY_DELAY_MS = 400;

export function parseRemotesManifest(raw: unknown): RemotesManifest {
  const manifest: RemotesManifest = {};
  if (!raw || typeof raw !== 'object') return manifest;
  for (const [name, url] of Object.entries(raw as Record<string, unknown>)) {
    if (!isRemoteName(name)) {
      console.warn(`[remotes] /remotes.json names an unknown remote "${name}"; ignored`);
      continue;
    }
    if (typeof url !== 'string' || !/^https?:\/\/|^\//.test(url)) {
      console.warn(`[remotes] /remotes.json has no usable URL for "${name}"; ignored`);
      continue;
    }
    manifest[name] = url;
  }
  return manifest;
}

/**
 * Reads /remotes.json (or the answer to a request for it already under way); a missing or broken manifest
 * means "no remotes", never a dead shell.
 */
export async function fetchRemotesManifest(
  request: Promise<Response> = fetch('/remotes.json', { cache: 'no-store' }),
): Promise<RemotesManifest> {
  try {
    const response = await request;
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return parseRemotesManifest(await response.json());
  } catch (error) {
    console.warn('[remotes] /remotes.json could not be read; the shell runs without remotes', error);
    return {};
  }
}

export function registerFromManifest(manifest: RemotesManifest, force = false): void {
  const remotes = Object.entries(manifest).map(([name, entry]) => ({ name, entry: entry as string }));
  if (remotes.length === 0) return;
  registerRemotes(remotes, { force });
  for (const { name, entry } of remotes) registered.set(name as RemoteName, entry);
}

export function isRegistered(name: RemoteName): boolean {
  return registered.has(name);
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Loads `<remote>/<expose>`, retrying once with the remote re-registered (which drops the runtime's
 * cached failure). Resolves to the module, or to a fallback module when the remote stays unavailable.
 */
export async function loadRemoteModule<T>(name: RemoteName, expose: string): Promise<T | FallbackModule> {
  const entry = registered.get(name);
  if (!entry) return fallbackModule(new Error(`${name} is not deployed (absent from /remotes.json)`));
  let last: unknown = null;
  for (let attempt = 0; attempt <= REMOTE_RETRIES; attempt += 1) {
    if (attempt > 0) {
      await sleep(RETRY_DELAY_MS * attempt);
      registerRemotes([{ name, entry }], { force: true });
    }
    try {
      const loaded = await withTimeout(
        loadRemote<T>(`${name}/${expose.replace(/^\.\//, '')}`),
        REMOTE_LOAD_TIMEOUT_MS,
        `${name}/${expose}`,
      );
      if (loaded && !isFallbackModule(loaded)) return loaded;
      last = loaded;
    } catch (error) {
      last = error;
    }
  }
  return isFallbackModule(last) ? last : fallbackModule(last);
}
