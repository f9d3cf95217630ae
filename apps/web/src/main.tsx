import './app/styles/global.css';
import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { App } from './app/app';
import { followAccessToken } from './lib/auth-token';
import { adoptServerNow, followServerClock } from './lib/clock';
import { reloadOnMissingChunk } from './app/chunk-reload';
import { createRoutes, discoverPageRoutes } from './app/router';
import { queryClient } from './lib/query-client';
import { SSR_DATA_ID, type SsrData } from './lib/ssr-data';

declare global {
  interface Window {
    __staticRouterHydrationData?: unknown;
  }
}

/** The current page's lazy routes, loaded before hydrating so the first render is the server's page. */
async function loadLazyRoutes(routes: RouteObject[]): Promise<void> {
  const lazyMatches = (matchRoutes(routes, window.location) ?? []).filter((match) => typeof match.route.lazy === 'function');
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const load = route.lazy as () => Promise<Partial<RouteObject>>;
      Object.assign(route, { ...(await load()), lazy: undefined });
    }),
  );
}

/**
 * Ends the current task, so the browser can paint or answer a tap before the next step of the start:
 * on a phone each step is tens of milliseconds, and together they made one task that held the page.
 */
const nextTask = () => new Promise((resolve) => setTimeout(resolve));

async function start() {
  // The app's modules have just been evaluated, in this task.
  await nextTask();
  followAccessToken();
  await nextTask();
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  reloadOnMissingChunk();
  const routeData = { queryClient, awaitData: false };
  // Home starts without the other pages' routes, added on the first navigation away; any other page
  // needs them to render (the server preloads their chunk).
  const onHome = window.location.pathname === '/';
  const pages = onHome ? [] : (await import('./app/page-routes')).pageRoutes(routeData);
  const routes = createRoutes(routeData, pages);
  const options = onHome ? { patchRoutesOnNavigation: discoverPageRoutes(routeData) } : {};
  const dataBlock = document.getElementById(SSR_DATA_ID);

  if (!dataBlock?.textContent) {
    // No server render (the Vite dev server, or the API without a server bundle): render from scratch,
    // and follow the server's clock (moved by CLOCK_NOW outside production) once it answers.
    void followServerClock();
    createRoot(root).render(
      <StrictMode>
        <App router={createBrowserRouter(routes, options)} />
      </StrictMode>,
    );
    return;
  }
  const data = JSON.parse(dataBlock.textContent) as SsrData;
  // Hydrate on the clock the server rendered with (CLOCK_NOW outside production): the page asks no
  // more for it.
  if (data.now) adoptServerNow(data.now);
  hydrate(queryClient, data.queries);
  await loadLazyRoutes(routes);
  await nextTask();
  // Read by createBrowserRouter, which also revives the serialised route errors.
  window.__staticRouterHydrationData = data.router;
  // The router ranks and matches every route as it starts: a task of its own, and hydration the next.
  const router = createBrowserRouter(routes, options);
  await nextTask();
  // Hydrating as a transition lets React yield to the browser every few milliseconds (a tap, a paint)
  // instead of holding the main thread for the whole tree in one long task, as React Router's own
  // framework-mode entry does.
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <App router={router} narrowViewport={data.narrowViewport} />
      </StrictMode>,
    );
  });
}

void start();
