import type { ErrorCode } from '@shine/shared/rules/error-codes';
import type { Endpoint, EndpointData, EndpointsOf, SendInput } from '@shine/shared/contracts/endpoint';
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

/** `url`: the API's path, `/api/v1/…`. */
function buildUrl(url: string, query?: Query): string {
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
 * Calls the same-origin API (`path`: `/api/v1/…`) and resolves to the body of a 2xx answer (the server checked it
 * against its contract); anything else throws ApiError. HTTP 401 forgets the stored token and its cookie (spec 6).
 * Only through `callApi` / `callApiBare`, which name the endpoint by its contract.
 */
async function apiRequest(path: string, options: RequestOptions = {}): Promise<Record<string, unknown> | undefined> {
  // A staff call (/api/v1/staff, /api/v1/admin) rides on the staff cookie: the customer's token is neither sent nor forgotten on a 401.
  const token = /^\/api\/v1\/(staff|admin)\//.test(path) ? undefined : getAccessToken();
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
  return body;
}

type Contracts = typeof import('@shine/shared/contracts/index');
/** Every endpoint the API declares, by `'METHOD /api/path'` (types only: no schema is bundled). */
export type Endpoints = EndpointsOf<Contracts>;
export type EndpointName = keyof Endpoints & string;
/** The `data` an endpoint answers with. */
export type ApiData<N extends EndpointName> = EndpointData<Endpoints[N]>;

/** Endpoints answering `{ data, message? }` (callApi), and those answering a shape of their own (callApiBare). */
type EnvelopedName = { [N in EndpointName]: Endpoints[N]['enveloped'] extends true ? N : never }[EndpointName];
type BareName = Exclude<EndpointName, EnvelopedName>;

/** True when a caller may leave every field of T out. */
type AllOptional<T> = Partial<T> extends T ? true : false;

type Part<Key extends string, S, T> = S extends ZodType ? (AllOptional<T> extends true ? { [K in Key]?: T } : { [K in Key]: T }) : { [K in Key]?: never };

/** What a call sends: the contract's query, path parameters and body, plus the transport's options. */
export type CallInput<E extends Endpoint> = Part<'query', E['query'], E['query'] extends ZodType ? SendInput<E['query']> : never> &
  Part<'params', E['params'], E['params'] extends ZodType ? SendInput<E['params']> : never> &
  Part<'body', E['body'], E['body'] extends ZodType ? SendInput<E['body']> : never> &
  Pick<RequestOptions, 'signal' | 'keepalive' | 'headers'>;

/** A call's input: optional when the contract asks for nothing required. */
type InputArgs<N extends EndpointName> =
  AllOptional<CallInput<Endpoints[N]>> extends true ? [input?: CallInput<Endpoints[N]>] : [input: CallInput<Endpoints[N]>];

function requestTo(name: EndpointName, input: unknown) {
  const [method, path] = name.split(' ') as [RequestOptions['method'], string];
  const options = (input ?? {}) as RequestOptions & { params?: Record<string, string | number> };
  const url = path.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(options.params![key]!));
  return apiRequest(url, { ...options, method });
}

/**
 * Calls an endpoint by its contract's name, e.g. `callApi('GET /api/v1/customer/histories', { query })`:
 * the query, path parameters, body and answer's `data` are the contract's types (packages/shared/src/contracts).
 * Staff endpoints (/api/v1/staff, /api/v1/admin) ride on the staff cookie.
 */
export async function callApi<N extends EnvelopedName>(name: N, ...[input]: InputArgs<N>): Promise<EndpointData<Endpoints[N]>> {
  return (await requestTo(name, input))?.data as EndpointData<Endpoints[N]>;
}

/** Calls an endpoint whose contract is not `enveloped` (a legacy shape, a widget's own): its whole answer. */
export async function callApiBare<N extends BareName>(name: N, ...[input]: InputArgs<N>): Promise<EndpointData<Endpoints[N]>> {
  return (await requestTo(name, input)) as EndpointData<Endpoints[N]>;
}
