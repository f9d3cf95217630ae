import { AsyncLocalStorage } from 'node:async_hooks';
import { Transform, type Readable } from 'node:stream';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import type { THomeContent } from '@shine/shared/schemas/content';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, isRouteErrorResponse, StaticRouterProvider, type StaticHandlerContext } from 'react-router';
import { Providers } from './app/providers';
import { pageRoutes } from './app/page-routes';
import { createRoutes } from './app/router';
import { setApiFetch } from './lib/api-client';
import { adoptServerNow, now } from './lib/clock';
import { BRAND } from './lib/constants';
import { i18n } from './lib/i18n';
import type { PageHandle } from './lib/page-handle';
import { createQueryClient } from './lib/query-client';
import { SSR_DATA_ID, serializeSsrData } from './lib/ssr-data';
import { metaVi } from './locales/meta-vi';
import { narrowViewportHint } from './server/device-hint';
import { withHead, type PageHead } from './server/head';
import { routeAssets, type Manifest } from './server/manifest';

export type { Manifest };

// The server entry (built with `vite build --ssr`, loaded by apps/api/src/plugins/ssr.ts).
// The page's API calls go to the app of this process through the fetch of the request being rendered.
const requestFetch = new AsyncLocalStorage<typeof fetch>();
setApiFetch(() => requestFetch.getStore() ?? fetch);
i18n.addResourceBundle('vi', 'meta', metaVi);

export interface RenderOptions {
  /** Reaches the API in process (relative `/api/...` URLs). */
  fetch: typeof fetch;
  /** PUBLIC_BASE_URL: origin of canonical and Open Graph URLs. */
  baseUrl: string;
  /** dist/index.html and dist/.vite/manifest.json of the client build. */
  template: string;
  manifest: Manifest;
  /** The text of the build's stylesheets (file under dist/ → CSS), inlined in the page's head. */
  css?: Record<string, string>;
  /** The response's CSP script nonce: React's inline scripts completing streamed parts carry it. */
  nonce: string;
  /** A render error after the first bytes went out (the page then finishes in the browser). */
  onError?: (error: unknown) => void;
  /** The API's clock (ISO): moved outside production by CLOCK_NOW; the page renders on it, not on this process's time. */
  now?: string;
}

export type RenderResult = { type: 'redirect'; status: number; location: string } | { type: 'html'; status: number; body: Readable };

const ROOT = '<div id="root"></div>';

function pageHead(context: StaticHandlerContext, options: RenderOptions, url: URL, queryClient: QueryClient): Omit<PageHead, 'modules' | 'styles' | 'css'> {
  const handles = context.matches.map((match) => match.route.handle as PageHandle | undefined);
  const titleKey = handles.findLast((handle) => handle?.titleKey)?.titleKey;
  const pageKey = titleKey ? titleKey.replace(/^pages\./, '') : 'home';
  // `meta` exists on the server only, so it is not among the typed namespaces of src/i18n-resources.ts.
  // The server renders Vietnamese (the saved language applies after hydration), named here explicitly.
  const meta = i18n.getFixedT('vi', 'meta');
  const t = i18n.getFixedT('vi', 'translation');
  const headMatch = context.matches.findLast((match) => (match.route.handle as PageHandle | undefined)?.head);
  const own = context.statusCode === 200 ? (headMatch?.route.handle as PageHandle | undefined)?.head?.({ queryClient, params: headMatch!.params, meta }) : null;
  const home = queryClient.getQueryData<THomeContent>(['content', 'home']);
  const banner = home?.banners.find((item) => item.isWebsite);
  const absolute = (href: string) => new URL(href, options.baseUrl).href;
  return {
    // As the pages set it in the browser (useDocumentTitle): home without the brand suffix.
    title: own?.title ?? (titleKey ? `${t(titleKey)} | ${BRAND}` : t('home.documentTitle')),
    description: own?.description ?? meta(pageKey in metaVi ? pageKey : 'default'),
    url: absolute(url.pathname),
    image: absolute(own?.image ?? banner?.link ?? '/brand/logo.svg'),
    article: own?.article,
    lcpImage: own?.lcpImage ?? (banner ? { desktop: banner.link, mobile: banner.linkMobile ?? undefined } : undefined),
  };
}

/** Renders the page of `request`: a redirect, or the whole HTML document streamed as React renders it. */
export async function render(request: Request, options: RenderOptions): Promise<RenderResult> {
  if (options.now) adoptServerNow(options.now);
  const queryClient = createQueryClient();
  const routeData = { queryClient, awaitData: true };
  const handler = createStaticHandler(createRoutes(routeData, pageRoutes(routeData)));
  const context = await requestFetch.run(options.fetch, () => handler.query(request));
  if (context instanceof Response) {
    return { type: 'redirect', status: context.status, location: context.headers.get('location') ?? '/' };
  }

  const url = new URL(request.url);
  const narrowViewport = narrowViewportHint(request.headers);
  const handles = context.matches.map((match) => match.route.handle as PageHandle | undefined);
  const pageSources = handles.flatMap((handle) => handle?.source ?? []);
  // Off home the browser loads the page routes (app/page-routes.ts) before hydrating the page's chunk: both
  // are preloaded, so hydration waits for neither in turn.
  const sources = pageSources.length > 0 ? ['src/app/page-routes.ts', ...pageSources] : [];
  const assets = routeAssets(options.manifest, sources);
  const styles = new Set([
    ...assets.css,
    ...routeAssets(
      options.manifest,
      handles.flatMap((handle) => handle?.styles ?? []),
    ).css,
  ]);
  const document = withHead(options.template, { ...pageHead(context, options, url, queryClient), modules: assets.js, styles: [...styles], css: options.css });
  const data = serializeSsrData({
    router: { loaderData: context.loaderData, actionData: context.actionData, errors: serializeErrors(context.errors) },
    queries: dehydrate(queryClient),
    now: now().toISOString(),
    narrowViewport,
  });
  const [before, after] = document.split(ROOT) as [string, string];
  const tail = `</div><script type="application/json" id="${SSR_DATA_ID}">${data}</script>${after}`;

  const router = createStaticRouter(handler.dataRoutes, context);
  return new Promise((resolve, reject) => {
    const body = new Transform({
      transform: (chunk, _encoding, done) => done(null, chunk),
      flush: (done) => done(null, tail),
    });
    body.push(`${before}<div id="root">`);
    const { pipe, abort } = renderToPipeableStream(
      <StrictMode>
        <Providers queryClient={queryClient} narrowViewport={narrowViewport}>
          {/* The hydration data goes in the JSON block above, not in an inline script (CSP). */}
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </Providers>
      </StrictMode>,
      {
        // The loaders already awaited the page's data, so what is left is a lazy screen's module or a text
        // namespace, a matter of microseconds: the page goes out whole, never as a fallback followed by a
        // hidden part moved in by script (which hydration could briefly see twice).
        onAllReady() {
          resolve({ type: 'html', status: context.statusCode, body });
          pipe(body);
        },
        onShellError: reject,
        nonce: options.nonce,
        // A finished boundary goes out in place. React would otherwise send a large one (the wizard's first
        // screen) as a hidden copy moved in by script later, which hydration can briefly see twice.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onError: (error) => options.onError?.(error),
      },
    );
    // Whatever has not rendered by then is left to the browser.
    setTimeout(abort, 10_000).unref();
  });
}

/** Route errors as react-router's StaticRouterProvider serialises them for createBrowserRouter. */
function serializeErrors(errors: StaticHandlerContext['errors']): Record<string, unknown> | null {
  if (!errors) return null;
  return Object.fromEntries(
    Object.entries(errors).map(([id, error]) => [
      id,
      isRouteErrorResponse(error)
        ? { ...error, __type: 'RouteErrorResponse' }
        : error instanceof Error
          ? { message: error.message, __type: 'Error', ...(error.name !== 'Error' ? { __subType: error.name } : {}) }
          : error,
    ]),
  );
}
