import type { CampaignListParams } from './get-campaign-list';
import type { RewardDetailParams } from './get-reward-detail';

/** Query and mutation keys of the offers: one factory for the lists, the detail and the code claim. */
export const voucherKeys = {
  /** Every offer list (a claimed code fetches them all again). */
  lists: () => ['vouchers', 'list'] as const,
  list: (p: CampaignListParams) =>
    ['vouchers', 'list', p.salonId, p.serviceIds.join(','), p.campaignUsing, p.phone ?? '', p.dateBook, p.lang, p.token] as const,
  detail: (p: RewardDetailParams) => ['vouchers', 'detail', p.campaignId, p.salonId, p.serviceIds.join(','), p.dateBook, p.lang] as const,
  postCode: ['vouchers', 'post-code'] as const,
};
