// The api answer a page exists for, asked for by the page's HTML while its JavaScript downloads (issue 28):
// the shell's server writes an inline script into the HTML of a therapist's page, the client's sessions and
// the therapist's agenda (scripts/shell-pages.mjs, `dataPrefetchScript`) that starts
// `fetch(url, { credentials: 'include', cache: 'no-store', headers: { accept: 'application/json' } })` and keeps
// the promise under the URL in `window[PREFETCH_GLOBAL]`. A remote's first data load takes it from there.

/** The global the HTML's inline script fills: api URL -> the promise of its response. */
export const PREFETCH_GLOBAL = '__rozmovaPrefetch';

type PrefetchStore = Record<string, Promise<Response> | undefined>;

/**
 * The response the HTML already asked for at exactly this URL, handed out once (a reload or a second load of the
 * same list asks the api again); null when there is none, so the caller asks as before.
 */
export function takePrefetched(url: string): Promise<Response> | null {
  // globalThis is the page's window (the inline script's `window.__rozmovaPrefetch`).
  const store = (globalThis as unknown as Record<string, PrefetchStore | undefined>)[PREFETCH_GLOBAL];
  if (!store || typeof store !== 'object' || !Object.hasOwn(store, url)) return null;
  const request = store[url];
  delete store[url];
  return request && typeof request.then === 'function' ? request : null;
}

/**
 * `now` floored to the minute: a loader whose api query carries the current time uses it so the address it asks
 * for is the one the HTML asked for seconds before (the inline script floors the same way). Only the
 * lower bound of a window moves, by under a minute; the loaders drop what is already past themselves.
 */
export function prefetchMinute(now: number): Date {
  return new Date(Math.floor(now / 60_000) * 60_000);
}
