import { z } from 'zod';
import {
  ZBestLookCampaigns,
  ZBestLookDetail,
  ZClaimResult,
  ZCustomerRewardDetailQuery,
  ZCustomerRewardsQuery,
  ZCustomerVouchers,
  ZDealIdBody,
  ZGifts,
  ZGoldenHour,
  ZGoldenHours,
  ZIdParams,
  ZLangQuery,
  ZOnePhoneVoucher,
  ZPointVoucherQuery,
  ZPoints,
  ZQuestBody,
  ZQuests,
  ZRewardArchive,
  ZRewardCard,
  ZRewardDetail,
  ZRewardGroups,
  ZRewardIdBody,
  ZSpinResult,
  ZSpinsResult,
  ZWheel,
  ZWheelIdBody,
  ZWheelSlugParams,
} from '../schemas/rewards';
import { endpoint } from './endpoint';

// Offers and games (issue 13): rewards, the customer's vouchers, golden hours, the lucky wheel, points
// (LuckySprint) and "Yours the best". Claims answer with a message.

export const listRewardGroups = endpoint({ method: 'GET', path: '/api/v1/reward-groups', query: ZLangQuery, response: ZRewardGroups });

export const listPublicRewardGroups = endpoint({ method: 'GET', path: '/api/v1/reward-groups/public', query: ZLangQuery, response: ZRewardGroups });

export const getRewardDetail = endpoint({ method: 'GET', path: '/api/v1/rewards/:id', params: ZIdParams, query: ZLangQuery, response: ZRewardDetail });

export const getRewardArchive = endpoint({ method: 'GET', path: '/api/v1/rewards-old', query: ZLangQuery, response: ZRewardArchive });

export const listCustomerRewardVouchers = endpoint({
  method: 'GET',
  path: '/api/v1/campaign-customer/reward',
  query: ZCustomerRewardsQuery,
  response: ZCustomerVouchers,
});

export const claimReward = endpoint({ method: 'POST', path: '/api/v1/campaign-customer/reward', body: ZRewardIdBody, response: ZClaimResult });

export const checkOnePhoneVoucher = endpoint({
  method: 'POST',
  path: '/api/v1/campaign-customer/one-phone-voucher',
  body: ZRewardIdBody,
  response: ZOnePhoneVoucher,
});

export const claimGoldenHourDeal = endpoint({
  method: 'POST',
  path: '/api/v1/campaign-customer/one-phone-campaign',
  body: ZDealIdBody,
  response: ZClaimResult,
});

export const getCustomerRewardDetail = endpoint({
  method: 'GET',
  path: '/api/v1/campaign-customer/detail',
  query: ZCustomerRewardDetailQuery,
  response: ZRewardDetail,
});

export const listGoldenHours = endpoint({ method: 'GET', path: '/api/v1/golden-hours', query: ZLangQuery, response: ZGoldenHours });

export const getGoldenHour = endpoint({ method: 'GET', path: '/api/v1/golden-hours/:id', params: ZIdParams, query: ZLangQuery, response: ZGoldenHour });

export const getLuckyWheel = endpoint({ method: 'GET', path: '/api/v1/lucky-wheel/wheels/:slug', params: ZWheelSlugParams, response: ZWheel });

export const spinLuckyWheel = endpoint({ method: 'POST', path: '/api/v1/lucky-wheel/wheeling', body: ZWheelIdBody, response: ZSpinResult });

export const listWheelGifts = endpoint({ method: 'GET', path: '/api/v1/lucky-wheel/gifts', response: ZGifts });

export const listWheelQuests = endpoint({ method: 'GET', path: '/api/v1/lucky-wheel/quests', query: ZLangQuery, response: ZQuests });

export const claimWheelQuest = endpoint({ method: 'POST', path: '/api/v1/lucky-wheel/quests/claim', body: ZQuestBody, response: ZSpinsResult });

export const exchangePointsForSpin = endpoint({ method: 'POST', path: '/api/v1/lucky-wheel/exchange', body: ZWheelIdBody, response: ZSpinsResult });

export const getPointBalance = endpoint({ method: 'GET', path: '/api/v1/lucky-sprint/GetPoint', response: ZPoints });

export const listPointVouchers = endpoint({ method: 'GET', path: '/api/v1/lucky-sprint/GetVoucher', query: ZLangQuery, response: z.array(ZRewardCard) });

export const getPointVoucher = endpoint({ method: 'GET', path: '/api/v1/lucky-sprint/GetVoucherById', query: ZPointVoucherQuery, response: ZRewardDetail });

export const exchangePointsForVoucher = endpoint({ method: 'POST', path: '/api/v1/lucky-sprint/DoiVoucher', body: ZRewardIdBody, response: ZClaimResult });

export const listBestLookCampaigns = endpoint({ method: 'GET', path: '/api/v1/yours-the-best', response: ZBestLookCampaigns });

export const getBestLookCampaign = endpoint({ method: 'GET', path: '/api/v1/yours-the-best/:id', params: ZIdParams, response: ZBestLookDetail });
