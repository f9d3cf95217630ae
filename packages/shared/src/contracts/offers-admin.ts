import { z } from 'zod';
import { ZLang } from '../schemas/common';
import {
  ZAdminCampaign,
  ZAdminGoldenHour,
  ZAdminPointsRule,
  ZAdminQuestRule,
  ZAdminWheel,
  ZCampaignBody,
  ZGoldenHourBody,
  ZOfferChoices,
  ZOfferParams,
  ZPointsRuleBody,
  ZPointsRuleParams,
  ZQuestRuleBody,
  ZQuestRuleParams,
  ZVoucherBatchBody,
  ZVoucherCode,
  ZWheelPrizesBody,
} from '../schemas/offers';
import { endpoint } from './endpoint';

// The back office's offers (issue 32): golden hours, campaigns and their codes, wheels, quests and points rules (`offer.edit`).

const ZLangQuery = z.object({ lang: ZLang });

export const listAdminGoldenHours = endpoint({
  method: 'GET',
  path: '/api/v1/admin/offers/golden-hours',
  query: ZLangQuery,
  response: z.array(ZAdminGoldenHour),
});

export const createAdminGoldenHour = endpoint({ method: 'POST', path: '/api/v1/admin/offers/golden-hours', body: ZGoldenHourBody, response: ZAdminGoldenHour });

export const editAdminGoldenHour = endpoint({
  method: 'PUT',
  path: '/api/v1/admin/offers/golden-hours/:id',
  params: ZOfferParams,
  body: ZGoldenHourBody,
  response: ZAdminGoldenHour,
});

export const stopAdminGoldenHour = endpoint({
  method: 'POST',
  path: '/api/v1/admin/offers/golden-hours/:id/stop',
  params: ZOfferParams,
  query: ZLangQuery,
  response: ZAdminGoldenHour,
});

export const listAdminCampaigns = endpoint({ method: 'GET', path: '/api/v1/admin/offers/campaigns', query: ZLangQuery, response: z.array(ZAdminCampaign) });

export const getAdminOfferChoices = endpoint({ method: 'GET', path: '/api/v1/admin/offers/choices', query: ZLangQuery, response: ZOfferChoices });

export const createAdminCampaign = endpoint({ method: 'POST', path: '/api/v1/admin/offers/campaigns', body: ZCampaignBody, response: ZAdminCampaign });

export const editAdminCampaign = endpoint({
  method: 'PUT',
  path: '/api/v1/admin/offers/campaigns/:id',
  params: ZOfferParams,
  body: ZCampaignBody,
  response: ZAdminCampaign,
});

export const listAdminVoucherCodes = endpoint({
  method: 'GET',
  path: '/api/v1/admin/offers/campaigns/:id/codes',
  params: ZOfferParams,
  query: ZLangQuery,
  response: z.array(ZVoucherCode),
});

export const generateAdminVoucherCodes = endpoint({
  method: 'POST',
  path: '/api/v1/admin/offers/campaigns/:id/codes',
  params: ZOfferParams,
  body: ZVoucherBatchBody,
  response: z.array(ZVoucherCode),
});

export const listAdminWheels = endpoint({ method: 'GET', path: '/api/v1/admin/offers/wheels', query: ZLangQuery, response: z.array(ZAdminWheel) });

export const editAdminWheelPrizes = endpoint({
  method: 'PUT',
  path: '/api/v1/admin/offers/wheels/:id/prizes',
  params: ZOfferParams,
  body: ZWheelPrizesBody,
  response: ZAdminWheel,
});

export const uploadCampaignPicture = endpoint({
  method: 'POST',
  path: '/api/v1/admin/offers/campaigns/:id/picture',
  params: ZOfferParams,
  query: ZLangQuery,
  response: ZAdminCampaign,
});

export const removeCampaignPicture = endpoint({
  method: 'DELETE',
  path: '/api/v1/admin/offers/campaigns/:id/picture',
  params: ZOfferParams,
  query: ZLangQuery,
  response: ZAdminCampaign,
});

export const listAdminQuestRules = endpoint({ method: 'GET', path: '/api/v1/admin/offers/quests', query: ZLangQuery, response: z.array(ZAdminQuestRule) });

export const editAdminQuestRule = endpoint({
  method: 'PUT',
  path: '/api/v1/admin/offers/quests/:key',
  params: ZQuestRuleParams,
  body: ZQuestRuleBody,
  response: ZAdminQuestRule,
});

export const listAdminPointsRules = endpoint({
  method: 'GET',
  path: '/api/v1/admin/offers/points-rules',
  query: ZLangQuery,
  response: z.array(ZAdminPointsRule),
});

export const editAdminPointsRule = endpoint({
  method: 'PUT',
  path: '/api/v1/admin/offers/points-rules/:kind',
  params: ZPointsRuleParams,
  body: ZPointsRuleBody,
  response: ZAdminPointsRule,
});
