import type { PointsRuleKind, QuestKind } from '@shine/shared/rules/loyalty-rules';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, type ApiData, type CallInput, type Endpoints } from '../../../lib/api-client';
import { postForm } from '../../../lib/post-form';

// The back office's offers (issue 32): golden hours, campaigns and their codes, wheels, quests and points rules,
// under /api/v1/admin/offers.

const offersKey = ['staff', 'admin', 'offers'] as const;
const keys = {
  goldenHours: [...offersKey, 'golden-hours'] as const,
  campaigns: [...offersKey, 'campaigns'] as const,
  codes: (id: number) => [...offersKey, 'campaigns', id, 'codes'] as const,
  wheels: [...offersKey, 'wheels'] as const,
  quests: [...offersKey, 'quests'] as const,
  pointsRules: [...offersKey, 'points-rules'] as const,
  choices: [...offersKey, 'choices'] as const,
};
/** What an editor sends: the body of a call without `lang` (the server's default). */
type Input<N extends keyof Endpoints> = Omit<NonNullable<CallInput<Endpoints[N]>['body']>, 'lang'>;

export const useGoldenHours = () => useQuery({ queryKey: keys.goldenHours, queryFn: () => callApi('GET /api/v1/admin/offers/golden-hours') });
export const useCampaigns = () => useQuery({ queryKey: keys.campaigns, queryFn: () => callApi('GET /api/v1/admin/offers/campaigns') });
export const useVoucherCodes = (campaignId: number) =>
  useQuery({ queryKey: keys.codes(campaignId), queryFn: () => callApi('GET /api/v1/admin/offers/campaigns/:id/codes', { params: { id: campaignId } }) });
export const useWheels = () => useQuery({ queryKey: keys.wheels, queryFn: () => callApi('GET /api/v1/admin/offers/wheels') });
export const useQuestRules = () => useQuery({ queryKey: keys.quests, queryFn: () => callApi('GET /api/v1/admin/offers/quests') });
export const usePointsRules = () => useQuery({ queryKey: keys.pointsRules, queryFn: () => callApi('GET /api/v1/admin/offers/points-rules') });
export const useOfferChoices = () => useQuery({ queryKey: keys.choices, queryFn: () => callApi('GET /api/v1/admin/offers/choices'), staleTime: 5 * 60_000 });

/** A write that refreshes the offers' lists and every history panel once it is done. */
function useOfferWrite<A, T>(write: (args: A) => Promise<T>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: async () => {
      await Promise.all([offersKey, ['staff', 'history']].map((queryKey) => client.invalidateQueries({ queryKey })));
    },
  });
}

export const useSaveGoldenHour = () =>
  useOfferWrite(({ id, ...body }: Input<'POST /api/v1/admin/offers/golden-hours'> & { id?: number }) =>
    id === undefined
      ? callApi('POST /api/v1/admin/offers/golden-hours', { body })
      : callApi('PUT /api/v1/admin/offers/golden-hours/:id', { params: { id }, body }),
  );
export const useStopGoldenHour = () => useOfferWrite((id: number) => callApi('POST /api/v1/admin/offers/golden-hours/:id/stop', { params: { id } }));
/** Creates a campaign (no `id`) or changes one. */
export const useSaveCampaign = () =>
  useOfferWrite(({ id, ...body }: Input<'POST /api/v1/admin/offers/campaigns'> & { id?: number }) =>
    id === undefined ? callApi('POST /api/v1/admin/offers/campaigns', { body }) : callApi('PUT /api/v1/admin/offers/campaigns/:id', { params: { id }, body }),
  );
export const useGenerateCodes = () =>
  useOfferWrite(({ id, ...body }: Input<'POST /api/v1/admin/offers/campaigns/:id/codes'> & { id: number }) =>
    callApi('POST /api/v1/admin/offers/campaigns/:id/codes', { params: { id }, body }),
  );
export const useSaveWheelPrizes = () =>
  useOfferWrite(({ id, ...body }: Input<'PUT /api/v1/admin/offers/wheels/:id/prizes'> & { id: number }) =>
    callApi('PUT /api/v1/admin/offers/wheels/:id/prizes', { params: { id }, body }),
  );

/** Uploads a campaign's picture (the server re-encodes it to WebP); it replaces the picture. */
export const useUploadCampaignPicture = (id: number) =>
  useOfferWrite((file: File) => {
    const form = new FormData();
    form.append('picture', file, file.name);
    return postForm<ApiData<'POST /api/v1/admin/offers/campaigns/:id/picture'>>(`/v1/admin/offers/campaigns/${id}/picture`, form);
  });
export const useRemoveCampaignPicture = (id: number) => useOfferWrite(() => callApi('DELETE /api/v1/admin/offers/campaigns/:id/picture', { params: { id } }));

export const useSaveQuestRule = () =>
  useOfferWrite(({ key, ...body }: Input<'PUT /api/v1/admin/offers/quests/:key'> & { key: QuestKind }) =>
    callApi('PUT /api/v1/admin/offers/quests/:key', { params: { key }, body }),
  );
export const useSavePointsRule = () =>
  useOfferWrite(({ kind, ...body }: Input<'PUT /api/v1/admin/offers/points-rules/:kind'> & { kind: PointsRuleKind }) =>
    callApi('PUT /api/v1/admin/offers/points-rules/:kind', { params: { kind }, body }),
  );
