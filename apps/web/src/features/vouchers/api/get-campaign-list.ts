import { isValidPhone, normalizePhone } from '@shine/shared/rules/phone';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { voucherKeys } from './keys';

export interface CampaignListParams {
  salonId: number;
  serviceIds: number[];
  /** The applied campaign (the server marks it `selected`). */
  campaignUsing: number | null;
  phone?: string;
  /** DD-MM-YYYY */
  dateBook: string;
  lang: 'vi' | 'en';
  /** Part of the key only: logging in or out fetches tab '2' again. */
  token: string | null;
}

/** GET /api/v1/booking/campaign-list: salon offers (tab '1'), the customer's own (tab '2'), the best one. */
export const getCampaignList = (p: CampaignListParams, signal?: AbortSignal) =>
  callApi('GET /api/v1/booking/campaign-list', {
    query: {
      salonId: p.salonId,
      services: p.serviceIds,
      campaignUsing: p.campaignUsing === null ? undefined : [p.campaignUsing],
      phone: p.phone && isValidPhone(p.phone) ? normalizePhone(p.phone) : undefined,
      dateBook: p.dateBook || undefined,
      lang: p.lang,
    },
    signal,
  });

export const campaignListQueryOptions = (p: CampaignListParams) =>
  queryOptions({
    queryKey: voucherKeys.list(p),
    queryFn: ({ signal }) => getCampaignList(p, signal),
    staleTime: 30_000,
  });

export const useCampaignList = (p: CampaignListParams) =>
  useQuery({ ...campaignListQueryOptions(p), enabled: p.salonId > 0, placeholderData: keepPreviousData });
