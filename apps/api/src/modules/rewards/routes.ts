import { translate } from '@shine/shared';
import * as contracts from '@shine/shared/contracts/rewards';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/errors.ts';
import { requestLang } from '../../lib/lang.ts';
import { routeOf } from '../../lib/route-of.ts';
import { readOnlySession, requireCustomer } from '../../plugins/auth.ts';
import { sendJsonBytes } from '../../lib/prepared-json.ts';
import { awardRouteLimit, createAwardLimiter } from './award-limiter.ts';
import { bestLookDetail, bestLookList } from './best-look.ts';
import { claimGoldenHourDeal, goldenHour, goldenHours } from './golden-hours.ts';
import { findBalance, findLedger } from './points-repository.ts';
import { claimReward, customerRewardVouchers, rewardArchive, rewardDetailOf, rewardGroups } from './rewards.ts';
import { claimQuest, exchangeSpin, gifts, quests, spin, wheelAnswer } from './wheel.ts';

const tags = ['rewards'];

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

  app.route({
    ...routeOf(contracts.listRewardGroups, { tags, summary: 'Reward groups of running rewards (members also see members-only ones)' }),
    handler: async (request) => ({
      data: await rewardGroups(deps, request.customer, false),
    }),
  });
  app.route({
    ...routeOf(contracts.listPublicRewardGroups, { tags, summary: 'Reward groups of running public rewards (getAllRewardPublic)' }),
    handler: async () => ({
      data: await rewardGroups(deps, undefined, true),
    }),
  });
  app.route({
    ...routeOf(contracts.getRewardDetail, {
      tags,
      summary: 'Reward detail: conditions, benefit, services, salons, validity, remaining, how to use, own claim',
    }),
    handler: async (request) => ({
      data: await rewardDetailOf(deps, { id: request.params.id, caller: request.customer, lang: request.query.lang }),
    }),
  });
  app.route({
    ...routeOf(contracts.getRewardArchive, { tags, summary: "Archive: ended rewards and the caller's used ones" }),
    handler: async (request) => ({
      data: await rewardArchive(deps, request.customer),
    }),
  });

  // campaign-customer (spec §7 Rewards)
  app.route({
    ...routeOf(contracts.listCustomerRewardVouchers, { tags, summary: "The logged-in customer's vouchers, usable or not on dateBook" }),
    handler: async (request) => ({
      data: await customerRewardVouchers(deps, { caller: requireCustomer(request), date: request.query.dateBook, lang: request.query.lang }),
    }),
  });
  app.route({
    ...routeOf(contracts.claimReward, { tags, summary: "Claim a reward: its voucher into the logged-in customer's vouchers" }),
    config,
    handler: async (request) => {
      const caller = awarding(request);
      const data = await claimReward(deps, { rewardId: request.body.rewardId, caller });
      return { data, message: translate(requestLang(request), 'reward.claimed') };
    },
  });
  app.route({
    ...routeOf(contracts.checkOnePhoneVoucher, { tags, summary: "Whether the logged-in phone holds a reward's voucher (one per phone) and may claim it" }),
    handler: async (request) => {
      const caller = requireCustomer(request);
      const detail = await rewardDetailOf(deps, { id: request.body.rewardId, caller, lang: 'vi' });
      return { data: { rewardId: detail.id, claimed: detail.claim !== null, canClaim: detail.canClaim } };
    },
  });
  app.route({
    ...routeOf(contracts.claimGoldenHourDeal, { tags, summary: 'Claim a golden-hour deal: one per phone, never past its quantity, only in its window' }),
    config,
    handler: async (request) => {
      const caller = awarding(request);
      const won = await claimGoldenHourDeal(deps, { dealId: request.body.dealId, caller });
      return { data: { ...won, balance: null }, message: translate(requestLang(request), 'reward.claimed') };
    },
  });
  app.route({
    ...routeOf(contracts.getCustomerRewardDetail, { tags, summary: "A reward with the logged-in customer's claim of it" }),
    handler: async (request) => ({
      data: await rewardDetailOf(deps, { id: request.query.rewardId, caller: requireCustomer(request), lang: request.query.lang }),
    }),
  });

  // golden hours
  app.route({
    ...routeOf(contracts.listGoldenHours, { tags, summary: 'Golden-hour deals with window, status and remaining quantity' }),
    handler: async (request) => ({
      data: await goldenHours(deps, { caller: request.customer, lang: request.query.lang }),
    }),
  });
  app.route({
    ...routeOf(contracts.getGoldenHour, { tags, summary: 'One golden-hour deal' }),
    handler: async (request) => ({
      data: await goldenHour(deps, { id: request.params.id, caller: request.customer, lang: request.query.lang }),
    }),
  });

  // lucky wheel
  app.route({
    ...routeOf(contracts.getLuckyWheel, { tags, summary: 'A wheel, its prizes and (logged in) spins left and points' }),
    config: readOnlySession,
    handler: async (request, reply) => sendJsonBytes(reply, await wheelAnswer(deps, { slug: request.params.slug, caller: request.customer })),
  });
  app.route({
    ...routeOf(contracts.spinLuckyWheel, { tags, summary: 'Spend one spin: the server draws the prize, takes its stock, records the spin' }),
    config,
    handler: async (request) => ({
      data: await spin(deps, { wheelId: request.body.wheelId, caller: awarding(request) }),
    }),
  });
  app.route({
    ...routeOf(contracts.listWheelGifts, { tags, summary: "The logged-in customer's spins and what they won" }),
    handler: async (request) => ({
      data: await gifts(deps, requireCustomer(request)),
    }),
  });
  app.route({
    ...routeOf(contracts.listWheelQuests, {
      tags,
      summary: "The running quests that earn spins (the back office's rules), titled in the caller's language, with steps done and spins to collect",
    }),
    handler: async (request) => ({
      data: await quests(deps, requireCustomer(request), request.query.lang),
    }),
  });
  app.route({
    ...routeOf(contracts.claimWheelQuest, {
      tags,
      summary: "Collect the spins of a quest's new steps (the rule's spins per step, each step once)",
      description: '400 QUEST_INACTIVE for a quest the back office switched off; 400 QUEST_NOTHING_TO_CLAIM.',
    }),
    config,
    handler: async (request) => ({
      data: await claimQuest(deps, { quest: request.body.quest, caller: awarding(request) }),
    }),
  });
  app.route({
    ...routeOf(contracts.exchangePointsForSpin, { tags, summary: 'Exchange points for one spin of the wheel' }),
    config,
    handler: async (request) => ({
      data: await exchangeSpin(deps, { wheelId: request.body.wheelId, caller: awarding(request) }),
    }),
  });

  // LuckySprint points
  app.route({
    ...routeOf(contracts.getPointBalance, { tags, summary: 'Point balance and ledger of the logged-in customer' }),
    handler: async (request) => {
      const caller = requireCustomer(request);
      const [balance, history] = await Promise.all([findBalance(deps.db, caller.customerId), findLedger(deps.db, caller.customerId)]);
      return { data: { balance, history: history.map((h) => ({ ...h, createdAt: h.createdAt.toISOString() })) } };
    },
  });
  app.route({
    ...routeOf(contracts.listPointVouchers, { tags, summary: 'Rewards that can be exchanged for points' }),
    handler: async (request) => ({
      data: (await rewardGroups(deps, request.customer, false)).flatMap((g) => g.rewards).filter((r) => r.points > 0),
    }),
  });
  app.route({
    ...routeOf(contracts.getPointVoucher, { tags, summary: 'One reward exchangeable for points' }),
    handler: async (request) => {
      const detail = await rewardDetailOf(deps, { id: request.query.id, caller: request.customer, lang: request.query.lang });
      if (detail.points <= 0) throw notFound('CAMPAIGN_NOT_FOUND', 'voucher.notFound');
      return { data: detail };
    },
  });
  app.route({
    ...routeOf(contracts.exchangePointsForVoucher, { tags, summary: "Exchange points for a reward's voucher (atomic; the balance never goes below zero)" }),
    config,
    handler: async (request) => {
      const caller = awarding(request);
      const detail = await rewardDetailOf(deps, { id: request.body.rewardId, caller, lang: 'vi' });
      if (detail.points <= 0) throw notFound('CAMPAIGN_NOT_FOUND', 'voucher.notFound');
      const data = await claimReward(deps, { rewardId: request.body.rewardId, caller });
      return { data, message: translate(requestLang(request), 'reward.claimed') };
    },
  });

  // Yours the best
  app.route({
    ...routeOf(contracts.listBestLookCampaigns, { tags, summary: 'Best-look campaigns' }),
    handler: async () => ({ data: await bestLookList(deps) }),
  });
  app.route({
    ...routeOf(contracts.getBestLookCampaign, { tags, summary: 'A best-look campaign with its entries' }),
    handler: async (request) => ({
      data: await bestLookDetail(deps, request.params.id),
    }),
  });
};
