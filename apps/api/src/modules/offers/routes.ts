import * as contracts from '@shine/shared/contracts/offers-admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/route-of.ts';
import { registerBackofficeAuth, requireAdmin } from '../backoffice/index.ts';
import { campaignPictureRoutes } from './campaign-picture-routes.ts';
import { createCampaign, editCampaign, generateVoucherCodes, listCampaigns, listVoucherCodes, offerChoices } from './campaigns-admin.ts';
import { createGoldenHour, editGoldenHour, listGoldenHours, stopGoldenHour } from './golden-hours-admin.ts';
import { editPointsRule, editQuestRule, listPointsRules, listQuestRules } from './loyalty-rules-admin.ts';
import { editWheelPrizes, listWheels } from './wheels-admin.ts';

const backoffice = { tags: ['backoffice'], security: [{ staffCookie: [] }] };

/**
 * The back office's offers (issue 32): golden hours, campaigns and their codes, wheels, the quests that earn spins
 * and the points rules; marketing and the chain admin (`offer.edit`).
 */
export const offerRoutes: FastifyPluginAsyncZod = async (app) => {
  registerBackofficeAuth(app);

  app.route({
    ...routeOf(contracts.listAdminGoldenHours, {
      ...backoffice,
      summary: 'Every golden hour with its vouchers claimed and its status now (upcoming, running, past)',
    }),
    handler: async (request) => {
      requireAdmin(request, 'offer.edit');
      return { data: await listGoldenHours(app.deps) };
    },
  });

  app.route({
    ...routeOf(contracts.createAdminGoldenHour, {
      ...backoffice,
      summary: 'Creates a golden hour: its window and how many vouchers of a campaign it gives; audited',
      description: '404 CAMPAIGN_NOT_FOUND for an unknown campaign.',
    }),
    handler: async (request) => ({ data: await createGoldenHour(app.deps, requireAdmin(request, 'offer.edit'), request.body) }),
  });

  app.route({
    ...routeOf(contracts.editAdminGoldenHour, {
      ...backoffice,
      summary: 'Changes a golden hour before it opens; audited',
      description: '409 GOLDEN_HOUR_STARTED once it has opened; 404 GOLDEN_HOUR_NOT_FOUND, CAMPAIGN_NOT_FOUND.',
    }),
    handler: async (request) => ({ data: await editGoldenHour(app.deps, requireAdmin(request, 'offer.edit'), request.params.id, request.body) }),
  });

  app.route({
    ...routeOf(contracts.stopAdminGoldenHour, {
      ...backoffice,
      summary: 'Stops a running golden hour now (its window closes at this instant); audited',
      description: '409 GOLDEN_HOUR_NOT_RUNNING when it has not opened or is over.',
    }),
    handler: async (request) => ({ data: await stopGoldenHour(app.deps, requireAdmin(request, 'offer.edit'), request.params.id) }),
  });

  app.route({
    ...routeOf(contracts.listAdminCampaigns, {
      ...backoffice,
      summary: 'Every campaign with its conditions, salons, services, validity and number of codes',
    }),
    handler: async (request) => {
      requireAdmin(request, 'offer.edit');
      return { data: await listCampaigns(app.deps) };
    },
  });

  app.route({
    ...routeOf(contracts.getAdminOfferChoices, { ...backoffice, summary: "The salons and services a campaign's lists are picked from" }),
    handler: async (request) => {
      requireAdmin(request, 'offer.edit');
      return { data: await offerChoices(app.deps) };
    },
  });

  app.route({
    ...routeOf(contracts.createAdminCampaign, {
      ...backoffice,
      summary: 'Creates a campaign: benefit, conditions, salons, services and validity; audited',
      description: '400 OFFER_UNKNOWN_REFERENCE for a salon or service that does not exist.',
    }),
    handler: async (request) => ({ data: await createCampaign(app.deps, requireAdmin(request, 'offer.edit'), request.body) }),
  });

  app.route({
    ...routeOf(contracts.editAdminCampaign, {
      ...backoffice,
      summary: "Changes a campaign's benefit, conditions, salons, services and validity; audited",
      description: '400 OFFER_UNKNOWN_REFERENCE for a salon or service that does not exist; 404 CAMPAIGN_NOT_FOUND.',
    }),
    handler: async (request) => ({ data: await editCampaign(app.deps, requireAdmin(request, 'offer.edit'), request.params.id, request.body) }),
  });

  app.route({
    ...routeOf(contracts.listAdminVoucherCodes, { ...backoffice, summary: "A campaign's newest voucher codes (at most 500)" }),
    handler: async (request) => {
      requireAdmin(request, 'offer.edit');
      return { data: await listVoucherCodes(app.deps, request.params.id) };
    },
  });

  app.route({
    ...routeOf(contracts.generateAdminVoucherCodes, {
      ...backoffice,
      summary: 'Generates a batch of unique voucher codes of a campaign (made by the server); audited',
      description: '404 CAMPAIGN_NOT_FOUND.',
    }),
    handler: async (request) => ({ data: await generateVoucherCodes(app.deps, requireAdmin(request, 'offer.edit'), request.params.id, request.body) }),
  });

  app.route({
    ...routeOf(contracts.listAdminWheels, { ...backoffice, summary: 'Every lucky wheel with its prizes, weights, stock and awarded count' }),
    handler: async (request) => {
      requireAdmin(request, 'offer.edit');
      return { data: await listWheels(app.deps) };
    },
  });

  app.route({
    ...routeOf(contracts.editAdminWheelPrizes, {
      ...backoffice,
      summary: "Changes the weights and stock of a wheel's prizes; audited",
      description:
        '400 WHEEL_PRIZE_INVALID when the weights add up to 0, a stock is below what was awarded, the consolation prize is given a stock, or a prize is not on the wheel; 404 WHEEL_NOT_FOUND.',
    }),
    handler: async (request) => ({ data: await editWheelPrizes(app.deps, requireAdmin(request, 'offer.edit'), request.params.id, request.body) }),
  });

  app.route({
    ...routeOf(contracts.listAdminQuestRules, {
      ...backoffice,
      summary: 'The quests that earn spins of the lucky wheel, one per kind the code tracks: running, spins per step, repeating, texts vi/en, order',
    }),
    handler: async (request) => {
      requireAdmin(request, 'offer.edit');
      return { data: await listQuestRules(app.deps) };
    },
  });

  app.route({
    ...routeOf(contracts.editAdminQuestRule, {
      ...backoffice,
      summary:
        'Changes a quest: running or not (a stopped quest is not shown to customers and cannot be claimed), spins per step, repeating, texts, order; audited; customers see it at their next load',
      description: '400 QUEST_NOT_REPEATABLE for a kind with a single step per customer made repeatable.',
    }),
    handler: async (request) => ({ data: await editQuestRule(app.deps, requireAdmin(request, 'offer.edit'), request.params.key, request.body) }),
  });

  app.route({
    ...routeOf(contracts.listAdminPointsRules, {
      ...backoffice,
      summary:
        'The points rules: points per 10,000 ₫ paid for a visit, points for rating a visit; each with its switch, validity dates and whether it gives points today',
    }),
    handler: async (request) => {
      requireAdmin(request, 'offer.edit');
      return { data: await listPointsRules(app.deps) };
    },
  });

  app.route({
    ...routeOf(contracts.editAdminPointsRule, {
      ...backoffice,
      summary: "Changes a points rule's points (0 = off), switch and validity dates (local, both included); audited; the next payment or rating follows it",
      description: '400 when validTo is before validFrom.',
    }),
    handler: async (request) => ({ data: await editPointsRule(app.deps, requireAdmin(request, 'offer.edit'), request.params.kind, request.body) }),
  });

  await app.register(campaignPictureRoutes);
};
