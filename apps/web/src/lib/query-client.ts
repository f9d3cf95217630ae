import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** A query client with the app's defaults (the server render makes one per request). */
export const createQueryClient = (): QueryClient =>
  new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        // Client errors will not change on retry; network and server hiccups get one more try.
        retry: (count, error) => count < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      },
    },
  });

/** The browser's one TanStack Query client (module scope so session changes can reset it outside React). */
export const queryClient = createQueryClient();
