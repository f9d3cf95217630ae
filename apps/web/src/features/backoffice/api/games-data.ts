import type { TPostStatus } from '@shine/shared/schemas/games-admin';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, type CallInput, type Endpoints } from '../../../lib/api-client';

// The back office's games and lookbooks (issue 32): Style Master moderation, the contest, collections.

const gamesKey = ['staff', 'admin', 'games'] as const;
const keys = {
  posts: (status: TPostStatus | undefined, pageIndex: number) => [...gamesKey, 'posts', status ?? 'all', pageIndex] as const,
  contests: [...gamesKey, 'contests'] as const,
  collections: [...gamesKey, 'collections'] as const,
};
/** What an editor sends: the body of a call without `lang` (the server's default). */
type Input<N extends keyof Endpoints> = Omit<NonNullable<CallInput<Endpoints[N]>['body']>, 'lang'>;

export const POSTS_PAGE_SIZE = 20;

export const useModerationPosts = (status: TPostStatus | undefined, pageIndex: number) =>
  useQuery({
    queryKey: keys.posts(status, pageIndex),
    queryFn: () => callApi('GET /api/v1/admin/style-master/posts', { query: { pageIndex, pageSize: POSTS_PAGE_SIZE, ...(status ? { status } : {}) } }),
    placeholderData: keepPreviousData,
  });
export const useContests = () => useQuery({ queryKey: keys.contests, queryFn: () => callApi('GET /api/v1/admin/contests') });
export const useAdminCollections = () => useQuery({ queryKey: keys.collections, queryFn: () => callApi('GET /api/v1/admin/collections') });

/** A write that refreshes the section's lists and every history panel once it is done. */
function useGamesWrite<A, T>(write: (args: A) => Promise<T>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: async () => {
      await Promise.all([gamesKey, ['staff', 'history']].map((queryKey) => client.invalidateQueries({ queryKey })));
    },
  });
}

export const useModeratePost = () =>
  useGamesWrite(({ id, ...body }: Input<'PUT /api/v1/admin/style-master/posts/:id/status'> & { id: number }) =>
    callApi('PUT /api/v1/admin/style-master/posts/:id/status', { params: { id }, body }),
  );
/** Creates a contest (no `id`) or changes one. */
export const useSaveContest = () =>
  useGamesWrite(({ id, ...body }: Input<'PUT /api/v1/admin/contests/:id'> & { id?: number }) =>
    id === undefined ? callApi('POST /api/v1/admin/contests', { body }) : callApi('PUT /api/v1/admin/contests/:id', { params: { id }, body }),
  );
export const useSaveCollection = () =>
  useGamesWrite(({ id, ...body }: Input<'POST /api/v1/admin/collections'> & { id?: number }) =>
    id === undefined ? callApi('POST /api/v1/admin/collections', { body }) : callApi('PUT /api/v1/admin/collections/:id', { params: { id }, body }),
  );

export const useCollectionStyleChoices = () =>
  useQuery({ queryKey: [...gamesKey, 'style-choices'], queryFn: () => callApi('GET /api/v1/admin/collections/style-choices'), staleTime: 5 * 60_000 });
/** Adds a hairstyle at the end of a collection. */
export const useAddCollectionStyle = () =>
  useGamesWrite(({ id, ...body }: Input<'POST /api/v1/admin/collections/:id/styles'> & { id: number }) =>
    callApi('POST /api/v1/admin/collections/:id/styles', { params: { id }, body }),
  );
export const useRemoveCollectionStyle = () =>
  useGamesWrite(({ id, styleId }: { id: number; styleId: number }) =>
    callApi('DELETE /api/v1/admin/collections/:id/styles/:styleId', { params: { id, styleId } }),
  );
