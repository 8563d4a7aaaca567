// Query-parameter rules of spec section 2.
import { STORED_QUERY_PARAMS, STORYBLOK_PREVIEW_PARAM } from '@rozmova/shared/constants';

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

const PREVIEW_SESSION_KEY = 'rozmova_storyblok_preview';

/** A content-editor preview: `_storyblok` in the address, remembered for the tab's session. */
export function isStoryblokPreview(search = window.location.search): boolean {
  if (new URLSearchParams(search).has(STORYBLOK_PREVIEW_PARAM)) {
    try {
      window.sessionStorage.setItem(PREVIEW_SESSION_KEY, '1');
    } catch {
      // no session storage: the flag holds for this address only
    }
    return true;
  }
  try {
    return window.sessionStorage.getItem(PREVIEW_SESSION_KEY) === '1';
  } catch {
    return false;
  }
}

export function queryToRecord(search: string): Record<string, string> {
  const record: Record<string, string> = {};
  new URLSearchParams(search).forEach((value, key) => {
    record[key] = value;
  });
  return record;
}

/**
 * The search string the address bar should show for the synced pair, given the store's values;
 * null when it already matches.
 */
export function syncedSearch(search: string, storeQuery: Record<string, string>): string | null {
  const params = new URLSearchParams(search);
  let changed = false;
  for (const key of SYNCED_QUERY_PARAMS) {
    const inUrl = params.get(key);
    const inStore = storeQuery[key];
    if (isFalsyParam(inStore)) {
      if (inUrl !== null) {
        params.delete(key);
        changed = true;
      }
    } else if (inUrl !== inStore) {
      params.set(key, inStore as string);
      changed = true;
    }
  }
  if (!changed) return null;
  const next = params.toString();
  return next ? `?${next}` : '';
}
