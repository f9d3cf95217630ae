import type { TQuestKey } from '@shine/shared/schemas/rewards';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import type { Lang } from '../../../lib/i18n';

/** GET /api/v1/lucky-wheel/wheels/:slug: prizes, and spins left and points when logged in. */
export const wheelQueryOptions = (slug: string, who = 0) =>
  queryOptions({
    queryKey: ['rewards', 'wheel', slug, who],
    queryFn: ({ signal }) => callApi('GET /api/v1/lucky-wheel/wheels/:slug', { params: { slug }, signal }),
    staleTime: 30_000,
  });
export const useWheel = (slug: string, who: number) => useQuery(wheelQueryOptions(slug, who));

/** GET /api/v1/lucky-wheel/quests: the running quests, titled by the back office in `lang`. */
export const useQuests = (enabled: boolean, lang: Lang) =>
  useQuery({
    queryKey: ['rewards', 'quests', lang],
    queryFn: ({ signal }) => callApi('GET /api/v1/lucky-wheel/quests', { query: { lang }, signal }),
    enabled,
  });

export const useGifts = (enabled: boolean) =>
  useQuery({ queryKey: ['rewards', 'gifts'], queryFn: ({ signal }) => callApi('GET /api/v1/lucky-wheel/gifts', { signal }), enabled });

export const usePoints = (enabled: boolean) =>
  useQuery({ queryKey: ['rewards', 'points'], queryFn: ({ signal }) => callApi('GET /api/v1/lucky-sprint/GetPoint', { signal }), enabled });

/** POST /api/v1/lucky-wheel/wheeling: the server's prize; the page animates to it, then refreshes. */
export const useSpin = () => useMutation({ mutationFn: (wheelId: number) => callApi('POST /api/v1/lucky-wheel/wheeling', { body: { wheelId } }) });

export function useClaimQuest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (quest: TQuestKey) => callApi('POST /api/v1/lucky-wheel/quests/claim', { body: { quest } }),
    onSettled: () => client.invalidateQueries({ queryKey: ['rewards'] }),
  });
}

export function useExchangeSpin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (wheelId: number) => callApi('POST /api/v1/lucky-wheel/exchange', { body: { wheelId } }),
    onSettled: () => client.invalidateQueries({ queryKey: ['rewards'] }),
  });
}
