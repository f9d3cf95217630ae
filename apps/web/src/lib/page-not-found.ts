import { data as routeData, type LoaderFunction, type Params } from 'react-router';
import { ApiError } from './api-client';
import { queryLoader, type AnyQuery, type RouteData } from './route-data';

/** Thrown by a loader: the page answers 404 (the route's error boundary shows it; the server sends status 404). */
export const pageNotFound = () => routeData(null, { status: 404 });

/**
 * A page's loader (`queryLoader`) for data the URL names: where the API refuses it (unknown id: 404,
 * malformed: 400) the page is a 404 page; the server awaits the answer to say so in its status. Not in the
 * first chunk: only lazy pages' loaders use it.
 */
export function pageQueryLoader(data: RouteData, queries: (url: URL, params: Params) => AnyQuery[]): LoaderFunction {
  return async (args) => {
    const list = queries(new URL(args.request.url), args.params);
    await queryLoader(data, () => list)(args);
    const refused =
      data.awaitData &&
      list.some((query) => {
        const error = data.queryClient.getQueryState(query.queryKey)?.error;
        return error instanceof ApiError && error.status >= 400 && error.status < 500;
      });
    if (refused) throw pageNotFound();
    return null;
  };
}
