import { useEffect } from 'react';
import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { restoreSavedLanguage } from '../lib/i18n';
import { queryClient } from '../lib/query-client';
import { Providers } from './providers';

/** The app in the browser, on the router and query client of src/main.tsx. */
export function App({ router, narrowViewport = false }: { router: DataRouter; narrowViewport?: boolean }) {
  // After hydration: the server rendered Vietnamese, the saved choice is applied on top. The page says it
  // now answers input (`data-hydrated` on <html>): what was typed into the server's HTML before is not seen.
  useEffect(() => {
    restoreSavedLanguage();
    document.documentElement.dataset.hydrated = '';
  }, []);
  return (
    <Providers queryClient={queryClient} narrowViewport={narrowViewport}>
      <RouterProvider router={router} />
    </Providers>
  );
}
