import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export const styleMasterKeys = {
  all: ['styleMaster'] as const,
  posts: (pageSize: number) => ['styleMaster', 'posts', pageSize] as const,
  topRate: (month: string, pageSize: number) => ['styleMaster', 'topRate', month, pageSize] as const,
  contest: (lang: string) => ['styleMaster', 'contest', lang] as const,
  leaderboard: (lang: string) => ['styleMaster', 'leaderboard', lang] as const,
};

/** GET /api/v1/staff-vote/list: posts ranked by likes, the first `pageSize` of them. */
export const getPosts = (pageSize: number, signal?: AbortSignal) => callApi('GET /api/v1/staff-vote/list', { query: { pageIndex: 1, pageSize }, signal });

export const postsQueryOptions = (pageSize: number) =>
  queryOptions({ queryKey: styleMasterKeys.posts(pageSize), queryFn: ({ signal }) => getPosts(pageSize, signal), staleTime: 30_000 });

export const usePosts = (pageSize: number) => useQuery({ ...postsQueryOptions(pageSize), placeholderData: keepPreviousData });
