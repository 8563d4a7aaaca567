// The one configured HTTP client (docs/rules.md R-7.2, R-8.2): credentials included, no retries, and an HTTP error
// throws the parsed JSON body as is (with `status` added) so callers branch on its `error` code.
import type { ApiErrorBody as ApiErrorWireBody } from '@rozmova/contracts/api-error';
import { getRuntimeConfig } from '@rozmova/web/runtime-config';

/** The api's one error body (@rozmova/contracts/api-error) as a call throws it. */
export interface ApiErrorBody extends Omit<ApiErrorWireBody, 'error'> {
  /**
   * The api's `ErrorCode`, or a code of the web apps' own when no answer came (`network_error`, `timeout`,
   * `aborted`) or a body could not be read; kept a plain string so every failure fits one shape.
   */
  error: string;
  /** HTTP status; 0 when the request never got an answer. */
  status: number;
}

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | null | undefined>;
  /** The market locale; auth-area calls must carry it (`config_id`). */
  configId?: string;
  timeoutMs?: number;
  signal?: AbortSignal;
}

export function isApiError(value: unknown): value is ApiErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ApiErrorBody).error === 'string' &&
    typeof (value as ApiErrorBody).status === 'number'
  );
}

export function buildApiUrl(path: string, query: ApiRequestOptions['query'], configId?: string): string {
  const base = getRuntimeConfig().apiBase;
  const params = new URLSearchParams();
  if (configId) params.set('config_id', configId);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return `${base}${path.startsWith('/') ? path : `/${path}`}${search ? `?${search}` : ''}`;
}

export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const { method = options.body === undefined ? 'GET' : 'POST', body, query, configId, timeoutMs, signal } = options;
  const controller = new AbortController();
  const abort = (): void => controller.abort();
  signal?.addEventListener('abort', abort, { once: true });
  const timer = timeoutMs ? setTimeout(abort, timeoutMs) : undefined;
  let response: Response;
  try {
    response = await fetch(buildApiUrl(path, query, configId), {
      method,
      credentials: 'include',
      cache: 'no-store',
      headers:
        body === undefined
          ? { accept: 'application/json' }
          : { accept: 'application/json', 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: controller.signal,
    });
  } catch (cause) {
    const timedOut = controller.signal.aborted && !signal?.aborted;
    const failure: ApiErrorBody = {
      error: timedOut ? 'timeout' : signal?.aborted ? 'aborted' : 'network_error',
      message: cause instanceof Error ? cause.message : 'request failed',
      status: 0,
    };
    throw failure;
  } finally {
    if (timer) clearTimeout(timer);
    signal?.removeEventListener('abort', abort);
  }
  const text = await response.text();
  let parsed: unknown = undefined;
  if (text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
  }
  if (!response.ok) {
    const errorBody =
      parsed && typeof parsed === 'object'
        ? { ...(parsed as Record<string, unknown>), status: response.status }
        : { error: 'http_error', message: text || response.statusText, status: response.status };
    throw errorBody as ApiErrorBody;
  }
  return parsed as T;
}
