import { envelope, ZLang } from '@shine/shared/schemas/common';
import {
  ZAdminCampaign,
  ZAdminGoldenHour,
  ZAdminWheel,
  ZCampaignBody,
  ZGoldenHourBody,
  ZOfferChoices,
  ZOfferParams,
  ZVoucherBatchBody,
  ZVoucherCode,
  ZWheelPrizesBody,
} from '@shine/shared/schemas/offers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerBackofficeAuth, requireAdmin } from '../backoffice/index.ts';
import { createCampaign, editCampaign, generateVoucherCodes, listCampaigns, listVoucherCodes, offerChoices } from './campaigns-admin.ts';
import { createGoldenHour, editGoldenHour, listGoldenHours, stopGoldenHour } from './golden-hours-admin.ts';
import { editWheelPrizes, listWheels } from './wheels-admin.ts';

const tags = ['backoffice'];
const security = [{ staffCookie: [] }];
const ZLangQuery = z.object({ lang: ZLang });

/** The back office's offers (issue 32): golden hours, campaigns and their codes, wheels; marketing and the chain admin (`offer.edit`). */
export const offerRoutes: FastifyPluginAsyncZod = async (app) => {
  registerBackofficeAuth(app);

  app.get(
    '/api/v1/admin/offers/golden-hours',
    {
      schema: {
        tags,
        summary: 'Every golden hour with its vouchers claimed and its status now (upcoming, running, past)',
        security,
        querystring: ZLangQuery,
        response: { 200: envelope(z.array(ZAdminGoldenHour)) },
      },
    },
    async (request) => {
      requireAdmin(request, 'offer.edit');
      return { data: await listGoldenHours(app.deps) };
    },
  );

  app.post(
    '/api/v1/admin/offers/golden-hours',
    {
      schema: {
        tags,
        summary: 'Creates a golden hour: its window and how many vouchers of a campaign it gives; audited',
        description: '404 CAMPAIGN_NOT_FOUND for an unknown campaign.',
        security,
        body: ZGoldenHourBody,
        response: { 200: envelope(ZAdminGoldenHour) },
      },
    },
    async (request) => ({ data: await createGoldenHour(app.deps, requireAdmin(request, 'offer.edit'), request.body) }),
  );

  app.put(
    '/api/v1/admin/offers/golden-hours/:id',
    {
      schema: {
        tags,
        summary: 'Changes a golden hour before it opens; audited',
        description: '409 GOLDEN_HOUR_STARTED once it has opened; 404 GOLDEN_HOUR_NOT_FOUND, CAMPAIGN_NOT_FOUND.',
        security,
        params: ZOfferParams,
        body: ZGoldenHourBody,
        response: { 200: envelope(ZAdminGoldenHour) },
      },
    },
    async (request) => ({ data: await editGoldenHour(app.deps, requireAdmin(request, 'offer.edit'), request.params.id, request.body) }),
  );

  app.post(
    '/api/v1/admin/offers/golden-hours/:id/stop',
    {
      schema: {
        tags,
        summary: 'Stops a running golden hour now (its window closes at this instant); audited',
        description: '409 GOLDEN_HOUR_NOT_RUNNING when it has not opened or is over.',
        security,
        params: ZOfferParams,
        querystring: ZLangQuery,
        response: { 200: envelope(ZAdminGoldenHour) },
      },
    },
    async (request) => ({ data: await stopGoldenHour(app.deps, requireAdmin(request, 'offer.edit'), request.params.id) }),
  );

  app.get(
    '/api/v1/admin/offers/campaigns',
    {
      schema: {
        tags,
        summary: 'Every campaign with its conditions, salons, services, validity and number of codes',
        security,
        querystring: ZLangQuery,
        response: { 200: envelope(z.array(ZAdminCampaign)) },
      },
    },
    async (request) => {
      requireAdmin(request, 'offer.edit');
      return { data: await listCampaigns(app.deps) };
    },
  );

  app.get(
    '/api/v1/admin/offers/choices',
    {
      schema: {
        tags,
        summary: "The salons and services a campaign's lists are picked from",
        security,
        querystring: ZLangQuery,
        response: { 200: envelope(ZOfferChoices) },
      },
    },
    async (request) => {
      requireAdmin(request, 'offer.edit');
      return { data: await offerChoices(app.deps) };
    },
  );

  app.post(
    '/api/v1/admin/offers/campaigns',
    {
      schema: {
        tags,
        summary: 'Creates a campaign: benefit, conditions, salons, services and validity; audited',
        description: '400 OFFER_UNKNOWN_REFERENCE for a salon or service that does not exist.',
        security,
        body: ZCampaignBody,
        response: { 200: envelope(ZAdminCampaign) },
      },
    },
    async (request) => ({ data: await createCampaign(app.deps, requireAdmin(request, 'offer.edit'), request.body) }),
  );

  app.put(
    '/api/v1/admin/offers/campaigns/:id',
    {
      schema: {
        tags,
        summary: "Changes a campaign's benefit, conditions, salons, services and validity; audited",
        description: '400 OFFER_UNKNOWN_REFERENCE for a salon or service that does not exist; 404 CAMPAIGN_NOT_FOUND.',
        security,
        params: ZOfferParams,
        body: ZCampaignBody,
        response: { 200: envelope(ZAdminCampaign) },
      },
    },
    async (request) => ({ data: await editCampaign(app.deps, requireAdmin(request, 'offer.edit'), request.params.id, request.body) }),
  );

  app.get(
    '/api/v1/admin/offers/campaigns/:id/codes',
    {
      schema: {
        tags,
        summary: "A campaign's newest voucher codes (at most 500)",
        security,
        params: ZOfferParams,
        querystring: ZLangQuery,
        response: { 200: envelope(z.array(ZVoucherCode)) },
      },
    },
    async (request) => {
      requireAdmin(request, 'offer.edit');
      return { data: await listVoucherCodes(app.deps, request.params.id) };
    },
  );

  app.post(
    '/api/v1/admin/offers/campaigns/:id/codes',
    {
      schema: {
        tags,
        summary: 'Generates a batch of unique voucher codes of a campaign (made by the server); audited',
        description: '404 CAMPAIGN_NOT_FOUND.',
        security,
        params: ZOfferParams,
        body: ZVoucherBatchBody,
        response: { 200: envelope(z.array(ZVoucherCode)) },
      },
    },
    async (request) => ({ data: await generateVoucherCodes(app.deps, requireAdmin(request, 'offer.edit'), request.params.id, request.body) }),
  );

  app.get(
    '/api/v1/admin/offers/wheels',
    {
      schema: {
        tags,
        summary: 'Every lucky wheel with its prizes, weights, stock and awarded count',
        security,
        querystring: ZLangQuery,
        response: { 200: envelope(z.array(ZAdminWheel)) },
      },
    },
    async (request) => {
      requireAdmin(request, 'offer.edit');
      return { data: await listWheels(app.deps) };
    },
  );

  app.put(
    '/api/v1/admin/offers/wheels/:id/prizes',
    {
      schema: {
        tags,
        summary: "Changes the weights and stock of a wheel's prizes; audited",
        description:
          '400 WHEEL_PRIZE_INVALID when the weights add up to 0, a stock is below what was awarded, the consolation prize is given a stock, or a prize is not on the wheel; 404 WHEEL_NOT_FOUND.',
        security,
        params: ZOfferParams,
        body: ZWheelPrizesBody,
        response: { 200: envelope(ZAdminWheel) },
      },
    },
    async (request) => ({ data: await editWheelPrizes(app.deps, requireAdmin(request, 'offer.edit'), request.params.id, request.body) }),
  );
};
