import type { RouteObject } from 'react-router';
import type { PageHandle } from '../lib/page-handle';
import type { FeatureRoutes, PageRoute } from '../lib/page-route';
import type { RouteData } from '../lib/route-data';

// Every page but home, as its feature declares it (features/*/routes.ts): adding a page is one entry there
// plus the page module. One chunk: the server's routes, the browser's before it hydrates a page other than
// home, and on home from the first navigation away (router.tsx discoverPageRoutes).
const FEATURES = import.meta.glob<FeatureRoutes<unknown>>('../features/*/routes.ts', { eager: true, import: 'routes' });

/** A declared page with its module's loader and source path (by which the build manifest names its chunk). */
export interface DeclaredPage {
  route: PageRoute<unknown>;
  source: string;
  load: () => Promise<unknown>;
  feature: FeatureRoutes<unknown>;
}

export const declaredPages = (): DeclaredPage[] =>
  Object.entries(FEATURES).flatMap(([file, feature]) => {
    const folder = file.slice('../'.length, -'routes.ts'.length);
    return feature.routes.map((route) => {
      const load = feature.pages[route.page];
      if (!load) throw new Error(`${folder}routes.ts: ${route.path} names no module of its pages glob (${route.page})`);
      return { route, feature, load, source: `src/${folder}${route.page.replace(/^\.\//, '')}` };
    });
  });

/** The routes of the declared pages, on `data`'s query client. */
export function pageRoutes(data: RouteData): RouteObject[] {
  // Each feature's data module once loaded (a head reads it on the server, after the loader ran).
  const loaded = new Map<FeatureRoutes<unknown>, unknown>();
  const dataOf = async (feature: FeatureRoutes<unknown>) => {
    if (!loaded.has(feature) && feature.data) loaded.set(feature, await feature.data());
    return loaded.get(feature);
  };
  return declaredPages().map(({ route, source, load, feature }) => {
    const { loader, head } = route;
    const handle: PageHandle = {
      titleKey: route.titleKey,
      source,
      styles: route.styles,
      head: head && ((context) => (loaded.has(feature) ? head(loaded.get(feature))(context) : null)),
    };
    return {
      path: route.path,
      // Beside the lazy part, as the router runs them: the page's data is asked for while its chunk loads.
      ...(loader ? { loader: async (args) => loader(await dataOf(feature), data)(args) } : {}),
      lazy: async () => ({ ...route.parts((await load()) as never), handle }),
    } satisfies RouteObject;
  });
}
