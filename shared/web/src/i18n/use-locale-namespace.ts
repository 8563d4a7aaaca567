// An app's own texts before it renders: `false` while the page's language is on its way, then `true`.
// A chunk that never arrives is thrown to the region's error boundary, whose calm fallback offers to try
// again, instead of a page of translation keys.
import { useEffect, useState } from 'react';
import { i18n, loadLocaleNamespace, registerLocaleNamespace, type LocaleLoader } from '@rozmova/web/i18n/i18n';

export function useLocaleNamespace(namespace: string, loader: LocaleLoader): boolean {
  // Idempotent, and before the first render of anything that reads the namespace.
  registerLocaleNamespace(namespace, loader);
  const [state, setState] = useState<'ready' | 'loading' | Error>(() =>
    i18n.hasResourceBundle(i18n.language, namespace) ? 'ready' : 'loading',
  );
  useEffect(() => {
    if (state !== 'loading') return undefined;
    let live = true;
    loadLocaleNamespace(namespace, loader).then(
      () => {
        if (live) setState('ready');
      },
      (error: unknown) => {
        if (live) setState(error instanceof Error ? error : new Error(String(error)));
      },
    );
    return () => {
      live = false;
    };
  }, [namespace, loader, state]);
  if (state instanceof Error) throw state;
  return state === 'ready';
}
