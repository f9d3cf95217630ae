import {
  ZCampaignDetail,
  ZCampaignList,
  ZCampaignListQuery,
  ZPostCodeBody,
  ZPostCodeResult,
  ZPriceBody,
  ZPriceResult,
  ZRewardDetailQuery,
} from '../schemas/campaign';
import { endpoint } from './endpoint';

// The booking's offers: campaign list, reward detail, promo codes and pricing (spec §5, §6 vouchers).

export const listBookingCampaigns = endpoint({
  method: 'GET',
  path: '/api/v1/booking/campaign-list',
  query: ZCampaignListQuery,
  response: ZCampaignList,
});

export const getBookingRewardDetail = endpoint({
  method: 'GET',
  path: '/api/v1/booking/reward-detail',
  query: ZRewardDetailQuery,
  response: ZCampaignDetail,
});

/** Answers with a message (the code's success text). */
export const claimPromoCode = endpoint({ method: 'POST', path: '/api/v1/booking/postCode', body: ZPostCodeBody, response: ZPostCodeResult });

export const priceBooking = endpoint({ method: 'POST', path: '/api/v1/booking/price', body: ZPriceBody, response: ZPriceResult });
