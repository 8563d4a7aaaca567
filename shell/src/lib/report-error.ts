// Uncaught render errors are reported to the frontend error-log endpoint, stack trace cut to its limit.
// The endpoint's definition (with the newsletter's and business contact's schemas beside it) is fetched
// when there is something to report, not with every page's start.
import { call } from '@rozmova/web/api-client';
import { FRONTEND_ERROR_MAX_STACK_CHARS } from '@rozmova/contracts/constants';
import type { MarketLocale } from '@rozmova/contracts/markets';

export function stackTraceOf(error: unknown, componentStack?: string | null): string {
  const head = error instanceof Error ? `${error.name}: ${error.message}\n${error.stack ?? ''}` : String(error);
  const trace = componentStack ? `${head}\n\nComponent stack:${componentStack}` : head;
  return trace.slice(0, FRONTEND_ERROR_MAX_STACK_CHARS);
}

/** Sends the trace; a failure to report is only logged, it must never break the fallback screen. */
export async function reportFrontendError(stackTrace: string, locale: MarketLocale): Promise<void> {
  try {
    const { reportFrontendError: endpoint } = await import(
      /* webpackChunkName: "report-error-endpoint" */ '@rozmova/contracts/endpoints/misc'
    );
    await call(endpoint, { body: { stack_trace: stackTrace } }, { configId: locale });
  } catch (error) {
    console.error('[frontend_error] could not be reported', error);
  }
}
