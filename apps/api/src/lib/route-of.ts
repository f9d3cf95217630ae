import type { Endpoint } from '@shine/shared/contracts/endpoint';
import { envelope } from '@shine/shared/schemas/common';

/** What the OpenAPI document says of a route beyond its contract. */
export interface RouteDocs {
  tags: string[];
  summary: string;
  description?: string;
  security?: Record<string, string[]>[];
  /** `['multipart/form-data']` for an upload. */
  consumes?: string[];
}

/** The 200 answer's schema: the envelope around the contract's `data`, or the contract's own for one not enveloped. */
type AnswerOf<E extends Endpoint> = E['enveloped'] extends true ? ReturnType<typeof envelope<E['response']>> : E['response'];

/**
 * The method, URL and validation of a route, from its endpoint contract (packages/shared/src/contracts):
 * `app.route({ ...routeOf(contract, docs), handler })`. Fastify checks the query, path and body against the
 * contract and serialises the 200 answer through it (a handler sending prepared bytes made them from it), so
 * nothing the web reads is typed a second time.
 */
export function routeOf<E extends Endpoint>(
  contract: E,
  docs: RouteDocs,
): {
  method: E['method'];
  url: E['path'];
  schema: RouteDocs & {
    querystring: E['query'];
    params: E['params'];
    body: E['body'];
    headers: E['headers'];
    response: { 200: AnswerOf<E> };
  };
} {
  const { query, params, body, headers } = contract;
  // A part the contract omits is left out (Fastify warns of a schema key that holds nothing).
  const schema = {
    ...docs,
    ...(query && { querystring: query }),
    ...(params && { params }),
    ...(body && { body }),
    ...(headers && { headers }),
    response: { 200: contract.enveloped ? envelope(contract.response) : contract.response },
  };
  return { method: contract.method, url: contract.path, schema: schema as ReturnType<typeof routeOf<E>>['schema'] };
}
