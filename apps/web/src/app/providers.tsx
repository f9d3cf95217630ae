import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { NarrowViewportHint } from '../lib/use-media-query';

/**
 * Query client (the browser's one, or the server's per request) and the server's guess of a phone viewport
 * for the whole tree; texts come from lib/i18n.
 */
export function Providers({ queryClient, narrowViewport = false, children }: { queryClient: QueryClient; narrowViewport?: boolean; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <NarrowViewportHint value={narrowViewport}>{children}</NarrowViewportHint>
    </QueryClientProvider>
  );
}
