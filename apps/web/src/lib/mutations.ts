import type { MutationKey, QueryClient } from '@tanstack/react-query';

/**
 * True while a write with this key is in flight. Read from the mutation cache, which marks the write
 * pending as it starts: a second tap in the same frame sees it, before React re-renders `isPending`.
 */
export const isWriting = (client: QueryClient, mutationKey: MutationKey): boolean => client.isMutating({ mutationKey }) > 0;
