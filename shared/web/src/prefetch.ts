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

/** The global a time chosen on a therapist page's copy is kept in (scripts/shell-page-draw.mjs), until the widget takes it. */
export const CHOSEN_SLOT_GLOBAL = '__rozmovaChosenSlot';

/**
 * The time a visitor chose on the page's HTML copy of the booking widget before the app had come, for this
 * therapist; handed out once (the global is then forgotten), null when there is none.
 */
export function takeChosenSlot(workerId: string): { starts_at: string } | null {
  const page = globalThis as unknown as Record<string, unknown>;
  const chosen = page[CHOSEN_SLOT_GLOBAL] as { worker_id?: unknown; starts_at?: unknown } | undefined;
  if (!chosen || typeof chosen !== 'object') return null;
  delete page[CHOSEN_SLOT_GLOBAL];
  return chosen.worker_id === workerId && typeof chosen.starts_at === 'string' ? { starts_at: chosen.starts_at } : null;
}
