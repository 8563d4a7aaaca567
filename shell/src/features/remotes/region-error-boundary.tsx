// Third failure layer: a remote that throws while rendering shows its region fallback; the shell and
// the other regions keep working. The trace is still reported.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RegionFallback } from './region-fallback';
import { localeFromPath } from '@rozmova/contracts/routes/paths';
import { reportFrontendError, stackTraceOf } from '../../lib/report-error';

interface Props {
  remote: string;
  onRetry: () => void;
  children: ReactNode;
}

export class RegionErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`[remotes] ${this.props.remote} threw while rendering`, error);
    void reportFrontendError(stackTraceOf(error, info.componentStack), localeFromPath(window.location.pathname));
  }

  override render(): ReactNode {
    if (this.state.failed) return <RegionFallback remote={this.props.remote} onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}
