import type { FetchQueryOptions, QueryClient } from '@tanstack/react-query';
import { data as routeData, type LoaderFunction, type Params } from 'react-router';
import { ApiError } from './api-client';

/**
 * How route loaders reach data: through the same TanStack Query options the components use, so a
 * page's data is fetched one way. On the server (`awaitData`) a loader waits for its queries, which
 * are then dehydrated into the HTML; in the browser it only starts them (the page shows its skeletons
 * at once instead of holding the navigation), and components pick the answers up from the cache.
 */
export interface RouteData {
  queryClient: QueryClient;
  awaitData: boolean;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- options of any query shape
type AnyQuery = FetchQueryOptions<any, any, any, any>;

/** Thrown by a loader: the page answers 404 (the route's error boundary shows it; the server sends status 404). */
export const pageNotFound = () => routeData(null, { status: 404 });

/**
 * A loader that warms `queries(request)`; a failed query is left to the component (its error state).
 * With `notFoundOnClientError`, a page whose data the API refuses (unknown id: 404, malformed: 400) is
 * a 404 page; the server awaits the answer to say so in its status.
 */
export function queryLoader(
  data: RouteData,
  queries: (url: URL, params: Params) => AnyQuery[],
  options: { notFoundOnClientError?: boolean } = {},
): LoaderFunction {
  return async ({ request, params }) => {
    const list = queries(new URL(request.url), params);
    const loads = list.map((query) => data.queryClient.prefetchQuery(query));
    if (!data.awaitData) return null;
    await Promise.all(loads);
    if (options.notFoundOnClientError) {
      const refused = list.some((query) => {
        const error = data.queryClient.getQueryState(query.queryKey)?.error;
        return error instanceof ApiError && error.status >= 400 && error.status < 500;
      });
      if (refused) throw pageNotFound();
    }
    return null;
  };
}
