import { envelope, ZLang } from '@shine/shared/schemas/common';
import { ZAdminGoldenHour, ZGoldenHourBody } from '@shine/shared/schemas/offers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerBackofficeAuth, requireAdmin } from '../backoffice/index.ts';
import { createGoldenHour, listGoldenHours } from './golden-hours-admin.ts';

const tags = ['backoffice'];
const security = [{ staffCookie: [] }];

/** The back office's offers (issue 32): golden hours; marketing and the chain admin (`offer.edit`). */
export const offerRoutes: FastifyPluginAsyncZod = async (app) => {
  registerBackofficeAuth(app);

  app.get(
    '/api/v1/admin/offers/golden-hours',
    {
      schema: {
        tags,
        summary: 'Every golden hour with its vouchers claimed',
        security,
        querystring: z.object({ lang: ZLang }),
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
};
