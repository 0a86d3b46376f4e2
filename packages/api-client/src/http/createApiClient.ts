import { REQUEST_TIMEOUT_MS } from '@backoffice/contract';
import type { ApiError } from './ApiError';
import { buildUrl } from './buildUrl';
import type { FormFields } from './FormFields';
import { readBody } from './readBody';
import { readXsrfToken } from './readXsrfToken';
import { toApiError } from './toApiError';
import { type HttpMethod, type RequestBody, toWireBody } from './toWireBody';
import { withTimeout } from './withTimeout';

/** The statuses that mean the session is gone: no session (401) or a stale CSRF token (419). */
export type SessionEndStatus = 401 | 419;

export const CSRF_COOKIE_PATH = '/api/sanctum/csrf-cookie';

export interface ApiClientOptions {
  /** Origin (and optional prefix) of the API; empty means the page's own origin. */
  baseUrl?: string;
  /** Called on 401 or 419; the request's promise then never settles. */
  onSessionEnd?: (status: SessionEndStatus) => void;
  /** Called on 500, before the request's promise rejects with the ApiError. */
  onServerError?: (error: ApiError) => void;
  timeoutMs?: number;
}

export interface RequestOptions {
  query?: FormFields;
  body?: RequestBody;
  /** Fetch the CSRF cookie first, as session, login and email verification require. */
  primeCsrf?: boolean;
  /** `blob` for files such as PDF reports; JSON (or text) otherwise. */
  responseType?: 'json' | 'blob';
  /**
   * What 401 and 419 do: end the session (the default), or reject with the ApiError for calls
   * whose callers must always finish, such as sign-out and the public sign-in forms.
   */
  onSessionEnd?: 'end-session' | 'reject';
  /** What 500 does: raise the server-error flag, then reject (the default), or only reject. */
  onServerError?: 'report' | 'reject';
  signal?: AbortSignal;
  /** Extra headers for this call, such as `Idempotency-Key`; the client's own headers win. */
  headers?: Record<string, string>;
  /**
   * Reads the headers of a successful answer, for the few calls whose answer travels there (a
   * delete's `Undo-Token`).
   */
  onHeaders?: (headers: Headers) => void;
}

export type BodylessOptions = Omit<RequestOptions, 'body'>;

export interface ApiClient {
  readonly baseUrl: string;
  request<T>(method: HttpMethod, path: string, options?: RequestOptions): Promise<T>;
  get<T>(path: string, options?: BodylessOptions): Promise<T>;
  post<T>(path: string, body?: RequestBody, options?: BodylessOptions): Promise<T>;
  put<T>(path: string, body?: RequestBody, options?: BodylessOptions): Promise<T>;
  delete<T>(path: string, options?: BodylessOptions): Promise<T>;
  /** `GET /api/sanctum/csrf-cookie`: sets the session and `XSRF-TOKEN` cookies. */
  primeCsrf(): Promise<void>;
}

/**
 * The fetch-based client every call of the product goes through. It sends cookies and the
 * headers Laravel expects of an SPA, encodes bodies as PHP-style forms, aborts after the
 * request timeout, and applies the product's rules to 401/419 (end the session, never
 * settle), 422 (ValidationError) and 500 (raise the server-error flag, then reject).
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrl = options.baseUrl ?? '';
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;

  async function send(
    method: HttpMethod,
    path: string,
    request: RequestOptions,
  ): Promise<{ response: Response; body: unknown }> {
    const headers = new Headers({
      ...request.headers,
      Accept: 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
    });
    if (method !== 'GET') {
      const token = readXsrfToken();
      if (token !== null) headers.set('X-XSRF-TOKEN', token);
    }
    const wire = toWireBody(method, request.body);

    return withTimeout(timeoutMs, request.signal, async (signal) => {
      const response = await fetch(buildUrl(baseUrl, path, request.query), {
        method: wire.method,
        headers,
        body: wire.body,
        credentials: 'include',
        signal,
      });
      const wantsBlob = request.responseType === 'blob' && response.ok && response.status !== 204;
      return { response, body: wantsBlob ? await response.blob() : await readBody(response) };
    });
  }

  async function request<T>(
    method: HttpMethod,
    path: string,
    requestOptions: RequestOptions = {},
  ): Promise<T> {
    if (requestOptions.primeCsrf) await primeCsrf();
    const { response, body } = await send(method, path, requestOptions);
    if (response.ok) {
      requestOptions.onHeaders?.(response.headers);
      return body as T;
    }

    const status = response.status;
    if ((status === 401 || status === 419) && requestOptions.onSessionEnd !== 'reject') {
      options.onSessionEnd?.(status);
      return never<T>();
    }
    const error = toApiError(response, body);
    if (status === 500 && requestOptions.onServerError !== 'reject') {
      options.onServerError?.(error);
    }
    throw error;
  }

  async function primeCsrf(): Promise<void> {
    await request<void>('GET', CSRF_COOKIE_PATH);
  }

  return {
    baseUrl,
    request,
    get: (path, requestOptions) => request('GET', path, requestOptions),
    post: (path, body, requestOptions) => request('POST', path, { ...requestOptions, body }),
    put: (path, body, requestOptions) => request('PUT', path, { ...requestOptions, body }),
    delete: (path, requestOptions) => request('DELETE', path, requestOptions),
    primeCsrf,
  };
}

/** The promise of a request whose session has ended: the app is leaving the page. */
function never<T>(): Promise<T> {
  return new Promise<T>(() => {});
}
