// Query-parameter rules (docs/rules.md ).
import { STORED_QUERY_PARAMS } from '@rozmova/contracts/constants';

/**
 * The pair kept in sync with the store's route query: the therapist page link
 * (`/therapists?psychologist_id={id}`) and the chosen session type. A falsy value leaves the address bar.
 */
export const SYNCED_QUERY_PARAMS = ['psychologist_id', 'service'] as const;

const FALSY_TEXT = new Set(['', '0', 'false', 'null', 'undefined']);

export function isFalsyParam(value: string | null | undefined): boolean {
  return value === null || value === undefined || FALSY_TEXT.has(value.trim().toLowerCase());
}

/** utm_source and fbclid go to local storage whenever a page is opened with them. */
export function storeMarketingParams(search: string, storage: Pick<Storage, 'setItem'> | null): void {
  if (!storage) return;
  const params = new URLSearchParams(search);
  for (const key of STORED_QUERY_PARAMS) {
    const value = params.get(key);
    if (value) {
      try {
        storage.setItem(key, value);
      } catch {
        // storage full or blocked: attribution is lost, the page is not
      }
    }
  }
}

// The content-editor preview flag is read by the consent banner too (shell/src/lib).
export { isStoryblokPreview } from '../../lib/storyblok-preview';

export function queryToRecord(search: string): Record<string, string> {
  const record: Record<string, string> = {};
  new URLSearchParams(search).forEach((value, key) => {
    record[key] = value;
  });
  return record;
}

/**
 * The route query the store starts with: the address bar of the first page load, without falsy synced
 * params (those leave the address at once). The store is created with it, so the first store -> address
 * sync sees the link's own values instead of an empty query that would strip them.
 */
export function initialRouteQuery(search: string): Record<string, string> {
  const query = queryToRecord(search);
  for (const key of SYNCED_QUERY_PARAMS) if (key in query && isFalsyParam(query[key])) delete query[key];
  return query;
}

/**
 * The search string the address bar should show after the store's route query went from `previous` to
 * `next`; null when nothing is to change. Only a synced param whose store value changed is written: a
 * new truthy value sets it, a change to a falsy value (or its removal by `patchRouteQuery(..., null)`)
 * removes it. A param the store simply does not hold yet is left alone, so a store that is behind the
 * address (first render, a navigation not yet ingested) never strips a link's parameters.
 */
export function syncedSearch(
  search: string,
  previous: Record<string, string | undefined>,
  next: Record<string, string | undefined>,
): string | null {
  const params = new URLSearchParams(search);
  let changed = false;
  for (const key of SYNCED_QUERY_PARAMS) {
    const before = previous[key];
    const after = next[key];
    if (before === after) continue;
    const inUrl = params.get(key);
    if (isFalsyParam(after)) {
      if (inUrl !== null) {
        params.delete(key);
        changed = true;
      }
    } else if (inUrl !== after) {
      params.set(key, after as string);
      changed = true;
    }
  }
  if (!changed) return null;
  const text = params.toString();
  return text ? `?${text}` : '';
}
