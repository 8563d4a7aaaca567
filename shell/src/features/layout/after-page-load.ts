// What a page does not need before it is usable (the footer's sign-up form with its validation library, the
// error screen) is fetched after it: once the window has loaded (every script the start inserted, the page's
// remote included) and the browser is idle. A page opened later in the same visit finds the window loaded.
import { useEffect, useState } from 'react';

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

/** False until the window has loaded and the browser has been idle once (afterPageLoad). */
export function useAfterPageLoad(): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => afterPageLoad(() => setLoaded(true)), []);
  return loaded;
}
