import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** Query keys of the rewards feature; a login or logout changes what every one of them answers. */
export const rewardKeys = {
  all: ['rewards'] as const,
  groups: (lang: string, who: number) => ['rewards', 'groups', lang, who] as const,
  detail: (id: number, lang: string, who: number) => ['rewards', 'detail', id, lang, who] as const,
  archive: (who: number) => ['rewards', 'archive', who] as const,
  mine: () => ['rewards', 'mine'] as const,
};

/** GET /api/v1/reward-groups: running rewards by group (members see members-only ones too). */
export const rewardGroupsQueryOptions = (lang: 'vi' | 'en' = 'vi', who = 0) =>
  queryOptions({
    queryKey: rewardKeys.groups(lang, who),
    queryFn: ({ signal }) => callApi('GET /api/v1/reward-groups', { signal, query: { lang } }),
    staleTime: 60_000,
  });
export const useRewardGroups = (lang: 'vi' | 'en', who: number) => useQuery(rewardGroupsQueryOptions(lang, who));

/** GET /api/v1/rewards/:id: conditions, benefit, services, salons, validity, remaining, the caller's claim. */
export const rewardQueryOptions = (id: number, lang: 'vi' | 'en' = 'vi', who = 0) =>
  queryOptions({
    queryKey: rewardKeys.detail(id, lang, who),
    queryFn: ({ signal }) => callApi('GET /api/v1/rewards/:id', { params: { id }, signal, query: { lang } }),
    staleTime: 30_000,
  });
export const useReward = (id: number, lang: 'vi' | 'en', who: number) => useQuery(rewardQueryOptions(id, lang, who));

/** GET /api/v1/rewards-old: ended rewards and the caller's used ones. */
export const rewardArchiveQueryOptions = (who = 0) =>
  queryOptions({ queryKey: rewardKeys.archive(who), queryFn: ({ signal }) => callApi('GET /api/v1/rewards-old', { signal }), staleTime: 60_000 });
export const useRewardArchive = (who: number) => useQuery(rewardArchiveQueryOptions(who));

/** GET /api/v1/campaign-customer/reward: the logged-in customer's vouchers. */
export const useMyVouchers = (enabled: boolean) =>
  useQuery({ queryKey: rewardKeys.mine(), queryFn: ({ signal }) => callApi('GET /api/v1/campaign-customer/reward', { signal }), enabled });

/** POST /api/v1/campaign-customer/reward: the claim button; every rewards view and the voucher tabs refresh. */
export function useClaimReward() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (rewardId: number) => callApi('POST /api/v1/campaign-customer/reward', { body: { rewardId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: rewardKeys.all }),
  });
}
