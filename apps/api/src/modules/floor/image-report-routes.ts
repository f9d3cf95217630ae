import { ZLang, envelope } from '@shine/shared/schemas/common';
import { ZImageReportParams, ZImageReports, ZResolveImageReportBody, ZResolvedImageReport, ZSalonParams } from '@shine/shared/schemas/floor';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listImageReports, resolveImageReport } from './image-reports.ts';
import { requireStaff } from './staff-auth.ts';

const security = [{ staffCookie: [] }];

/** The customers' "this photo is not me" reports (spec §7 report-wrong-image), for the salon manager. */
export const imageReportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/staff/salons/:salonId/image-reports',
    {
      schema: {
        tags: ['floor'],
        summary: "The open reports of after-cut photos of this salon's visits, oldest first (managers)",
        security,
        params: ZSalonParams,
        querystring: z.object({ lang: ZLang }),
        response: { 200: envelope(ZImageReports) },
      },
    },
    async (request) => ({ data: await listImageReports(app.deps, requireStaff(request), request.params.salonId) }),
  );

  app.post(
    '/api/v1/staff/salons/:salonId/image-reports/:id/resolve',
    {
      schema: {
        tags: ['floor'],
        summary: "Resolves a report once: remove (the photo leaves the customer's history) or keep; audited",
        description: '404 REPORT_NOT_FOUND for a report of another salon; 409 REPORT_RESOLVED when it was already decided.',
        security,
        params: ZImageReportParams,
        body: ZResolveImageReportBody,
        response: { 200: envelope(ZResolvedImageReport) },
      },
    },
    async (request) => ({ data: await resolveImageReport(app.deps, requireStaff(request), { ...request.params, action: request.body.action }) }),
  );
};
