import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { styleMasterKeys } from './get-posts';

type Lang = 'vi' | 'en';

/** GET /api/v1/contest: the contest running now, its rules, prizes and dates. */
export const getContest = (lang: Lang, signal?: AbortSignal) => callApi('GET /api/v1/contest', { query: { lang }, signal });

export const contestQueryOptions = (lang: Lang) =>
  queryOptions({ queryKey: styleMasterKeys.contest(lang), queryFn: ({ signal }) => getContest(lang, signal), staleTime: 30_000 });

export const useContest = (lang: Lang) => useQuery(contestQueryOptions(lang));

/** GET /api/v1/contest/leaderboard: the contest's posts by votes, live. */
export const getLeaderboard = (lang: Lang, signal?: AbortSignal) => callApi('GET /api/v1/contest/leaderboard', { query: { lang }, signal });

export const leaderboardQueryOptions = (lang: Lang) =>
  queryOptions({ queryKey: styleMasterKeys.leaderboard(lang), queryFn: ({ signal }) => getLeaderboard(lang, signal), staleTime: 5_000 });

export const useLeaderboard = (lang: Lang) => useQuery(leaderboardQueryOptions(lang));
