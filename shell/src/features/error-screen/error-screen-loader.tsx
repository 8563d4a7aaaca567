// The fallback screen's code is a chunk of its own: a page that never fails does not need it before it is
// usable. `preloadErrorScreen` fetches it once the page has loaded, so a later crash (even one
// the network caused) finds it in memory; should it still be missing and fail to load, the screen's own words
// are shown without the support links.
import { Component, Suspense, lazy, type ReactNode } from 'react';
import { afterPageLoad } from '../../lib/after-page-load';
import type { ErrorScreenProps } from './error-screen';

let loading: Promise<typeof import('./error-screen')> | null = null;
function loadErrorScreen(): Promise<typeof import('./error-screen')> {
  loading ??= import(/* webpackChunkName: "error-screen" */ './error-screen').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

const LazyErrorScreen = lazy(() => loadErrorScreen().then((module) => ({ default: module.ErrorScreen })));

/** Fetches the screen's chunk after the page has loaded (a failure is left for the screen's own load). */
export function preloadErrorScreen(): void {
  afterPageLoad(() => void loadErrorScreen().catch(() => undefined));
}

function PlainErrorScreen({ locale, errorText }: ErrorScreenProps): React.JSX.Element {
  return (
    <main data-testid="error-fallback" role="alert">
      <h1>Sorry, something went wrong</h1>
      <p>
        Please try refreshing this page or return to the <a href={`/${locale}/home`}>main page</a>
      </p>
      <pre>{errorText}</pre>
    </main>
  );
}

class ChunkFailure extends Component<ErrorScreenProps & { children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render(): ReactNode {
    return this.state.failed ? <PlainErrorScreen {...this.props} /> : this.props.children;
  }
}

export function ErrorScreenLoader(props: ErrorScreenProps): React.JSX.Element {
  return (
    <ChunkFailure {...props}>
      <Suspense fallback={null}>
        <LazyErrorScreen {...props} />
      </Suspense>
    </ChunkFailure>
  );
}
