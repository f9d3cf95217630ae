import * as contracts from '@shine/shared/contracts/floor';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/route-of.ts';
import { listImageReports, resolveImageReport } from './image-reports.ts';
import { requireStaff } from './staff-auth.ts';

const security = [{ staffCookie: [] }];

/** The customers' "this photo is not me" reports (spec §7 report-wrong-image), for the salon manager. */
export const imageReportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(contracts.listImageReports, {
      tags: ['floor'],
      summary: "The open reports of after-cut photos of this salon's visits, oldest first (managers)",
      security,
    }),
    handler: async (request) => ({ data: await listImageReports(app.deps, requireStaff(request), request.params.salonId) }),
  });

  app.route({
    ...routeOf(contracts.resolveImageReport, {
      tags: ['floor'],
      summary: "Resolves a report once: remove (the photo leaves the customer's history) or keep; audited",
      description: '404 REPORT_NOT_FOUND for a report of another salon; 409 REPORT_RESOLVED when it was already decided.',
      security,
    }),
    handler: async (request) => ({
      data: await resolveImageReport(app.deps, requireStaff(request), { ...request.params, action: request.body.action }),
    }),
  });
};
