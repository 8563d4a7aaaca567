// Uncaught render errors are reported to the frontend error-log endpoint (docs/rules.md ).
import { apiRequest } from '@rozmova/shared/api-client';
import { FRONTEND_ERROR_MAX_STACK_CHARS } from '@rozmova/shared/constants';
import { DEFAULT_LOCALE, isMarketLocale, type MarketLocale } from '@rozmova/shared/markets';

export function localeFromPath(pathname: string): MarketLocale {
  const first = pathname.split('/')[1];
  return isMarketLocale(first) ? first : DEFAULT_LOCALE;
}

export function stackTraceOf(error: unknown, componentStack?: string | null): string {
  const head = error instanceof Error ? `${error.name}: ${error.message}\n${error.stack ?? ''}` : String(error);
  const trace = componentStack ? `${head}\n\nComponent stack:${componentStack}` : head;
  return trace.slice(0, FRONTEND_ERROR_MAX_STACK_CHARS);
}

/** Sends the trace; a failure to report is only logged, it must never break the fallback screen. */
export async function reportFrontendError(stackTrace: string, locale: MarketLocale): Promise<void> {
  try {
    await apiRequest('/v4/frontend_error', { method: 'POST', body: { stack_trace: stackTrace }, configId: locale });
  } catch (error) {
    console.error('[frontend_error] could not be reported', error);
  }
}
