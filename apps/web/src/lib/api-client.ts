import type { ErrorCode } from '@shine/shared/rules/error-codes';
import type { ZodType } from 'zod';
import { clearAccessToken, getAccessToken } from './auth-token';
import { i18n } from './i18n';

export { TOKEN_KEY } from './auth-token';

/** Failures the browser finds itself: no answer, an answer not matching its contract, no captcha. */
export type ClientErrorCode = 'NETWORK_ERROR' | 'INVALID_RESPONSE' | 'CAPTCHA_UNAVAILABLE';

/** A failed call: HTTP status, the server's user-facing message and its machine code. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** One of the API's shared codes (its error envelope allows no other), or one of the browser's own. */
    readonly code?: ErrorCode | ClientErrorCode,
    /** The whole error body, for fields beyond message and code (e.g. `captchaRequired`). */
    readonly body?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type Query = Record<string, string | number | boolean | undefined>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
  /** Lets the request outlive the page (tracking on navigation). */
  keepalive?: boolean;
  /** Extra request headers, e.g. `X-Booking-Token` proving the browser made the booking. */
  headers?: Record<string, string>;
  /**
   * A salon staff call (/v1/staff/...): its session is the staff cookie, so the customer's token is
   * neither sent nor forgotten on a 401.
   */
  staff?: boolean;
}

const generalError = () => i18n.t('common.generalError');

let currentFetch: () => typeof fetch = () => fetch;

/**
 * Server render only (src/entry-server.tsx): the fetch that reaches the API of the same process,
 * per request, so loaders call the same fetchers as the browser with no network hop.
 */
export function setApiFetch(get: () => typeof fetch): void {
  currentFetch = get;
}

function buildUrl(path: string, query?: Query): string {
  const url = `/api${path.startsWith('/') ? path : `/${path}`}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

async function readJson(response: Response): Promise<Record<string, unknown> | undefined> {
  try {
    const body: unknown = await response.json();
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Calls the same-origin API. Success is `{ data, message? }` and resolves to `data` (checked against
 * `schema` when given); anything else throws ApiError. HTTP 401 forgets the stored token and its cookie (spec 6).
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}, schema?: ZodType<T>): Promise<T> {
  const token = options.staff ? undefined : getAccessToken();
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await currentFetch()(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
      keepalive: options.keepalive,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, generalError(), 'NETWORK_ERROR');
  }

  const body = await readJson(response);
  if (!response.ok) {
    // Only a token that is still the current one is forgotten (a late answer must not undo a new login).
    if (response.status === 401 && token && getAccessToken() === token) clearAccessToken();
    const message = typeof body?.message === 'string' ? body.message : generalError();
    throw new ApiError(response.status, message, typeof body?.code === 'string' ? (body.code as ErrorCode) : undefined, body);
  }
  if (!schema) return body?.data as T;
  const parsed = schema.safeParse(body?.data);
  if (!parsed.success) throw new ApiError(response.status, generalError(), 'INVALID_RESPONSE');
  return parsed.data;
}
