// What a page does not need before it is usable (the footer's sign-up form with its validation library, the
// error screen) is fetched after it: once the window has loaded (every script the start inserted, the page's
// remote included) and the browser is idle, the form only when it comes near the viewport or some seconds
// later. A page opened later in the same visit finds the window loaded.
import { useEffect, useState, type RefObject } from 'react';

/** Calls `run` once the window has loaded and the browser is idle; returns a cancel. */
export function afterPageLoad(run: () => void): () => void {
  let cancelled = false;
  let idle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const go = () => {
    if (!cancelled) run();
  };
  const whenIdle = () => {
    if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(go, { timeout: 3000 });
    else timer = setTimeout(go, 0);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', whenIdle);
    if (idle !== undefined) window.cancelIdleCallback?.(idle);
    if (timer !== undefined) clearTimeout(timer);
  };
}

/** How long after the page has loaded a part nobody has scrolled to is fetched anyway. */
export const UNSEEN_AFTER_LOAD_MS = 3000;

/**
 * False until the person has scrolled the element to within a screen of the viewport, or UNSEEN_AFTER_LOAD_MS
 * after the page has loaded (afterPageLoad), whichever is first: a form at the foot of the page is ready when
 * a person scrolls to it, and never competes with what the page exists for. Near the viewport without a
 * scroll does not count: before a page's content has rendered, its foot is right under the header.
 */
export function useNearViewOrAfterLoad(target: RefObject<Element | null>): boolean {
  const [due, setDue] = useState(false);
  useEffect(() => {
    if (due) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const cancelLoad = afterPageLoad(() => {
      timer = setTimeout(() => setDue(true), UNSEEN_AFTER_LOAD_MS);
    });
    const element = target.current;
    const observer =
      element && typeof IntersectionObserver === 'function'
        ? new IntersectionObserver(
            (entries) => {
              if (window.scrollY > 0 && entries.some((entry) => entry.isIntersecting)) setDue(true);
            },
            { rootMargin: '100% 0px' },
          )
        : null;
    if (element) observer?.observe(element);
    return () => {
      cancelLoad();
      if (timer !== undefined) clearTimeout(timer);
      observer?.disconnect();
    };
  }, [due, target]);
  return due;
}
