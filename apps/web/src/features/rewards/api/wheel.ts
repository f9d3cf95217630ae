import type { TGift, TPoints, TQuestKey, TQuests, TSpinResult, TSpinsResult, TWheel } from '@shine/shared/schemas/rewards';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/v1/lucky-wheel/wheels/:slug: prizes, and spins left and points when logged in. */
export const wheelQueryOptions = (slug: string, who = 0) =>
  queryOptions({
    queryKey: ['rewards', 'wheel', slug, who],
    queryFn: ({ signal }) => apiRequest<TWheel>(`/v1/lucky-wheel/wheels/${slug}`, { signal }),
    staleTime: 30_000,
  });
export const useWheel = (slug: string, who: number) => useQuery(wheelQueryOptions(slug, who));

export const useQuests = (enabled: boolean) =>
  useQuery({ queryKey: ['rewards', 'quests'], queryFn: ({ signal }) => apiRequest<TQuests>('/v1/lucky-wheel/quests', { signal }), enabled });

export const useGifts = (enabled: boolean) =>
  useQuery({ queryKey: ['rewards', 'gifts'], queryFn: ({ signal }) => apiRequest<TGift[]>('/v1/lucky-wheel/gifts', { signal }), enabled });

export const usePoints = (enabled: boolean) =>
  useQuery({ queryKey: ['rewards', 'points'], queryFn: ({ signal }) => apiRequest<TPoints>('/v1/lucky-sprint/GetPoint', { signal }), enabled });

/** POST /api/v1/lucky-wheel/wheeling: the server's prize; the page animates to it, then refreshes. */
export const useSpin = () =>
  useMutation({ mutationFn: (wheelId: number) => apiRequest<TSpinResult>('/v1/lucky-wheel/wheeling', { method: 'POST', body: { wheelId } }) });

export function useClaimQuest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (quest: TQuestKey) => apiRequest<TSpinsResult>('/v1/lucky-wheel/quests/claim', { method: 'POST', body: { quest } }),
    onSettled: () => client.invalidateQueries({ queryKey: ['rewards'] }),
  });
}

export function useExchangeSpin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (wheelId: number) => apiRequest<TSpinsResult>('/v1/lucky-wheel/exchange', { method: 'POST', body: { wheelId } }),
    onSettled: () => client.invalidateQueries({ queryKey: ['rewards'] }),
  });
}
