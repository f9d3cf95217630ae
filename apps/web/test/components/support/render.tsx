import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Providers } from '../../../src/app/providers';
import { SpinnerOverlay } from '../../../src/components/ui/spinner-overlay';
import { Toaster } from '../../../src/components/ui/toaster';
import { LoginModal } from '../../../src/features/auth';
import { queryClient } from '../../../src/lib/query-client';

/**
 * Renders `ui` at `path` the way the app does: the app's providers (its one query client, the
 * i18n instance, Vietnamese) around a memory router, with the shell's overlays the root layout mounts
 * (login modal, toasts, spinner), so a component can open them as it does in the browser.
 */
export function renderApp(ui: ReactNode, { path = '/' }: { path?: string } = {}): RenderResult {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            {ui}
            <LoginModal />
            <Toaster />
            <SpinnerOverlay />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  return render(
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
}
