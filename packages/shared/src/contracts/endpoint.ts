import type { z } from 'zod';

/** The HTTP methods the API answers with. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

type Schema = z.ZodType | undefined;

/**
 * One endpoint's contract: method, path (Fastify syntax, `:id` for a path parameter), what it reads and
 * the `data` of its 200 answer (`{ data, message? }`), or, for an endpoint that is not `enveloped`, its
 * whole 200 body. The Fastify route is registered from it (apps/api `routeOf`) and the web's typed client
 * (`callApi`, `callApiBare`) takes its types from it, so a query, a body or an answer is written once.
 * Errors share one envelope (`ZErrorBody`) and are not repeated here.
 */
export interface Endpoint<
  M extends HttpMethod = HttpMethod,
  P extends string = string,
  Q extends Schema = Schema,
  Pa extends Schema = Schema,
  B extends Schema = Schema,
  R extends z.ZodType = z.ZodType,
  H extends Schema = Schema,
  W extends boolean = boolean,
> {
  readonly method: M;
  readonly path: P;
  readonly query: Q;
  readonly params: Pa;
  readonly body: B;
  readonly response: R;
  /** Request headers it reads (e.g. a tablet's `X-Device-Key`). */
  readonly headers: H;
  /**
   * True (the default): the 200 answer is `{ data: response, message? }`. False: the answer is `response` itself,
   * for the app's legacy shapes the spec keeps (rules beside `data`, `{ statusCode: 0, data }`) and a widget's own.
   */
  readonly enveloped: W;
}

/**
 * Declares an endpoint; what it omits (query, params, body, headers) it does not read. A multipart upload declares no
 * body (its route reads the parts) and says `consumes: ['multipart/form-data']` in its route's docs.
 */
export function endpoint<
  const M extends HttpMethod,
  const P extends `/api/${string}`,
  R extends z.ZodType,
  Q extends Schema = undefined,
  Pa extends Schema = undefined,
  B extends Schema = undefined,
  H extends Schema = undefined,
  const W extends boolean = true,
>(spec: { method: M; path: P; response: R; query?: Q; params?: Pa; body?: B; headers?: H; enveloped?: W }): Endpoint<M, P, Q, Pa, B, R, H, W> {
  return { query: undefined as Q, params: undefined as Pa, body: undefined as B, headers: undefined as H, enveloped: true as W, ...spec };
}

/** `'GET /api/v1/…'`: how the web names an endpoint (its type only, so no schema reaches a browser bundle). */
export type EndpointKey<E extends Endpoint> = `${E['method']} ${E['path']}`;

/** Every endpoint of a module of contracts, by its key. */
export type EndpointsOf<T> = {
  [K in keyof T as T[K] extends Endpoint ? EndpointKey<T[K]> : never]: T[K];
};

/** What a caller sends (query, path or body): the fields a schema accepts, optional where it has a default, typed as it parses them. */
export type SendInput<S extends z.ZodType> = { [K in keyof z.input<S>]: K extends keyof z.output<S> ? z.output<S>[K] : never };

/** The answer's `data` (of an endpoint not enveloped, its whole body), as the server sends it. */
export type EndpointData<E extends Endpoint> = z.output<E['response']>;
