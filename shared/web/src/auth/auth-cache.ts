// The client cache that holds the auth query (docs/rules.md ): 30 s staleness, unlimited
// retention, no refetch on mount, reconnect or focus. One instance per page through the singleton share.
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { QUERY_STALE_TIME_MS } from '@rozmova/contracts/constants';
import type { MarketLocale } from '@rozmova/contracts/markets';
import type { AuthData, Role } from '@rozmova/web/auth/types';

export type QueryStatus = 'idle' | 'pending' | 'success' | 'error';

interface Entry<T> {
  data: T | undefined;
  error: unknown;
  status: QueryStatus;
  updatedAt: number;
  inflight: Promise<T> | null;
}

type Listener = () => void;

/** Key -> entry; entries never expire by themselves (retention unlimited). */
const entries = new Map<string, Entry<unknown>>();
const listeners = new Set<Listener>();
let generation = 0;

function notify(): void {
  for (const listener of listeners) listener();
}

function emptyEntry<T>(): Entry<T> {
  return { data: undefined, error: undefined, status: 'idle', updatedAt: 0, inflight: null };
}

function entryOf<T>(key: string): Entry<T> {
  return (entries.get(key) as Entry<T> | undefined) ?? emptyEntry<T>();
}

export function setQueryData<T>(key: string, data: T): void {
  entries.set(key, { data, error: undefined, status: 'success', updatedAt: Date.now(), inflight: null });
  notify();
}

export function getQueryData<T>(key: string): T | undefined {
  return entryOf<T>(key).data;
}

/** Runs the fetcher once per key at a time; a result landing after clearClientCache is dropped. */
export function fetchQuery<T>(key: string, fetcher: () => Promise<T>): Promise<T> {
  const existing = entryOf<T>(key);
  if (existing.inflight) return existing.inflight;
  const started = generation;
  const inflight = fetcher().then(
    (data) => {
      if (started === generation) setQueryData(key, data);
      return data;
    },
    (error: unknown) => {
      if (started === generation) {
        entries.set(key, { ...entryOf<T>(key), error, status: 'error', inflight: null });
        notify();
      }
      throw error;
    },
  );
  entries.set(key, { ...existing, status: existing.data === undefined ? 'pending' : existing.status, inflight });
  notify();
  return inflight;
}

export function isStale(key: string, staleTimeMs = QUERY_STALE_TIME_MS): boolean {
  const entry = entryOf(key);
  return entry.status !== 'success' || Date.now() - entry.updatedAt >= staleTimeMs;
}

/** Logout: every cached entry goes (docs/rules.md ). */
export function clearClientCache(): void {
  generation += 1;
  entries.clear();
  notify();
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// ---------------------------------------------------------------------------------------------
// The auth entry

export const AUTH_QUERY_KEY = 'auth';

type AuthFetcher = () => Promise<AuthData>;
let authFetcher: AuthFetcher | null = null;

/** auth-session registers the GET auth call here; kept indirect so the cache has no HTTP dependency. */
export function registerAuthFetcher(fetcher: AuthFetcher): void {
  authFetcher = fetcher;
}

export function setAuthData(data: AuthData): void {
  setQueryData(AUTH_QUERY_KEY, data);
}

/**
 * A writer for the answer of an auth call started now: it writes only if no logout cleared the cache
 * meanwhile, so a sign-in answer arriving after the person signed out cannot sign them back in.
 */
export function authWriterForNow(): (data: AuthData) => void {
  const started = generation;
  return (data) => {
    if (started === generation) setAuthData(data);
  };
}

export function getAuthData(): AuthData | undefined {
  return getQueryData<AuthData>(AUTH_QUERY_KEY);
}

function requireFetcher(): AuthFetcher {
  if (!authFetcher)
    throw new Error('auth-cache: import @rozmova/web/auth/auth-session (or auth-api) once before using useAuth');
  return authFetcher;
}

/** Forces a refetch of the auth entry. */
export function refetchAuth(): Promise<AuthData> {
  return fetchQuery(AUTH_QUERY_KEY, requireFetcher());
}

/** The cached auth data while fresh (30 s), else a refetch. For decisions such as the landing route. */
export async function ensureAuth(): Promise<AuthData> {
  const cached = getAuthData();
  if (cached && !isStale(AUTH_QUERY_KEY)) return cached;
  return refetchAuth();
}

export interface UseAuthResult {
  data: AuthData | undefined;
  status: QueryStatus;
  error: unknown;
  refetch: () => Promise<AuthData>;
}

const snapshotCache = new Map<string, { entry: Entry<unknown>; result: Omit<UseAuthResult, 'refetch'> }>();

function authSnapshot(): Omit<UseAuthResult, 'refetch'> {
  const entry = entryOf<AuthData>(AUTH_QUERY_KEY);
  const cached = snapshotCache.get(AUTH_QUERY_KEY);
  if (
    cached &&
    cached.entry.data === entry.data &&
    cached.entry.status === entry.status &&
    cached.entry.error === entry.error
  ) {
    return cached.result;
  }
  const result = { data: entry.data, status: entry.status, error: entry.error };
  snapshotCache.set(AUTH_QUERY_KEY, { entry, result });
  return result;
}

/**
 * The auth query. Fetches only when nothing is cached (first use, or after clearClientCache);
 * mounting, reconnecting or focusing never refetches.
 */
export function useAuth(): UseAuthResult {
  const snapshot = useSyncExternalStore(subscribe, authSnapshot, authSnapshot);
  const refetch = useCallback(() => refetchAuth(), []);
  const missing = snapshot.status === 'idle';
  useEffect(() => {
    if (missing) refetchAuth().catch(() => undefined);
  }, [missing]);
  return { ...snapshot, refetch };
}

/**
 * For a page that needs to know who is signed in (a private area, a purchase): when such a page opens and
 * the cached auth entry is older than the staleness (30 s), it is fetched again. The auth query never
 * refetches by itself on mount, reconnect or focus; opening a page that depends on it is when a stale answer
 * stops being trusted, so a session that ended elsewhere shows as signed out. Meanwhile the cached answer
 * stays on screen. `pageKey` names the page (its path): each page opened is one check; null: not needed here.
 */
export function useFreshAuthOn(pageKey: string | null): void {
  useEffect(() => {
    if (pageKey !== null) ensureAuth().catch(() => undefined);
  }, [pageKey]);
}

/** Registered: session.user_is_reg and no Google registration left to confirm (docs/rules.md ). */
export function isRegistered(auth: AuthData | undefined | null): boolean {
  return auth?.session?.user_is_reg === true && auth.user?.data?.has_to_confirm_reg_google !== true;
}

/** Landing route by role (docs/rules.md ): user -> home, admin -> admin cabinet, others -> appointments. */
export function landingPath(role: Role | null | undefined, locale: MarketLocale): string {
  if (role === 'user') return `/${locale}/home`;
  if (role === 'admin') return `/${locale}/cabinet/admin`;
  return `/${locale}/cabinet/appointments-list`;
}
