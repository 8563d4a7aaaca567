// Whether this tab shows a content editor's preview (docs/rules.md ).
import { STORYBLOK_PREVIEW_PARAM } from '@rozmova/contracts/constants';

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
