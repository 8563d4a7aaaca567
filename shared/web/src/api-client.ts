// The one configured HTTP client (docs/rules.md R-7.2, R-8.2): credentials included, no retries. An HTTP error
// throws an ApiError whose `body` is the parsed JSON body of the response as is (spec §8), with the HTTP status
// beside it in `status`; a body that is not JSON is not replaced by a made-up one (`body` is undefined and
// `text` holds what came).
import type { ApiErrorBody as ApiErrorWireBody, ApiErrorDetail } from '@rozmova/contracts/api-error';
import {
  endpointPath,
  type Endpoint,
  type EndpointInput,
  type EndpointResponse,
} from '@rozmova/contracts/endpoints/endpoint';
import { getRuntimeConfig } from '@rozmova/web/runtime-config';
import { takePrefetched } from '@rozmova/web/prefetch';

/** Codes of the web apps' own, for a failure that carries no api error code. */
export type ClientFailureCode = 'network_error' | 'timeout' | 'aborted' | 'http_error';

/** What a call throws: the untouched parsed body, and the status beside it (0: no answer came). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  /** The parsed JSON body of the error response, as is; undefined when there was none or it was not JSON. */
  readonly body: unknown;
  /** The raw text of a body that was not JSON (a proxy's page), for logs. */
  readonly text: string | null;
  /** Why no answer came (`network_error`, `timeout`, `aborted`); null when one did. */
  readonly reason: Exclude<ClientFailureCode, 'http_error'> | null;

  constructor(
    status: number,
    body: unknown,
    options: { text?: string | null; reason?: ApiError['reason']; message?: string } = {},
  ) {
    super(options.message ?? (status ? `HTTP ${status}` : (options.reason ?? 'request failed')));
    this.status = status;
    this.body = body;
    this.text = options.text ?? null;
    this.reason = options.reason ?? null;
  }
}

/** A failure reduced to what a screen or a store keeps: serialisable, the same shape for every failure. */
export interface ApiFailure {
  /** The api's `ErrorCode` from the body, or a code of the web apps' own when the body carries none. */
  error: string;
  message?: string;
  details?: ApiErrorDetail[];
  /** HTTP status; 0 when the request never got an answer. */
  status: number;
}

/** An ApiError, also one thrown by another app's copy of this module (remotes may share or not). */
export function isApiError(value: unknown): value is ApiError {
  return (
    value instanceof ApiError ||
    (value instanceof Error && value.name === 'ApiError' && typeof (value as ApiError).status === 'number')
  );
}

function isWireBody(body: unknown): body is ApiErrorWireBody {
  return typeof body === 'object' && body !== null && typeof (body as ApiErrorWireBody).error === 'string';
}

/** The api's error body when the error carries one of the api's shape; null otherwise. */
export function apiErrorBody(error: unknown): ApiErrorWireBody | null {
  return isApiError(error) && isWireBody(error.body) ? error.body : null;
}

/** The error code to translate: the body's `error`, else why no answer came, else `http_error`. */
export function apiErrorCode(error: unknown): string {
  if (!isApiError(error)) return 'network_error';
  return apiErrorBody(error)?.error ?? error.reason ?? 'http_error';
}

/** Any thrown value as an ApiFailure (something that is not an ApiError counts as `fallback`). */
export function toApiFailure(error: unknown, fallback = 'network_error'): ApiFailure {
  if (!isApiError(error))
    return { error: fallback, message: error instanceof Error ? error.message : String(error), status: 0 };
  const body = apiErrorBody(error);
  return {
    error: apiErrorCode(error),
    message: body?.message ?? error.text ?? error.message,
    ...(body?.details ? { details: body.details } : {}),
    status: error.status,
  };
}

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | null | undefined>;
  /** The market locale; auth-area calls must carry it (`config_id`). */
  configId?: string;
  timeoutMs?: number;
  signal?: AbortSignal;
  /**
   * A page's first data load: take the answer the page's HTML already asked for at exactly this URL
   * (@rozmova/web/prefetch), when there is one; otherwise ask as always. GET only.
   */
  prefetched?: boolean;
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
  const url = buildApiUrl(path, query, configId);
  const early = options.prefetched && method === 'GET' ? takePrefetched(url) : null;
  const controller = new AbortController();
  const abort = (): void => controller.abort();
  signal?.addEventListener('abort', abort, { once: true });
  const timer = timeoutMs ? setTimeout(abort, timeoutMs) : undefined;
  let response: Response;
  try {
    response = await (early ??
      fetch(url, {
        method,
        credentials: 'include',
        cache: 'no-store',
        headers:
          body === undefined
            ? { accept: 'application/json' }
            : { accept: 'application/json', 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: controller.signal,
      }));
    // The HTML's request cannot be called off: a caller that gave up does not get its answer.
    if (early && controller.signal.aborted) throw new Error('aborted');
  } catch (cause) {
    const timedOut = controller.signal.aborted && !signal?.aborted;
    throw new ApiError(0, undefined, {
      reason: timedOut ? 'timeout' : signal?.aborted ? 'aborted' : 'network_error',
      message: cause instanceof Error ? cause.message : 'request failed',
    });
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
    throw new ApiError(response.status, parsed, { text: parsed === undefined && text ? text : null });
  }
  return parsed as T;
}

/** How to send a call: the market and the transport options of `apiRequest`, never the method, path or payload. */
export type CallOptions = Pick<ApiRequestOptions, 'configId' | 'timeoutMs' | 'signal' | 'prefetched'>;

/**
 * Calls one endpoint of the table (@rozmova/contracts/endpoints/*): its method and path, the input its schemas
 * describe, and its answer typed by its response schema. The request is the one `apiRequest` sends.
 */
export function call<E extends Endpoint>(
  endpoint: E,
  ...[input, options]: Record<string, never> extends EndpointInput<E>
    ? [input?: EndpointInput<E>, options?: CallOptions]
    : [input: EndpointInput<E>, options?: CallOptions]
): Promise<NoInfer<EndpointResponse<E>>> {
  const { params, query, body } = (input ?? {}) as { params?: Record<string, unknown>; query?: object; body?: unknown };
  return apiRequest<EndpointResponse<E>>(endpointPath(endpoint, params), {
    ...options,
    method: endpoint.method,
    ...(query === undefined ? {} : { query: query as ApiRequestOptions['query'] }),
    ...(body === undefined ? {} : { body }),
  });
}
