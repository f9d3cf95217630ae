import type {
  TAdminCollection,
  TAdminContest,
  TAdminPost,
  TAdminPostPage,
  TCollectionBody,
  TContestBody,
  TModeratePostBody,
  TPostStatus,
} from '@shine/shared/schemas/games-admin';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

// The back office's games and lookbooks (issue 32): Style Master moderation, the contest, collections.

const gamesKey = ['staff', 'admin', 'games'] as const;
const keys = {
  posts: (status: TPostStatus | undefined, pageIndex: number) => [...gamesKey, 'posts', status ?? 'all', pageIndex] as const,
  contests: [...gamesKey, 'contests'] as const,
  collections: [...gamesKey, 'collections'] as const,
};
type Input<B> = Omit<B, 'lang'>;

export const POSTS_PAGE_SIZE = 20;

export const useModerationPosts = (status: TPostStatus | undefined, pageIndex: number) =>
  useQuery({
    queryKey: keys.posts(status, pageIndex),
    queryFn: () =>
      apiRequest<TAdminPostPage>('/v1/admin/style-master/posts', {
        staff: true,
        query: { pageIndex: String(pageIndex), pageSize: String(POSTS_PAGE_SIZE), ...(status ? { status } : {}) },
      }),
    placeholderData: keepPreviousData,
  });
export const useContests = () => useQuery({ queryKey: keys.contests, queryFn: () => apiRequest<TAdminContest[]>('/v1/admin/contests', { staff: true }) });
export const useAdminCollections = () =>
  useQuery({ queryKey: keys.collections, queryFn: () => apiRequest<TAdminCollection[]>('/v1/admin/collections', { staff: true }) });

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
  useGamesWrite(({ id, ...body }: Input<TModeratePostBody> & { id: number }) =>
    apiRequest<TAdminPost>(`/v1/admin/style-master/posts/${id}/status`, { method: 'PUT', staff: true, body }),
  );
export const useSaveContest = () =>
  useGamesWrite(({ id, ...body }: Input<TContestBody> & { id: number }) =>
    apiRequest<TAdminContest>(`/v1/admin/contests/${id}`, { method: 'PUT', staff: true, body }),
  );
export const useSaveCollection = () =>
  useGamesWrite(({ id, ...body }: Input<TCollectionBody> & { id?: number }) =>
    apiRequest<TAdminCollection>(id === undefined ? '/v1/admin/collections' : `/v1/admin/collections/${id}`, {
      method: id === undefined ? 'POST' : 'PUT',
      staff: true,
      body,
    }),
  );
