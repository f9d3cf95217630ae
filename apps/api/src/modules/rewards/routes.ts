import { translate } from '@shine/shared';
import { envelope } from '@shine/shared/schemas/common';
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
} from '@shine/shared/schemas/rewards';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors.ts';
import { requestLang } from '../../lib/lang.ts';
import { readOnlySession, requireCustomer } from '../../plugins/auth.ts';
import { sendJsonBytes } from '../../lib/prepared-json.ts';
import { awardRouteLimit, createAwardLimiter } from './award-limiter.ts';
import { bestLookDetail, bestLookList } from './best-look.ts';
import { claimGoldenHourDeal, goldenHour, goldenHours } from './golden-hours.ts';
import { findBalance, findLedger } from './points-repository.ts';
import { claimReward, customerRewardVouchers, rewardArchive, rewardDetailOf, rewardGroups } from './rewards.ts';
import { claimQuest, exchangeSpin, gifts, quests, spin, wheelAnswer } from './wheel.ts';

const tags = ['rewards'];
const withMessage = <T extends z.ZodType>(data: T) => z.object({ data, message: z.string() });

/**
 * Offers and games (issue 13). Reads are open (own data only when logged in); everything that awards
 * needs login and is limited per IP (route limit) and per customer (award limiter).
 */
export const rewardRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  const limitCustomer = createAwardLimiter(() => deps.clock.now());
  const config = awardRouteLimit(app);
  const awarding = (request: Parameters<typeof requireCustomer>[0]) => {
    const customer = requireCustomer(request);
    limitCustomer(customer.customerId);
    return customer;
  };

  app.get(
    '/api/v1/reward-groups',
    {
      schema: {
        tags,
        summary: 'Reward groups of running rewards (members also see members-only ones)',
        querystring: ZLangQuery,
        response: { 200: envelope(ZRewardGroups) },
      },
    },
    async (request) => ({
      data: await rewardGroups(deps, request.customer, false),
    }),
  );
  app.get(
    '/api/v1/reward-groups/public',
    {
      schema: {
        tags,
        summary: 'Reward groups of running public rewards (getAllRewardPublic)',
        querystring: ZLangQuery,
        response: { 200: envelope(ZRewardGroups) },
      },
    },
    async () => ({
      data: await rewardGroups(deps, undefined, true),
    }),
  );
  app.get(
    '/api/v1/rewards/:id',
    {
      schema: {
        tags,
        summary: 'Reward detail: conditions, benefit, services, salons, validity, remaining, how to use, own claim',
        params: ZIdParams,
        querystring: ZLangQuery,
        response: { 200: envelope(ZRewardDetail) },
      },
    },
    async (request) => ({
      data: await rewardDetailOf(deps, { id: request.params.id, caller: request.customer, lang: request.query.lang }),
    }),
  );
  app.get(
    '/api/v1/rewards-old',
    { schema: { tags, summary: "Archive: ended rewards and the caller's used ones", querystring: ZLangQuery, response: { 200: envelope(ZRewardArchive) } } },
    async (request) => ({
      data: await rewardArchive(deps, request.customer),
    }),
  );

  // campaign-customer (spec §7 Rewards)
  app.get(
    '/api/v1/campaign-customer/reward',
    {
      schema: {
        tags,
        summary: "The logged-in customer's vouchers, usable or not on dateBook",
        querystring: ZCustomerRewardsQuery,
        response: { 200: envelope(ZCustomerVouchers) },
      },
    },
    async (request) => ({
      data: await customerRewardVouchers(deps, { caller: requireCustomer(request), date: request.query.dateBook, lang: request.query.lang }),
    }),
  );
  app.post(
    '/api/v1/campaign-customer/reward',
    {
      config,
      schema: {
        tags,
        summary: "Claim a reward: its voucher into the logged-in customer's vouchers",
        body: ZRewardIdBody,
        response: { 200: withMessage(ZClaimResult) },
      },
    },
    async (request) => {
      const caller = awarding(request);
      const data = await claimReward(deps, { rewardId: request.body.rewardId, caller });
      return { data, message: translate(requestLang(request), 'reward.claimed') };
    },
  );
  app.post(
    '/api/v1/campaign-customer/one-phone-voucher',
    {
      schema: {
        tags,
        summary: "Whether the logged-in phone holds a reward's voucher (one per phone) and may claim it",
        body: ZRewardIdBody,
        response: { 200: envelope(ZOnePhoneVoucher) },
      },
    },
    async (request) => {
      const caller = requireCustomer(request);
      const detail = await rewardDetailOf(deps, { id: request.body.rewardId, caller, lang: 'vi' });
      return { data: { rewardId: detail.id, claimed: detail.claim !== null, canClaim: detail.canClaim } };
    },
  );
  app.post(
    '/api/v1/campaign-customer/one-phone-campaign',
    {
      config,
      schema: {
        tags,
        summary: 'Claim a golden-hour deal: one per phone, never past its quantity, only in its window',
        body: ZDealIdBody,
        response: { 200: withMessage(ZClaimResult) },
      },
    },
    async (request) => {
      const caller = awarding(request);
      const won = await claimGoldenHourDeal(deps, { dealId: request.body.dealId, caller });
      return { data: { ...won, balance: null }, message: translate(requestLang(request), 'reward.claimed') };
    },
  );
  app.get(
    '/api/v1/campaign-customer/detail',
    {
      schema: {
        tags,
        summary: "A reward with the logged-in customer's claim of it",
        querystring: ZCustomerRewardDetailQuery,
        response: { 200: envelope(ZRewardDetail) },
      },
    },
    async (request) => ({
      data: await rewardDetailOf(deps, { id: request.query.rewardId, caller: requireCustomer(request), lang: request.query.lang }),
    }),
  );

  // golden hours
  app.get(
    '/api/v1/golden-hours',
    {
      schema: {
        tags,
        summary: 'Golden-hour deals with window, status and remaining quantity',
        querystring: ZLangQuery,
        response: { 200: envelope(ZGoldenHours) },
      },
    },
    async (request) => ({
      data: await goldenHours(deps, { caller: request.customer, lang: request.query.lang }),
    }),
  );
  app.get(
    '/api/v1/golden-hours/:id',
    { schema: { tags, summary: 'One golden-hour deal', params: ZIdParams, querystring: ZLangQuery, response: { 200: envelope(ZGoldenHour) } } },
    async (request) => ({
      data: await goldenHour(deps, { id: request.params.id, caller: request.customer, lang: request.query.lang }),
    }),
  );

  // lucky wheel
  app.get(
    '/api/v1/lucky-wheel/wheels/:slug',
    {
      config: readOnlySession,
      schema: { tags, summary: 'A wheel, its prizes and (logged in) spins left and points', params: ZWheelSlugParams, response: { 200: envelope(ZWheel) } },
    },
    async (request, reply) => sendJsonBytes(reply, await wheelAnswer(deps, { slug: request.params.slug, caller: request.customer })),
  );
  app.post(
    '/api/v1/lucky-wheel/wheeling',
    {
      config,
      schema: {
        tags,
        summary: 'Spend one spin: the server draws the prize, takes its stock, records the spin',
        body: ZWheelIdBody,
        response: { 200: envelope(ZSpinResult) },
      },
    },
    async (request) => ({
      data: await spin(deps, { wheelId: request.body.wheelId, caller: awarding(request) }),
    }),
  );
  app.get(
    '/api/v1/lucky-wheel/gifts',
    { schema: { tags, summary: "The logged-in customer's spins and what they won", response: { 200: envelope(ZGifts) } } },
    async (request) => ({
      data: await gifts(deps, requireCustomer(request)),
    }),
  );
  app.get(
    '/api/v1/lucky-wheel/quests',
    { schema: { tags, summary: 'Quests that earn spins, with steps done and spins to collect', response: { 200: envelope(ZQuests) } } },
    async (request) => ({
      data: await quests(deps, requireCustomer(request)),
    }),
  );
  app.post(
    '/api/v1/lucky-wheel/quests/claim',
    { config, schema: { tags, summary: "Collect the spins of a quest's new steps", body: ZQuestBody, response: { 200: envelope(ZSpinsResult) } } },
    async (request) => ({
      data: await claimQuest(deps, { quest: request.body.quest, caller: awarding(request) }),
    }),
  );
  app.post(
    '/api/v1/lucky-wheel/exchange',
    { config, schema: { tags, summary: 'Exchange points for one spin of the wheel', body: ZWheelIdBody, response: { 200: envelope(ZSpinsResult) } } },
    async (request) => ({
      data: await exchangeSpin(deps, { wheelId: request.body.wheelId, caller: awarding(request) }),
    }),
  );

  // LuckySprint points
  app.get(
    '/api/v1/lucky-sprint/GetPoint',
    { schema: { tags, summary: 'Point balance and ledger of the logged-in customer', response: { 200: envelope(ZPoints) } } },
    async (request) => {
      const caller = requireCustomer(request);
      const [balance, history] = await Promise.all([findBalance(deps.db, caller.customerId), findLedger(deps.db, caller.customerId)]);
      return { data: { balance, history: history.map((h) => ({ ...h, createdAt: h.createdAt.toISOString() })) } };
    },
  );
  app.get(
    '/api/v1/lucky-sprint/GetVoucher',
    { schema: { tags, summary: 'Rewards that can be exchanged for points', querystring: ZLangQuery, response: { 200: envelope(z.array(ZRewardCard)) } } },
    async (request) => ({
      data: (await rewardGroups(deps, request.customer, false)).flatMap((g) => g.rewards).filter((r) => r.points > 0),
    }),
  );
  app.get(
    '/api/v1/lucky-sprint/GetVoucherById',
    { schema: { tags, summary: 'One reward exchangeable for points', querystring: ZPointVoucherQuery, response: { 200: envelope(ZRewardDetail) } } },
    async (request) => {
      const detail = await rewardDetailOf(deps, { id: request.query.id, caller: request.customer, lang: request.query.lang });
      if (detail.points <= 0) throw notFound('CAMPAIGN_NOT_FOUND', 'voucher.notFound');
      return { data: detail };
    },
  );
  app.post(
    '/api/v1/lucky-sprint/DoiVoucher',
    {
      config,
      schema: {
        tags,
        summary: "Exchange points for a reward's voucher (atomic; the balance never goes below zero)",
        body: ZRewardIdBody,
        response: { 200: withMessage(ZClaimResult) },
      },
    },
    async (request) => {
      const caller = awarding(request);
      const detail = await rewardDetailOf(deps, { id: request.body.rewardId, caller, lang: 'vi' });
      if (detail.points <= 0) throw notFound('CAMPAIGN_NOT_FOUND', 'voucher.notFound');
      const data = await claimReward(deps, { rewardId: request.body.rewardId, caller });
      return { data, message: translate(requestLang(request), 'reward.claimed') };
    },
  );

  // Yours the best
  app.get('/api/v1/yours-the-best', { schema: { tags, summary: 'Best-look campaigns', response: { 200: envelope(ZBestLookCampaigns) } } }, async () => ({
    data: await bestLookList(deps),
  }));
  app.get(
    '/api/v1/yours-the-best/:id',
    { schema: { tags, summary: 'A best-look campaign with its entries', params: ZIdParams, response: { 200: envelope(ZBestLookDetail) } } },
    async (request) => ({
      data: await bestLookDetail(deps, request.params.id),
    }),
  );
};
