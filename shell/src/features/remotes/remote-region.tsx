// Renders one remote's `./App` in its own region with the three failure layers: retried loading,
// the runtime's fallback module, and an error boundary.
import { startTransition, useCallback, useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { RemoteAppModule, RemoteAppProps, RemoteName, RemoteRoutesModule } from '@rozmova/web/remote/contract';
import type { MarketLocale } from '@rozmova/contracts/markets';
import { isFallbackModule } from './fallback-plugin';
import { RegionErrorBoundary } from './region-error-boundary';
import { RegionFallback } from './region-fallback';
import { loadRemoteModule } from './remote-registry';
import { publishRemoteRoutes } from '../../lib/remote-routes';

type LoadState =
  { status: 'loading' } | { status: 'ready'; App: ComponentType<RemoteAppProps> } | { status: 'unavailable' };

export interface RemoteRegionProps {
  remote: RemoteName;
  locale: MarketLocale;
}

export function RemoteRegion({ remote, locale }: RemoteRegionProps): React.JSX.Element {
  const { t } = useTranslation('common');
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState>({ status: 'loading' });

  useEffect(() => {
    let cancelled = false;
    setState({ status: 'loading' });
    void loadRemoteModule<RemoteAppModule>(remote, './App').then((module) => {
      if (cancelled) return;
      if (isFallbackModule(module) || typeof module.default !== 'function') setState({ status: 'unavailable' });
      // The remote's first render is the page's biggest: sliced, so taps are answered while it runs.
      else startTransition(() => setState({ status: 'ready', App: module.default }));
    });
    void loadRemoteModule<RemoteRoutesModule>(remote, './routes').then((module) => {
      if (!cancelled && !isFallbackModule(module) && Array.isArray(module.routes))
        publishRemoteRoutes(remote, module.routes);
    });
    return () => {
      cancelled = true;
    };
  }, [remote, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  if (state.status === 'loading') {
    return (
      <div className="region-loading" data-testid="region-loading" data-remote={remote} aria-busy="true">
        {t('loading')}
      </div>
    );
  }
  if (state.status === 'unavailable') return <RegionFallback remote={remote} onRetry={retry} />;
  const { App } = state;
  return (
    <div data-remote-region={remote}>
      <RegionErrorBoundary key={attempt} remote={remote} onRetry={retry}>
        <App locale={locale} basePath={`/${locale}`} />
      </RegionErrorBoundary>
    </div>
  );
}
