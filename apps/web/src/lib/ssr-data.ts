import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';

/** Id of the `<script type="application/json">` holding the server render's data. */
export const SSR_DATA_ID = 'ssr-data';

/**
 * What the server hands the browser with its HTML: the router's loader data and the query cache.
 * A JSON data block, not an inline script, so the strict CSP (`script-src 'self'`) stays as it is.
 */
export interface SsrData {
  /** As react-router's StaticRouterProvider would put in window.__staticRouterHydrationData (errors serialised). */
  router: HydrationState;
  queries: DehydratedState;
  /** The server's now (ISO) when it rendered: the browser hydrates on the same clock (lib/clock). */
  now?: string;
  /** The server's guess that the viewport is a phone's, which it rendered with (lib/use-media-query). */
  narrowViewport?: boolean;
}

/** JSON safe inside a `<script>` element: no `</script>` or `<!--` can close or confuse it. */
export const serializeSsrData = (data: SsrData): string =>
  JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
