import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** GET /api/v1/content/news: the news page's 19 articles, newest first. */
export const getNews = (signal?: AbortSignal) => callApi('GET /api/v1/content/news', { signal });

export const newsQueryOptions = () => queryOptions({ queryKey: ['content', 'news'], queryFn: ({ signal }) => getNews(signal), staleTime: 10 * 60_000 });

export const useNews = () => useQuery(newsQueryOptions());
