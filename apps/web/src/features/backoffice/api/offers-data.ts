import type {
  TAdminCampaign,
  TAdminGoldenHour,
  TAdminWheel,
  TCampaignBody,
  TGoldenHourBody,
  TOfferChoices,
  TVoucherBatchBody,
  TVoucherCode,
  TWheelPrizesBody,
} from '@shine/shared/schemas/offers';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

// The back office's offers (issue 32): golden hours, campaigns and their codes, wheels, under /api/v1/admin/offers.

const offersKey = ['staff', 'admin', 'offers'] as const;
const keys = {
  goldenHours: [...offersKey, 'golden-hours'] as const,
  campaigns: [...offersKey, 'campaigns'] as const,
  codes: (id: number) => [...offersKey, 'campaigns', id, 'codes'] as const,
  wheels: [...offersKey, 'wheels'] as const,
  choices: [...offersKey, 'choices'] as const,
};
const get =
  <T>(path: string) =>
  () =>
    apiRequest<T>(path, { staff: true });
type Input<B> = Omit<B, 'lang'>;

export const useGoldenHours = () => useQuery({ queryKey: keys.goldenHours, queryFn: get<TAdminGoldenHour[]>('/v1/admin/offers/golden-hours') });
export const useCampaigns = () => useQuery({ queryKey: keys.campaigns, queryFn: get<TAdminCampaign[]>('/v1/admin/offers/campaigns') });
export const useVoucherCodes = (campaignId: number) =>
  useQuery({ queryKey: keys.codes(campaignId), queryFn: get<TVoucherCode[]>(`/v1/admin/offers/campaigns/${campaignId}/codes`) });
export const useWheels = () => useQuery({ queryKey: keys.wheels, queryFn: get<TAdminWheel[]>('/v1/admin/offers/wheels') });
export const useOfferChoices = () => useQuery({ queryKey: keys.choices, queryFn: get<TOfferChoices>('/v1/admin/offers/choices'), staleTime: 5 * 60_000 });

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
  useOfferWrite(({ id, ...body }: Input<TGoldenHourBody> & { id?: number }) =>
    apiRequest<TAdminGoldenHour>(id === undefined ? '/v1/admin/offers/golden-hours' : `/v1/admin/offers/golden-hours/${id}`, {
      method: id === undefined ? 'POST' : 'PUT',
      staff: true,
      body,
    }),
  );
export const useStopGoldenHour = () =>
  useOfferWrite((id: number) => apiRequest<TAdminGoldenHour>(`/v1/admin/offers/golden-hours/${id}/stop`, { method: 'POST', staff: true }));
/** Creates a campaign (no `id`) or changes one. */
export const useSaveCampaign = () =>
  useOfferWrite(({ id, ...body }: Input<TCampaignBody> & { id?: number }) =>
    apiRequest<TAdminCampaign>(id === undefined ? '/v1/admin/offers/campaigns' : `/v1/admin/offers/campaigns/${id}`, {
      method: id === undefined ? 'POST' : 'PUT',
      staff: true,
      body,
    }),
  );
export const useGenerateCodes = () =>
  useOfferWrite(({ id, ...body }: Input<TVoucherBatchBody> & { id: number }) =>
    apiRequest<TVoucherCode[]>(`/v1/admin/offers/campaigns/${id}/codes`, { method: 'POST', staff: true, body }),
  );
export const useSaveWheelPrizes = () =>
  useOfferWrite(({ id, ...body }: Input<TWheelPrizesBody> & { id: number }) =>
    apiRequest<TAdminWheel>(`/v1/admin/offers/wheels/${id}/prizes`, { method: 'PUT', staff: true, body }),
  );
