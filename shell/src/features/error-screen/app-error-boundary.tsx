// Catches any render error of the shell's own tree. It never resets: the fallback screen stays until
// the page is refreshed (docs/rules.md ), and the trace goes to the error-log endpoint once.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreenLoader } from './error-screen-loader';
import { localeFromPath } from '@rozmova/contracts/routes/paths';
import { reportFrontendError, stackTraceOf } from '../../lib/report-error';

interface State {
  error: unknown;
  componentStack: string;
  failed: boolean;
}

export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null, componentStack: '', failed: false };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    const componentStack = info.componentStack ?? '';
    this.setState({ componentStack });
    void reportFrontendError(stackTraceOf(error, componentStack), localeFromPath(window.location.pathname));
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    const error = this.state.error;
    const errorText = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    return (
      <ErrorScreenLoader
        locale={localeFromPath(window.location.pathname)}
        errorText={errorText}
        componentStack={this.state.componentStack}
      />
    );
  }
}
