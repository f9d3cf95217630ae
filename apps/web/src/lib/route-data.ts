import type { FetchQueryOptions, QueryClient } from '@tanstack/react-query';
import type { LoaderFunction, Params } from 'react-router';

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
export type AnyQuery = FetchQueryOptions<any, any, any, any>;

/**
 * A loader that warms `queries(request)`; a failed query is left to the component (its error state). A page
 * whose data the URL names and may not exist takes `pageQueryLoader` (lib/page-not-found.ts) instead.
 */
export function queryLoader(data: RouteData, queries: (url: URL, params: Params) => AnyQuery[]): LoaderFunction {
  return async ({ request, params }) => {
    const loads = queries(new URL(request.url), params).map((query) => data.queryClient.prefetchQuery(query));
    if (data.awaitData) await Promise.all(loads);
    return null;
  };
}
