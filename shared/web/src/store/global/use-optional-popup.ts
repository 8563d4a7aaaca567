// One optional popup's place in `popups.optional_popups` (spec §3): listed while it is on screen, gone once
// closed. A popup closed with `dismiss()` stays closed for the rest of the visit (session storage), so a
// person who put a notice away does not meet it again on the next page.
import { useCallback, useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { addOptionalPopup, removeOptionalPopup } from '@rozmova/web/store/global/actions';
import { selectIsPopupOpen } from '@rozmova/web/store/global/selectors';
import type { GlobalState, OptionalPopupId } from '@rozmova/web/store/global/types';

export const CLOSED_POPUPS_KEY = 'rozmova.closed_popups';

function closedThisVisit(): string[] {
  try {
    const raw = JSON.parse(window.sessionStorage.getItem(CLOSED_POPUPS_KEY) ?? '[]') as unknown;
    return Array.isArray(raw) ? raw.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

function rememberClosed(id: OptionalPopupId): void {
  try {
    const closed = closedThisVisit();
    if (!closed.includes(id)) window.sessionStorage.setItem(CLOSED_POPUPS_KEY, JSON.stringify([...closed, id]));
  } catch {
    // Blocked storage: the popup is closed for this page only.
  }
}

/**
 * Lists the popup while `wanted` (and not closed this visit) and the component is mounted. `open` says
 * whether to render it; `dismiss` closes it for the visit.
 */
export function useOptionalPopup(id: OptionalPopupId, wanted = true): { open: boolean; dismiss: () => void } {
  const dispatch = useDispatch();
  const listed = useSelector((state: GlobalState) => selectIsPopupOpen(id)(state));
  // Until the effect below has listed it, a wanted popup is open already: it is on the first frame the app paints
  // instead of one store round trip later. (The server's copy of a page has the consent banner under the header;
  // the app's first frame without it, and the banner back a moment later, moved the whole page down: CLS 0.2.)
  // From then on the store says: `handedOver` is set in the same effect as the listing, so the two land in one render.
  const [handedOver, setHandedOver] = useState(false);
  useEffect(() => {
    if (!wanted || closedThisVisit().includes(id)) return undefined;
    dispatch(addOptionalPopup(id));
    setHandedOver(true);
    return () => {
      setHandedOver(false);
      dispatch(removeOptionalPopup(id));
    };
  }, [id, wanted, dispatch]);
  const open = listed || (!handedOver && !closedThisVisit().includes(id));
  const dismiss = useCallback(() => {
    rememberClosed(id);
    dispatch(removeOptionalPopup(id));
  }, [id, dispatch]);
  return { open: wanted && open, dismiss };
}
