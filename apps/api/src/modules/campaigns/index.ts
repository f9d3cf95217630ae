// What other modules may use of campaigns (lint allows nothing else): the running campaign and its use
// count for pricing, a customer's unused vouchers, and a reward's detail.
export { type CampaignRow, countCampaignUses, findRunningCampaign } from './campaigns-repository.ts';
export { campaignVoucherState, findUnusedVoucherCampaignIds, redeemCampaignVoucher } from './vouchers-repository.ts';
export { rewardDetail } from './reward-detail.ts';
